// The live quote beside the request form, updated as the city, POI and times change: sticky beside the form on wide
// screens, and on a phone (where the panel comes after the form) a bar at the foot of the screen with the total and
// a link to the panel.
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomerCountryPricing, RequestFormValues } from '@alfie/shared/contracts';
import { formatCents, formatNumber, formatPercent } from '@alfie/shared/i18n';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { NAMESPACE } from '../i18n/namespace.ts';
import { liveQuote } from './live-quote.ts';

interface Props {
  control: FormControl<RequestFormValues>;
  prices: readonly CustomerCountryPricing[];
}

// Memoised for the same reason as the form's blocks (request-fields.tsx); it re-renders on its own watch.
export const QuotePanel = memo(function QuotePanel({ control, prices }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [countryId, cityId, departurePoiId, start, end] = useWatch({
    control,
    name: ['countryId', 'cityId', 'departurePoiId', 'start', 'end'],
  });
  const quote = liveQuote(prices, { countryId, cityId, departurePoiId, start, end });
  return (
    <>
      <QuoteBar total={quote ? formatCents(quote.amountCents, quote.currencyCode) : null} />
      <aside className="customer-block customer-quote" aria-labelledby="quote-title">
        <h2 id="quote-title">{t('quoteTitle')}</h2>
        <div aria-live="polite">
          {quote ? (
            <>
              <p>
                {quote.kind === 'poi'
                  ? t('quoteRulePoi', { place: quote.place, hours: formatNumber(quote.forfaitHours ?? 0) })
                  : t('quoteRuleCity', { place: quote.place })}
              </p>
              <dl>
                <dt>{t('quoteHours')}</dt>
                <dd>
                  {t('quoteHoursValue', {
                    hours: Math.floor(quote.billableMinutes / 60),
                    minutes: quote.billableMinutes % 60,
                  })}
                </dd>
                <dt>{t('quoteNet')}</dt>
                <dd>{formatCents(quote.netCents, quote.currencyCode)}</dd>
                <dt>{t('quoteVat', { vat: formatPercent(quote.vat) })}</dt>
                <dd>{formatCents(quote.vatCents, quote.currencyCode)}</dd>
                <dt>{t('quoteTotal')}</dt>
                <dd data-testid="quote-total">
                  <strong>{formatCents(quote.amountCents, quote.currencyCode)}</strong>
                </dd>
              </dl>
              <p className="alfie-field-hint">{t('quoteNote')}</p>
            </>
          ) : (
            <p>{t('quoteEmpty')}</p>
          )}
        </div>
      </aside>
    </>
  );
});

/** The phone's summary bar (hidden on wide screens by its stylesheet): not live, the panel already announces. */
function QuoteBar({ total }: { total: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="customer-quote-bar" data-testid="quote-bar">
      <span className="customer-quote-bar__total">
        <span>{t('quoteTitle')}</span>
        <strong>{total ?? t('quoteBarPending')}</strong>
      </span>
      <a href="#quote-title">{t('quoteBarDetails')}</a>
    </p>
  );
}
