// The dialog that confirms a service: the actual end (the planned one proposed), then what the server answered
// (final amount, captured, still owed, the PA's amount due) or a readable error with the chance to try again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@alfie/shared/api';
import type { CloseoutItem, ServiceConfirmed } from '@alfie/shared/contracts';
import { formatDateTime, formatMoney } from '@alfie/shared/i18n';
import { Modal, toDateTimeLocal } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { confirmService } from '../api/closeout-api.ts';

export interface ConfirmServiceDialogProps {
  row: CloseoutItem;
  onClose: (changed: boolean) => void;
}

export function ConfirmServiceDialog({ row, onClose }: ConfirmServiceDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const inputId = useId();
  const [actualEnd, setActualEnd] = useState(() => toDateTimeLocal(new Date(row.endDatetime)));
  const [busy, setBusy] = useState(false);
  /** An error key of the common namespace (the server's, or END.DATE.INVALID for an unreadable date). */
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ServiceConfirmed | null>(null);
  const money = (cents: number) => formatMoney(cents / 100, row.currencyCode);

  const submit = async () => {
    const at = new Date(actualEnd);
    if (Number.isNaN(at.getTime())) {
      setError('END.DATE.INVALID');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setDone(await confirmService(row.id, at.toISOString()));
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
        onClick={() => onClose(false)}
      >
        {t('coCancel')}
      </button>
      <button
        type="button"
        className="alfie-button"
        disabled={busy || actualEnd === ''}
        onClick={() => void submit()}
      >
        {t('coConfirm')}
      </button>
    </>
  );

  return (
    <Modal
      open
      onClose={() => onClose(done !== null)}
      title={t('coConfirmTitle', { id: row.id })}
      actions={actions}
    >
      <p>
        {t('coPlanned', { start: formatDateTime(row.startDatetime), end: formatDateTime(row.endDatetime) })}
      </p>
      {done ? (
        <dl className="closeout-result" aria-live="polite">
          <dt>{t('coFinal')}</dt>
          <dd>{money(done.finalAmount)}</dd>
          <dt>{t('coCaptured')}</dt>
          <dd>{money(done.captured)}</dd>
          <dt>{t('coOwed')}</dt>
          <dd>{money(done.owed)}</dd>
          <dt>{t('coPaDue')}</dt>
          <dd>{money(done.paDue)}</dd>
        </dl>
      ) : (
        <div className="alfie-field">
          <label htmlFor={inputId}>{t('coActualEnd')}</label>
          <input
            id={inputId}
            type="datetime-local"
            value={actualEnd}
            onChange={(e) => setActualEnd(e.target.value)}
            disabled={busy}
            aria-describedby={`${inputId}-hint`}
          />
          <p id={`${inputId}-hint`} className="alfie-field-hint">
            {t('coActualEndHint')}
          </p>
        </div>
      )}
      {busy && <p role="status">{t('coWorking')}</p>}
      {error && (
        <p role="alert" className="alfie-state alfie-state--error">
          {t(error, { ns: 'common', defaultValue: t('coFailed') })}
        </p>
      )}
    </Modal>
  );
}
