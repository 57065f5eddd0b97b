// ErrorState: 'Sending data to server failed' (or another message) with a Retry button.
import { useTranslation } from 'react-i18next';
import './ui.css';

export interface ErrorStateProps {
  onRetry?: () => void;
  /** An i18n key of the common namespace. */
  messageKey?: string;
}

export function ErrorState({ onRetry, messageKey = 'SEND.FAILED' }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="alfie-state alfie-state--error" role="alert">
      <p>{t(messageKey)}</p>
      {onRetry && (
        <button type="button" className="alfie-button" onClick={onRetry}>
          {t('COMMON.RETRY')}
        </button>
      )}
    </div>
  );
}
