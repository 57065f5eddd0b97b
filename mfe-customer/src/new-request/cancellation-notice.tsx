// A request filed inside a fee window says so before it is sent and once it is: cancelling stays free until a PA
// is assigned, then the country's windows apply, each with what it would cost of the request's amount.
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatPercent } from '@alfie/shared/i18n';
import { NAMESPACE } from '../i18n/namespace.ts';
import type { RequestSummaryData } from './summary-data.ts';

export function CancellationNotice({ data }: { data: RequestSummaryData }) {
  const { t } = useTranslation(NAMESPACE);
  if (!data.cancellationAhead) return null;
  const { amountCents, currencyCode } = data;
  const feeOf = (percent: number) =>
    amountCents == null || currencyCode == null
      ? t('policyPercent', { percent: formatPercent(percent) })
      : t('policyFee', {
          fee: formatMoney(Math.round((amountCents * percent) / 100) / 100, currencyCode),
          percent: formatPercent(percent),
        });
  return (
    <section className="customer-cancel-policy" aria-label={t('policyTitle')}>
      <h3>{t('policyTitle')}</h3>
      <p>{t('policyFreeUntilAssigned')}</p>
      <ul>
        {data.cancellationAhead.map((w) => (
          <li key={w.from ?? 'now'}>
            {w.from
              ? t('policyFrom', { at: formatDateTime(w.from), fee: feeOf(w.percent) })
              : t('policyNow', { fee: feeOf(w.percent) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
