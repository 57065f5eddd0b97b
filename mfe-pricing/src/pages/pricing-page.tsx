// PricingPage of mfe-pricing (/pricing, operator-admin and operator): countries and price rules.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenPrices, type CountryPricing, type FlatPriceRow } from '@alfie/shared/contracts';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { NAMESPACE } from '../i18n/namespace.ts';
import { usePrices } from '../api/get-prices.ts';
import { messageKeyOf } from '../common/form-error.ts';
import { CountryTable } from '../countries/country-table.tsx';
import { CountryForm } from '../countries/country-form.tsx';
import { PriceTable, rowKey } from '../prices/price-table.tsx';
import { RuleForm } from '../prices/rule-form.tsx';
import { NO_PRICE_FILTERS, type PriceFilters } from '../prices/price-filters.ts';
import '../common/pricing.css';

type CountryEditor = { open: false } | { open: true; country: CountryPricing | null };
type RuleEditor = { open: false } | { open: true; rule: FlatPriceRow | null };

export default function PricingPage() {
  const { t } = useTranslation(NAMESPACE);
  const prices = usePrices();
  const [filters, setFilters] = useState<PriceFilters>(NO_PRICE_FILTERS);
  const [countryEditor, setCountryEditor] = useState<CountryEditor>({ open: false });
  const [ruleEditor, setRuleEditor] = useState<RuleEditor>({ open: false });
  const countries = useMemo(() => prices.data ?? [], [prices.data]);
  const rows = useMemo(() => flattenPrices(countries), [countries]);

  if (prices.loading && !prices.data) return <Loader />;
  if (prices.error && !prices.data)
    return <ErrorState onRetry={prices.reload} messageKey={messageKeyOf(prices.error, 'NOT.FOUND')} />;

  return (
    <div className="pricing-page">
      <h1>{t('pricingTitle')}</h1>
      <section aria-labelledby="countries-title" className="pricing-section">
        <div className="pricing-section-header">
          <h2 id="countries-title">{t('countriesTitle')}</h2>
          <button
            type="button"
            className="alfie-button"
            onClick={() => setCountryEditor({ open: true, country: null })}
          >
            {t('newCountry')}
          </button>
        </div>
        <div className="pricing-split">
          <CountryTable
            countries={countries}
            selectedId={countryEditor.open ? (countryEditor.country?.id ?? null) : null}
            onSelect={(country) => setCountryEditor({ open: true, country })}
          />
          {countryEditor.open && (
            <CountryForm
              key={countryEditor.country?.id ?? 'new'}
              editing={countryEditor.country}
              onClose={() => setCountryEditor({ open: false })}
              onChanged={() => setCountryEditor({ open: false })}
            />
          )}
        </div>
      </section>
      <section aria-labelledby="prices-title" className="pricing-section">
        <div className="pricing-section-header">
          <h2 id="prices-title">{t('pricesTitle')}</h2>
          <button
            type="button"
            className="alfie-button"
            onClick={() => setRuleEditor({ open: true, rule: null })}
          >
            {t('newRule')}
          </button>
        </div>
        <div className="pricing-split">
          <PriceTable
            countries={countries}
            rows={rows}
            filters={filters}
            onFiltersChange={setFilters}
            selectedKey={ruleEditor.open && ruleEditor.rule ? rowKey(ruleEditor.rule) : null}
            onSelect={(rule) => setRuleEditor({ open: true, rule })}
          />
          {ruleEditor.open && (
            <RuleForm
              key={ruleEditor.rule ? rowKey(ruleEditor.rule) : 'new'}
              countries={countries}
              editing={ruleEditor.rule}
              onClose={() => setRuleEditor({ open: false })}
              onChanged={(close) => {
                if (close) setRuleEditor({ open: false });
              }}
            />
          )}
        </div>
      </section>
    </div>
  );
}
