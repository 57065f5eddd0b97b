// The confirmation of an accept or refuse decision: what is decided, a summary of the item, the send button; a
// failed call is reported inside the dialog and the dialog stays open for another try (the shared ConfirmDialog
// with the call's busy and error state).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@alfie/shared/api';
import type { Decision } from '@alfie/shared/contracts';
import { ConfirmDialog } from '@alfie/shared/ui/confirm-dialog';
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
    <ConfirmDialog
      open={decision !== null}
      title={title}
      text={text}
      confirmLabel={decision === 'approved' ? t('confirmAndSend') : t('refuseAndSend')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {summary}
      {errorKey && (
        <p className="alfie-field-error" role="alert">
          {t('decisionFailed')} {tc(errorKey)}
        </p>
      )}
    </ConfirmDialog>
  );
}
