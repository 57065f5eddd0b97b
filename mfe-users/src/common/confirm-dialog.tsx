// A yes/no confirmation dialog (delete an operator, send a password-recovery mail).
import { useTranslation } from 'react-i18next';
import { Modal } from '@alfie/shared/ui/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, text, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <button type="button" className="alfie-button alfie-button--secondary" onClick={onCancel}>
            {t('COMMON.CANCEL')}
          </button>
          <button type="button" className="alfie-button" onClick={onConfirm}>
            {t('COMMON.CONFIRM')}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
