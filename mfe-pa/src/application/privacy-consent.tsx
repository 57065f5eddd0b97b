// The privacy tick box of the application, with a button opening the privacy policy (PDF of the current locale).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@alfie/shared/ui/checkbox-field';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { PdfModal } from '@alfie/shared/ui/pdf-modal';
import type { ApplicationValues } from './form-values.ts';

export function PrivacyConsent({ control }: { control: FormControl<ApplicationValues> }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <div className="pa-consent">
      <CheckboxField control={control} name="privacy" label={t('SIGNUP.PRIVACY')} required />
      <button type="button" className="alfie-link-button" onClick={() => setOpen(true)}>
        {t('SIGNUP.READ_PRIVACY')}
      </button>
      <PdfModal open={open} onClose={() => setOpen(false)} document="privacy" />
    </div>
  );
}
