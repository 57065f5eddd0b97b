// The service in the field on the assignment card: what the server recorded so far, and during the service window
// one big button for the next step (on my way, at the meeting point, guest met, service ended, with the end time
// the PA may correct); "guest not found" once the waiting time has passed, confirmed with a note.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@alfie/shared/api';
import {
  canReportNoShow,
  fieldWindow,
  inFieldWindow,
  nextFieldStep,
  type FieldStatus,
  type FieldStatusBody,
  type PaAssignmentItem,
  type RequestField,
} from '@alfie/shared/contracts';
import { formatDateTime } from '@alfie/shared/i18n';
import { ConfirmDialog } from '@alfie/shared/ui/confirm-dialog';
import { toDateTimeLocal } from '@alfie/shared/ui/date-time-field';
import { Loader } from '@alfie/shared/ui/loader';
import { NAMESPACE } from '../i18n/namespace.ts';
import { currentPosition, sendStep } from './field-send.ts';

/** The time, refreshed every minute, so the button appears when the window opens without a reload. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Sending = { state: 'idle' } | { state: 'busy'; retrying: boolean } | { state: 'refused'; key: string };

/** `offline`: the card shows a copy kept from the last sync; nothing can be sent, the button says why. */
export function FieldStep({ item, offline = false }: { item: PaAssignmentItem; offline?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const endId = useId();
  const offlineId = useId();
  const now = useNow();
  const [field, setField] = useState<RequestField>(item.field);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  // The end the PA corrected it to; null while the PA keeps the proposal (now), which is then sent to the second:
  // a proposal shown to the minute would read as before a step reported earlier in that minute, and be refused.
  const [end, setEnd] = useState<string | null>(null);
  const [noShowOpen, setNoShowOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);

  const service = {
    start: new Date(item.startDatetime),
    end: new Date(item.endDatetime),
    noShowWaitMinutes: item.noShowWaitMinutes,
    ...(item.flight ? { meeting: new Date(item.flight.meetingAt) } : {}),
  };
  const done = field.history.map((h) => h.status);
  const next = nextFieldStep(done);
  const open = inFieldWindow(service, now);
  const busy = sending.state === 'busy';

  const send = async (body: Omit<FieldStatusBody, 'requestId'>) => {
    setSending({ state: 'busy', retrying: false });
    try {
      const answer = await sendStep({ requestId: item.id, ...body }, () =>
        setSending({ state: 'busy', retrying: true }),
      );
      setField(answer.field);
      setSending({ state: 'idle' });
      return true;
    } catch (error) {
      setSending({ state: 'refused', key: toApiError(error).messageKey });
      return false;
    }
  };

  const sendNext = async (status: FieldStatus) => {
    if (status === 'ended')
      return send({ status, at: (end === null ? new Date() : new Date(end)).toISOString() });
    if (status === 'at-meeting-point') return send({ status, ...(await currentPosition()) });
    return send({ status });
  };

  const confirmNoShow = async () => {
    if (!note.trim()) return setNoteMissing(true);
    if (await send({ status: 'no-show', note: note.trim() })) setNoShowOpen(false);
  };

  const last = field.history.at(-1);
  return (
    <section className="pa-field" aria-label={t('fieldTitle')}>
      <h4>{t('fieldTitle')}</h4>
      {field.history.length > 0 && (
        <ol className="pa-field-history">
          {field.history.map((h) => (
            <li key={h.status}>
              {t('fieldRecordedAt', { status: t(`fieldStatus.${h.status}`), time: formatDateTime(h.at) })}
            </li>
          ))}
        </ol>
      )}
      {next === null && <p className="pa-note">{t('fieldDone')}</p>}
      {next !== null && !open && now < fieldWindow(service).opens && (
        <p className="pa-note">{t('fieldOpensAt', { time: formatDateTime(fieldWindow(service).opens) })}</p>
      )}
      {next !== null && open && offline && (
        <div className="pa-actions">
          <button type="button" className="alfie-button pa-field-next" disabled aria-describedby={offlineId}>
            {t(`fieldStep.${next}`)}
          </button>
          <p id={offlineId} className="pa-note">
            {t('fieldOffline')}
          </p>
        </div>
      )}
      {next !== null && open && !offline && (
        <div className="pa-actions">
          {next === 'ended' && (
            <label className="pa-field-end" htmlFor={endId}>
              {t('fieldEndLabel')}
              <input
                id={endId}
                type="datetime-local"
                value={end ?? toDateTimeLocal(now)}
                min={last ? toDateTimeLocal(new Date(last.at)) : undefined}
                max={toDateTimeLocal(now)}
                onChange={(e) => setEnd(e.target.value)}
              />
            </label>
          )}
          <button
            type="button"
            className="alfie-button pa-field-next"
            disabled={busy}
            onClick={() => void sendNext(next)}
          >
            {t(`fieldStep.${next}`)}
          </button>
          {canReportNoShow(done, service, now) && (
            <button
              type="button"
              className="alfie-button alfie-button--secondary"
              disabled={busy}
              onClick={() => setNoShowOpen(true)}
            >
              {t('fieldNoShow')}
            </button>
          )}
        </div>
      )}
      {busy && (
        <>
          <Loader />
          {sending.retrying && (
            <p className="pa-note" role="status">
              {t('fieldRetrying')}
            </p>
          )}
        </>
      )}
      {sending.state === 'refused' && !noShowOpen && (
        <p className="alfie-field-error" role="alert">
          {t(sending.key, { ns: 'common' })}
        </p>
      )}
      <ConfirmDialog
        open={noShowOpen}
        title={t('fieldNoShowTitle')}
        text={t('fieldNoShowText')}
        confirmLabel={t('fieldNoShowConfirm')}
        busy={busy}
        onConfirm={() => void confirmNoShow()}
        onCancel={() => setNoShowOpen(false)}
      >
        <label className="pa-field-note">
          {t('fieldNote')}
          <textarea
            value={note}
            required
            aria-invalid={noteMissing}
            onChange={(e) => {
              setNote(e.target.value);
              setNoteMissing(false);
            }}
          />
        </label>
        {noteMissing && (
          <p className="alfie-field-error" role="alert">
            {t('REQUIRED.FIELD', { ns: 'common' })}
          </p>
        )}
        {sending.state === 'refused' && (
          <p className="alfie-field-error" role="alert">
            {t(sending.key, { ns: 'common' })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
