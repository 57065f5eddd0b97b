// The country table: code, name, VAT, withholding tax, currency symbol and code; a row opens its form.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryPricing } from '@alfie/shared/contracts';
import { formatNumber } from '@alfie/shared/i18n';
import { DataTable } from '@alfie/shared/ui/data-table';
import type { DataTableColumn } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';

export function CountryTable(props: {
  countries: CountryPricing[];
  onSelect: (c: CountryPricing) => void;
  selectedId: number | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const columns = useMemo<DataTableColumn<CountryPricing>[]>(
    () => [
      { id: 'code', header: t('country.code'), value: (c) => c.countryCode },
      { id: 'name', header: t('country.name'), value: (c) => c.name },
      { id: 'vat', header: t('country.vat'), value: (c) => c.vat, render: (c) => formatNumber(c.vat) },
      {
        id: 'wht',
        header: t('country.withholdingTax'),
        value: (c) => c.withholdingTax,
        render: (c) => formatNumber(c.withholdingTax),
      },
      { id: 'symbol', header: t('country.currencySymbol'), value: (c) => c.currencySymbol },
      { id: 'currency', header: t('country.currencyCode'), value: (c) => c.currencyCode },
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('countriesCaption')}
      columns={columns}
      rows={props.countries}
      rowKey={(c) => c.id}
      onRowClick={props.onSelect}
      selectedKey={props.selectedId}
    />
  );
}
