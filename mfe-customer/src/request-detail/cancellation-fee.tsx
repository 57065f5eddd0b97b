// What cancelling costs, inside the cancel confirmation: the fee now under the country's policy (or that it is
// free, and why: no PA assigned yet, or the free window), until when it is free and when and to what the fee
// changes, from GET /request/alfie/cancellation-quote.
import { useTranslation } from 'react-i18next';
import type { Query } from '@alfie/shared/api';
import type { CancellationQuote } from '@alfie/shared/contracts';
import { formatCents, formatDateTime, formatPercent } from '@alfie/shared/i18n';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { NAMESPACE } from '../i18n/namespace.ts';

export function CancellationFee({ quote }: { quote: Query<CancellationQuote> }) {
  const { t } = useTranslation(NAMESPACE);
  if (quote.loading) return <Loader label={t('cancelFeeLoading')} />;
  if (quote.error) return <ErrorState messageKey={quote.error.messageKey} onRetry={quote.reload} />;
  if (!quote.data) return null;
  return <FeeText quote={quote.data} />;
}

function FeeText({ quote }: { quote: CancellationQuote }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="customer-cancel-fee">
      <p>
        <strong>
          {quote.reason === 'unassigned'
            ? t('cancelFeeUnassigned')
            : quote.feeCents === 0
              ? t('cancelFeeFree')
              : t('cancelFeeNow', {
                  fee: formatCents(quote.feeCents, quote.currencyCode),
                  percent: formatPercent(quote.percent),
                })}
        </strong>
      </p>
      {quote.reason === 'unassigned' && (
        <p>
          {quote.freeUntil
            ? t('cancelAssignedFreeUntil', { at: formatDateTime(quote.freeUntil) })
            : t('cancelAssignedPolicy')}
        </p>
      )}
      {quote.reason === 'free-window' && quote.freeUntil && (
        <p>{t('cancelFreeUntil', { at: formatDateTime(quote.freeUntil) })}</p>
      )}
      {quote.changesAt && quote.nextFeeCents != null && (
        <p>
          {t('cancelFeeChanges', {
            at: formatDateTime(quote.changesAt),
            fee: formatCents(quote.nextFeeCents, quote.currencyCode),
          })}
        </p>
      )}
    </div>
  );
}
