// The two dialogs of an assignment: confirm (then send), and 'assignment sent' with the way back to the list.
import { useTranslation } from 'react-i18next';
import type { PaOffer } from '@alfie/shared/contracts';
import { Modal } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { paName } from './pa-offer.tsx';

export function ConfirmAssignModal(props: {
  pa: PaOffer | null;
  requestId: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={props.pa !== null}
      onClose={props.onCancel}
      title={t('confirmTitle')}
      actions={
        <>
          <button type="button" className="alfie-button alfie-button--secondary" onClick={props.onCancel}>
            {t('COMMON.CANCEL', { ns: 'common' })}
          </button>
          <button
            type="button"
            className="alfie-button"
            onClick={props.onConfirm}
            disabled={props.busy}
            aria-busy={props.busy}
          >
            {t('confirmSend')}
          </button>
        </>
      }
    >
      {props.pa && <p>{t('confirmText', { name: paName(props.pa), id: props.requestId })}</p>}
    </Modal>
  );
}

export function AssignmentSentModal(props: { open: boolean; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={props.open}
      onClose={props.onBack}
      title={t('sentTitle')}
      hideCloseButton
      actions={
        <button type="button" className="alfie-button" onClick={props.onBack}>
          {t('backToRequests')}
        </button>
      }
    >
      <p>{t('sentText')}</p>
    </Modal>
  );
}
