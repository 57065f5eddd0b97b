// The price table: flattened rules with type, city, country filters and a 2-hour worked example on each row.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryPricing, FlatPriceRow } from '@alfie/shared/contracts';
import { countryName } from '@alfie/shared/contracts/labels';
import { formatCents, formatMoney, formatNumber, formatPercent } from '@alfie/shared/i18n';
import { DataTable } from '@alfie/shared/ui/data-table';
import type { DataTableColumn, FilterState } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { applyPriceFilters, cityOptions, nextFilters, type PriceFilters } from './price-filters.ts';
import { twoHourExample } from './worked-example.ts';

export interface PriceTableProps {
  countries: CountryPricing[];
  rows: FlatPriceRow[];
  filters: PriceFilters;
  onFiltersChange: (filters: PriceFilters) => void;
  onSelect: (row: FlatPriceRow) => void;
  selectedKey: string | null;
}

export const rowKey = (r: FlatPriceRow) => `${r.type}-${r.id}`;

export function PriceTable({
  countries,
  rows,
  filters,
  onFiltersChange,
  onSelect,
  selectedKey,
}: PriceTableProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const vatOf = useMemo(() => new Map(countries.map((c) => [c.id, c.vat])), [countries]);
  const columns = useMemo<DataTableColumn<FlatPriceRow>[]>(
    () => [
      {
        id: 'type',
        header: t('col.type'),
        value: (r) => t(`type.${r.type}`),
        filter: {
          options: [
            { value: '1', label: t('type.city') },
            { value: '2', label: t('type.poi') },
          ],
        },
      },
      {
        id: 'city',
        header: t('col.city'),
        value: (r) => (r.type === 'poi' ? `${r.city} - ${r.poi}` : `${r.city} - ${t('hourlyRate')}`),
        filter: { options: cityOptions(rows, filters.country).map((c) => ({ value: c, label: c })) },
      },
      {
        id: 'country',
        header: t('col.country'),
        value: (r) => countryName(r.countryName, i18n.language),
        filter: {
          options: countries.map((c) => ({ value: String(c.id), label: countryName(c.name, i18n.language) })),
        },
      },
      {
        id: 'rate',
        header: t('col.rate'),
        value: (r) => r.rate,
        render: (r) => formatMoney(r.rate, r.currencyCode),
      },
      {
        id: 'forfait',
        header: t('col.forfait'),
        value: (r) => (r.type === 'poi' ? r.forfait : null),
        render: (r) => (r.type === 'poi' && r.forfait !== null ? formatNumber(r.forfait) : ''),
      },
      {
        id: 'percToPA',
        header: t('col.percToPA'),
        value: (r) => r.percToPA,
        render: (r) => formatPercent(r.percToPA),
      },
      {
        id: 'example',
        header: t('col.example'),
        sortable: false,
        value: () => null,
        render: (r) => {
          const q = twoHourExample(r, vatOf.get(r.country) ?? 0);
          return t('example', {
            pays: formatCents(q.amountCents, r.currencyCode),
            receives: formatCents(q.paPaymentCents, r.currencyCode),
          });
        },
      },
    ],
    [t, i18n.language, rows, filters.country, countries, vatOf],
  );
  const shown = useMemo(() => applyPriceFilters(rows, filters), [rows, filters]);
  const onChange = (next: FilterState) =>
    onFiltersChange(
      nextFilters(filters, { type: next.type ?? '', city: next.city ?? '', country: next.country ?? '' }),
    );
  return (
    <DataTable
      caption={t('pricesCaption')}
      columns={columns}
      rows={shown}
      rowKey={rowKey}
      filters={{ ...filters }}
      onFiltersChange={onChange}
      onRowClick={onSelect}
      selectedKey={selectedKey}
    />
  );
}
