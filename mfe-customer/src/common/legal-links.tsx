// Links that open the terms and the privacy policy (PDF of the current locale) in a modal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfModal, type LegalDocument } from '@alfie/shared/ui/pdf-modal';

export function LegalLinks() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState<LegalDocument | null>(null);
  return (
    <>
      <ul className="customer-legal">
        <li>
          <button type="button" className="alfie-link-button" onClick={() => setOpen('terms')}>
            {t('LEGAL.TERMS')}
          </button>
        </li>
        <li>
          <button type="button" className="alfie-link-button" onClick={() => setOpen('privacy')}>
            {t('LEGAL.PRIVACY')}
          </button>
        </li>
      </ul>
      <PdfModal open={open !== null} document={open ?? 'terms'} onClose={() => setOpen(null)} />
    </>
  );
}
