// The terms and privacy tick boxes of the signup form, each with a button opening its PDF in the current locale.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path } from 'react-hook-form';
import { CheckboxField } from '@alfie/shared/ui/checkbox-field';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { PdfModal } from '@alfie/shared/ui/pdf-modal';
import type { LegalDocument } from '@alfie/shared/ui/pdf-modal';

export function LegalConsents<T extends FieldValues>({ control }: { control: FormControl<T> }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState<LegalDocument | null>(null);
  const consent = (doc: LegalDocument, name: string, labelKey: string, readKey: string) => (
    <div className="shell-consent">
      <CheckboxField control={control} name={name as Path<T>} label={t(labelKey)} required />
      <button type="button" className="alfie-link-button" onClick={() => setShown(doc)}>
        {t(readKey)}
      </button>
    </div>
  );
  return (
    <fieldset style={{ border: 'none', padding: 0 }}>
      {consent('terms', 'terms', 'SIGNUP.TERMS', 'SIGNUP.READ_TERMS')}
      {consent('privacy', 'privacy', 'SIGNUP.PRIVACY', 'SIGNUP.READ_PRIVACY')}
      <PdfModal open={shown !== null} onClose={() => setShown(null)} document={shown ?? 'terms'} />
    </fieldset>
  );
}
