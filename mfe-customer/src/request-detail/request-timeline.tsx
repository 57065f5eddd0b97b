// CustomerTimeline: the customer's own timeline of a request on its detail page (filed, PA assigned with the
// first name, payments, cancelled, completed), oldest first; the API already leaves out what is not the customer's.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@alfie/shared/contracts';
import { formatCents } from '@alfie/shared/i18n';
import { RequestTimeline } from '@alfie/shared/ui/timeline-list';
import { NAMESPACE } from '../i18n/namespace.ts';

/** The words of one entry for the customer. */
export function describeForCustomer(t: TFunction, e: TimelineEntry): { title: string; detail?: string } {
  const d = e.detail;
  const parts: string[] = [];
  if (d.paFirstName) parts.push(t('timelinePaName', { name: d.paFirstName }));
  if (d.amountCents !== undefined)
    parts.push(t('timelineAmount', { amount: formatCents(d.amountCents, d.currencyCode) }));
  if (d.paymentKind === 'extension') parts.push(t('timelineExtension'));
  if (d.feeCents !== undefined) {
    parts.push(
      d.feeState === 'none' || d.feeCents === 0
        ? t('timelineNoFee')
        : t(d.feeState === 'owed' ? 'timelineFeeOwed' : 'timelineFee', {
            fee: formatCents(d.feeCents, d.currencyCode),
            taken: formatCents(d.capturedCents ?? 0, d.currencyCode),
          }),
    );
  }
  return { title: t(`timeline.${e.kind}`), detail: parts.length ? parts.join(' · ') : undefined };
}

export function CustomerTimeline({ id, version }: { id: number; version?: unknown }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <RequestTimeline
      id={id}
      version={version}
      title={t('timelineTitle')}
      className="customer-block"
      emptyMessage={t('timelineEmpty')}
      describe={(e) => describeForCustomer(t, e)}
    />
  );
}
