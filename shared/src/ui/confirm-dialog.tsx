// ConfirmDialog: a yes/no question in a Modal (Cancel, then the confirm button), for deletions, mails and decisions.
// The screen keeps what happens on confirm; `busy` holds both buttons while its call runs.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, as the first paragraph. */
  text: string;
  /** What follows the question: more paragraphs, a summary, an error with Retry. */
  children?: ReactNode;
  /** The confirm button's label; Confirm when left out. */
  confirmLabel?: string;
  /** A call started by confirm is running: both buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  text,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <button
            type="button"
            className="alfie-button alfie-button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {t('COMMON.CANCEL')}
          </button>
          <button type="button" className="alfie-button" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel ?? t('COMMON.CONFIRM')}
          </button>
        </>
      }
    >
      <p>{text}</p>
      {children}
    </Modal>
  );
}
