// Columns of the new-companies table (head office and status filters) and of its Excel export.
import type { TFunction } from 'i18next';
import { REVIEW_STATUSES, type Company } from '@alfie/shared/contracts';
import { countryName } from '@alfie/shared/contracts/labels';
import type { DataTableColumn, ExportColumn } from '@alfie/shared/ui';
import { StatusBadge } from '@alfie/shared/ui/status-badge';
import { TruncatedText } from '../common/truncated-text.tsx';
import { DateCell } from '../common/date-cell.tsx';
import { dayMinute, instant } from '../common/dates.ts';

export function companyColumns(
  t: TFunction,
  tc: TFunction,
  cities: readonly string[],
): DataTableColumn<Company>[] {
  return [
    { id: 'name', header: t('colCompany'), value: (c) => c.businessName },
    {
      id: 'city',
      header: t('colHeadOffice'),
      value: (c) => c.city,
      render: (c) => <TruncatedText text={c.city} />,
      filter: { options: cities.map((city) => ({ value: city, label: city })) },
    },
    {
      id: 'createDate',
      header: t('colApplicationDate'),
      value: (c) => instant(c.createDate),
      render: (c) => <DateCell text={dayMinute(c.createDate)} />,
    },
    {
      id: 'status',
      header: t('colStatus'),
      // A missing status means created (docs/product.md §4).
      value: (c) => c.status || 'created',
      render: (c) => <StatusBadge status={c.status} />,
      filter: { options: REVIEW_STATUSES.map((s) => ({ value: s, label: tc(`STATUS.${s}`) })) },
    },
  ];
}

export function companyExportColumns(t: TFunction, tc: TFunction, locale: string): ExportColumn<Company>[] {
  return [
    { header: t('colCompany'), value: (c) => c.businessName },
    { header: t('country'), value: (c) => countryName(c.country, locale) },
    { header: t('colHeadOffice'), value: (c) => c.city },
    { header: t('postalCode'), value: (c) => c.postalCode },
    { header: t('address'), value: (c) => c.street },
    { header: t('vatCode'), value: (c) => c.vatCode },
    { header: t('fiscalCode'), value: (c) => c.fiscalCode },
    { header: t('sdi'), value: (c) => c.sdi },
    { header: t('email'), value: (c) => c.email },
    { header: t('colApplicationDate'), value: (c) => dayMinute(c.createDate) ?? t('incorrectDate') },
    { header: t('colStatus'), value: (c) => tc(`STATUS.${c.status || 'created'}`) },
  ];
}
