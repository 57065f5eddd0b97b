// The dialog that confirms a service: the actual end (the PA's reported end proposed, the planned one when the PA
// reported none, and then a reason is required), then what the server answered (final amount, captured, still
// owed, the PA's amount due) or a readable error with the chance to try again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@alfie/shared/api';
import type { CloseoutItem, ServiceConfirmed } from '@alfie/shared/contracts';
import { formatCents, formatDateTime } from '@alfie/shared/i18n';
import { Modal, toDateTimeLocal } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useConfirmService } from '../api/confirm-service.ts';
import { ReportedEnd } from './reported-end.tsx';

export interface ConfirmServiceDialogProps {
  row: CloseoutItem;
  onClose: (changed: boolean) => void;
}

export function ConfirmServiceDialog({ row, onClose }: ConfirmServiceDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const confirmService = useConfirmService();
  const inputId = useId();
  const [actualEnd, setActualEnd] = useState(() =>
    toDateTimeLocal(new Date(row.reportedEnd ?? row.endDatetime)),
  );
  // Without the PA's report the end is the operator's word: the API wants the reason, so the form asks first.
  const needsReason = row.reportedEnd === null;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** An error key of the common namespace (the server's, or END.DATE.INVALID for an unreadable date). */
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ServiceConfirmed | null>(null);

  const submit = async () => {
    const at = new Date(actualEnd);
    if (Number.isNaN(at.getTime())) {
      setError('END.DATE.INVALID');
      return;
    }
    if (needsReason && reason.trim() === '') {
      setReasonError('END.REASON.REQUIRED');
      return;
    }
    setReasonError(null);
    setBusy(true);
    setError(null);
    try {
      setDone(await confirmService(row.id, at.toISOString(), reason.trim()));
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
      <p>
        {t('coReportedEnd')}: <ReportedEnd row={row} />
      </p>
      {done ? (
        <dl className="closeout-result" aria-live="polite">
          <dt>{t('coFinal')}</dt>
          <dd>{formatCents(done.finalAmount, row.currencyCode)}</dd>
          <dt>{t('coCaptured')}</dt>
          <dd>{formatCents(done.captured, row.currencyCode)}</dd>
          <dt>{t('coOwed')}</dt>
          <dd>{formatCents(done.owed, row.currencyCode)}</dd>
          <dt>{t('coPaDue')}</dt>
          <dd>{formatCents(done.paDue, row.currencyCode)}</dd>
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
            {needsReason ? t('coActualEndHint') : `${t('coActualEndFromPa')} ${t('coActualEndHint')}`}
          </p>
          {needsReason && (
            <>
              <label htmlFor={`${inputId}-reason`}>{t('coEndReason')}</label>
              <textarea
                id={`${inputId}-reason`}
                value={reason}
                rows={3}
                required
                onChange={(e) => setReason(e.target.value)}
                disabled={busy}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${inputId}-reason-error` : undefined}
              />
              {reasonError && (
                <p id={`${inputId}-reason-error`} className="alfie-field-error" role="alert">
                  {t(reasonError, { ns: 'common' })}
                </p>
              )}
            </>
          )}
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
