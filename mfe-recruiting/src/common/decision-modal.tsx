// The confirmation of an accept or refuse decision: what is decided, a summary of the item, the send button; a
// failed call is reported inside the dialog and the dialog stays open for another try.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@alfie/shared/api';
import type { Decision } from '@alfie/shared/contracts';
import { Modal } from '@alfie/shared/ui/modal';
import { NAMESPACE } from '../i18n/namespace.ts';

export interface DecisionModalProps {
  /** The decision being confirmed; null means closed. */
  decision: Decision | null;
  title: string;
  text: string;
  summary: ReactNode;
  onConfirm: (decision: Decision) => Promise<void>;
  onClose: () => void;
}

export function DecisionModal({ decision, title, text, summary, onConfirm, onClose }: DecisionModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setErrorKey(null);
    onClose();
  };
  const confirm = async () => {
    if (!decision) return;
    setBusy(true);
    setErrorKey(null);
    try {
      await onConfirm(decision);
      setBusy(false);
      onClose();
    } catch (err) {
      setBusy(false);
      setErrorKey(toApiError(err).messageKey);
    }
  };
  return (
    <Modal
      open={decision !== null}
      onClose={close}
      title={title}
      actions={
        <>
          <button
            type="button"
            className="alfie-button alfie-button--secondary"
            onClick={close}
            disabled={busy}
          >
            {tc('COMMON.CANCEL')}
          </button>
          <button
            type="button"
            className="alfie-button"
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy}
          >
            {decision === 'approved' ? t('confirmAndSend') : t('refuseAndSend')}
          </button>
        </>
      }
    >
      <p>{text}</p>
      {summary}
      {errorKey && (
        <p className="alfie-field-error" role="alert">
          {t('decisionFailed')} {tc(errorKey)}
        </p>
      )}
    </Modal>
  );
}
