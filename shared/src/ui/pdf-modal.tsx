// PdfModal: the terms or privacy PDF in the current locale, shown in a modal with a link to open it alone.
import { useTranslation } from 'react-i18next';
import { toLocale } from '../contracts/constants.ts';
import { Modal } from './modal.tsx';

export type LegalDocument = 'terms' | 'privacy';

export interface PdfModalProps {
  open: boolean;
  onClose: () => void;
  document: LegalDocument;
  /** Where the shell serves the PDFs: `${basePath}/{it|en|fr}/{terms|privacy}.pdf`. */
  basePath?: string;
}

export function legalPdfUrl(document: LegalDocument, locale: string, basePath = '/legal'): string {
  return `${basePath}/${toLocale(locale)}/${document}.pdf`;
}

export function PdfModal({ open, onClose, document, basePath = '/legal' }: PdfModalProps) {
  const { t, i18n } = useTranslation('common');
  const title = t(document === 'terms' ? 'LEGAL.TERMS' : 'LEGAL.PRIVACY');
  const url = legalPdfUrl(document, i18n.language, basePath);
  return (
    <Modal open={open} onClose={onClose} title={title} wide>
      <iframe className="alfie-pdf-frame" src={url} title={title} />
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('LEGAL.OPEN')}
        </a>
      </p>
    </Modal>
  );
}
