// Confirmation before sending: the request summarised, 'change request' or 'confirm and send'; a failed send
// shows the error with Retry and keeps everything typed.
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Modal } from '@alfie/shared/ui/modal';
import { NAMESPACE } from '../i18n/namespace.ts';
import { CancellationNotice } from './cancellation-notice.tsx';
import { RequestSummary } from './request-summary.tsx';
import type { RequestSummaryData } from './summary-data.ts';

interface Props {
  summary: RequestSummaryData | null;
  sending: boolean;
  errorKey: string | null;
  onChange: () => void;
  onConfirm: () => void;
}

export function ConfirmModal({ summary, sending, errorKey, onChange, onConfirm }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={summary !== null}
      onClose={onChange}
      title={t('confirmTitle')}
      wide
      actions={
        <>
          <button type="button" className="alfie-button alfie-button--secondary" onClick={onChange}>
            {t('changeRequest')}
          </button>
          {!errorKey && (
            <button type="button" className="alfie-button" onClick={onConfirm} disabled={sending}>
              {t('confirmSend')}
            </button>
          )}
        </>
      }
    >
      {summary && <RequestSummary data={summary} />}
      {summary && <CancellationNotice data={summary} />}
      {errorKey && <ErrorState messageKey={errorKey} onRetry={onConfirm} />}
    </Modal>
  );
}
