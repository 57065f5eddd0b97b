// What a PA reads of a request before offering: when, where (stops in order), how many people, the languages and
// vehicle asked for, and what the PA would earn (the customer's price is never sent to a PA).
import { useTranslation } from 'react-i18next';
import type { PaRequestSummary } from '@alfie/shared/contracts';
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { culturesOf, stopAddress, vehiclesOf } from '@alfie/shared/contracts/request-item';
import { formatMoney } from '@alfie/shared/i18n';
import { NAMESPACE } from '../i18n/namespace.ts';
import { timeSpan } from './when.ts';

export function RequestFacts({ request }: { request: PaRequestSummary }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const cultures = culturesOf(request);
  const vehicles = vehiclesOf(request).filter((v) => v !== 'nothing');
  const list = (items: string[]) => (items.length ? items.join(', ') : t('none'));
  return (
    <dl className="pa-facts">
      <dt>{t('when')}</dt>
      <dd>{timeSpan(request)}</dd>
      <dt>{t('where')}</dt>
      <dd>
        {[...request.cities]
          .sort((a, b) => a.orderIndex - b.orderIndex)
          .map((stop) => [stop.city, stopAddress(stop)].filter(Boolean).join(', '))
          .join(' → ')}
      </dd>
      <dt>{t('people')}</dt>
      <dd>{request.passengers}</dd>
      <dt>{t('languagesAsked')}</dt>
      <dd>{list(cultures.map((c) => cultureLabel(c, i18n.language)))}</dd>
      <dt>{t('vehicleAsked')}</dt>
      <dd>{list(vehicles.map((v) => vehicleLabel(v, i18n.language)))}</dd>
      {request.paPaymentAmount != null && (
        <>
          <dt>{t('payment')}</dt>
          <dd>{formatMoney(request.paPaymentAmount, request.currencyCode ?? 'EUR')}</dd>
        </>
      )}
    </dl>
  );
}
