// Columns of the PA applicant table (filters fed by the server's cities) and of its Excel export.
import type { TFunction } from 'i18next';
import { REVIEW_STATUSES } from '@alfie/shared/contracts';
import type { PersonalAssistantSummary } from '@alfie/shared/contracts/recruiting';
import type { DataTableColumn, ExportColumn } from '@alfie/shared/ui';
import { StatusBadge } from '@alfie/shared/ui/status-badge';
import { TruncatedText } from '../common/truncated-text.tsx';
import { DateCell } from '../common/date-cell.tsx';
import { day, instant } from '../common/dates.ts';

type Pa = PersonalAssistantSummary;

export const fullName = (pa: Pick<Pa, 'firstname' | 'lastname'>): string =>
  `${pa.firstname} ${pa.lastname}`.trim();

export function applicantColumns(
  t: TFunction,
  tc: TFunction,
  cities: readonly string[],
): DataTableColumn<Pa>[] {
  return [
    { id: 'name', header: t('colName'), value: fullName },
    {
      id: 'city',
      header: t('colDomicile'),
      value: (pa) => pa.homeTown,
      render: (pa) => <TruncatedText text={pa.homeTown} />,
      filter: { options: cities.map((c) => ({ value: c, label: c })) },
    },
    {
      id: 'createDate',
      header: t('colApplicationDate'),
      value: (pa) => instant(pa.createDate),
      render: (pa) => <DateCell text={day(pa.createDate)} />,
    },
    {
      id: 'status',
      header: t('colStatus'),
      value: (pa) => pa.status,
      render: (pa) => <StatusBadge status={pa.status} />,
      filter: { options: REVIEW_STATUSES.map((s) => ({ value: s, label: tc(`STATUS.${s}`) })) },
    },
  ];
}

export function applicantExportColumns(t: TFunction, tc: TFunction): ExportColumn<Pa>[] {
  return [
    { header: t('colName'), value: fullName },
    { header: t('email'), value: (pa) => pa.email },
    { header: t('phone'), value: (pa) => pa.phone },
    { header: t('mobile'), value: (pa) => pa.mobile },
    { header: t('colDomicile'), value: (pa) => pa.homeTown },
    { header: t('birthdate'), value: (pa) => day(pa.birthdate) },
    { header: t('job'), value: (pa) => pa.job },
    { header: t('hobby'), value: (pa) => pa.hobby },
    { header: t('colApplicationDate'), value: (pa) => day(pa.createDate) ?? t('incorrectDate') },
    { header: t('colStatus'), value: (pa) => tc(`STATUS.${pa.status}`) },
  ];
}
