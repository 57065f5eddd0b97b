// AssignmentTimeline: the assignment page's full timeline of a request (offers, assignment, mails and their delivery,
// payments, who did what), oldest first; reloads when `version` (the request's status) changes.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@alfie/shared/contracts';
import { formatCents, formatDateTime } from '@alfie/shared/i18n';
import { RequestTimeline } from '@alfie/shared/ui/timeline-list';
import { NAMESPACE } from '../i18n/namespace.ts';

const status = (t: TFunction, s: string | null | undefined) =>
  s ? t(`STATUS.${s}`, { ns: 'common', defaultValue: s }) : '–';

/** The words of one entry for an operator: what happened, by whom, and its facts. */
export function describeForOperator(t: TFunction, e: TimelineEntry): { title: string; detail: string } {
  const d = e.detail;
  const parts: string[] = [];
  if (e.kind === 'mail') {
    parts.push(t(`timelineMail.${d.template ?? ''}`, { defaultValue: d.template ?? '' }));
    if (d.recipient) parts.push(t('timelineMailTo', { to: d.recipient }));
    if (d.deliveryState) parts.push(t(`timelineDelivery.${d.deliveryState}`));
  } else {
    parts.push(e.actor.name ? t('timelineBy', { name: e.actor.name }) : t('timelineBySystem'));
  }
  if (d.paFirstName) parts.push(t('timelinePa', { name: `${d.paFirstName} ${d.paLastName ?? ''}`.trim() }));
  if (d.to !== undefined && d.from !== d.to)
    parts.push(t('timelineStatus', { from: status(t, d.from), to: status(t, d.to) }));
  if (d.endTo)
    parts.push(t('timelineEnd', { from: formatDateTime(d.endFrom ?? null), to: formatDateTime(d.endTo) }));
  if (d.reason) parts.push(t('timelineEndReason', { reason: d.reason }));
  if (d.amountCents !== undefined)
    parts.push(t('timelineAmount', { amount: formatCents(d.amountCents, d.currencyCode) }));
  if (d.paymentKind === 'extension') parts.push(t('timelineExtension'));
  if (d.feeCents !== undefined)
    parts.push(
      t(`timelineFee.${d.feeState ?? 'none'}`, {
        fee: formatCents(d.feeCents, d.currencyCode),
        taken: formatCents(d.capturedCents ?? 0, d.currencyCode),
      }),
    );
  return { title: t(`timeline.${e.kind}`), detail: parts.join(' · ') };
}

export function AssignmentTimeline({ id, version }: { id: number; version?: unknown }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <RequestTimeline
      id={id}
      version={version}
      title={t('timelineTitle')}
      className="assignment-timeline"
      emptyMessage={t('timelineEmpty')}
      describe={(e) => describeForOperator(t, e)}
    />
  );
}
