// The operator's decision on a PA's "guest not found": confirmed, the service is cancelled late under the country's
// policy and the answer says the fee and whether it was captured or is owed; refused, the service runs on. An
// optional note goes with either; a failure is shown translated and may be tried again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@alfie/shared/api';
import type { NoShowDecided } from '@alfie/shared/contracts';
import { formatCents, formatDateTime } from '@alfie/shared/i18n';
import { Modal } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useDecideNoShow } from '../api/decide-no-show.ts';
import type { AtRiskService } from './urgent-requests.tsx';

export function NoShowDialog({
  service,
  onClose,
}: {
  service: AtRiskService;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const decideNoShow = useDecideNoShow();
  const noteId = useId();
  const { request: r, pa } = service;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<NoShowDecided | null>(null);

  const decide = async (confirm: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setDone(await decideNoShow(r.id, confirm, note));
    } catch (err) {
      setError(toApiError(err).messageKey);
    } finally {
      setBusy(false);
    }
  };

  const actions = done ? (
    <button type="button" className="alfie-button" onClick={() => onClose(true)}>
      {t('coClose')}
    </button>
  ) : (
    <>
      <button
        type="button"
        className="alfie-button alfie-button--secondary"
        disabled={busy}
        onClick={() => void decide(false)}
      >
        {t('noShowRefuse')}
      </button>
      <button type="button" className="alfie-button" disabled={busy} onClick={() => void decide(true)}>
        {t('noShowConfirm')}
      </button>
    </>
  );

  return (
    <Modal
      open
      onClose={() => onClose(done !== null)}
      title={t('noShowTitle', { id: r.id })}
      actions={actions}
    >
      <p>
        {t('noShowFacts', {
          start: formatDateTime(r.startDatetime),
          pa: `${pa.firstname} ${pa.lastname}`,
        })}
      </p>
      {done ? (
        <p aria-live="polite">
          {done.fee
            ? t(`noShowConfirmed.${done.fee.feeState}`, {
                fee: formatCents(done.fee.feeCents, done.fee.currencyCode),
              })
            : t('noShowRefused')}
        </p>
      ) : (
        <>
          <p>{t('noShowPolicy')}</p>
          <div className="alfie-field">
            <label htmlFor={noteId}>{t('noShowNote')}</label>
            <textarea
              id={noteId}
              value={note}
              maxLength={500}
              rows={3}
              onChange={(e) => setNote(e.target.value)}
              disabled={busy}
            />
          </div>
        </>
      )}
      {busy && <p role="status">{t('noShowWorking')}</p>}
      {error && (
        <p role="alert" className="alfie-state alfie-state--error">
          {t(error, { ns: 'common', defaultValue: t('noShowFailed') })}
        </p>
      )}
    </Modal>
  );
}
