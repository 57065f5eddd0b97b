// Columns of the request dashboard; the three filters and the sort run on the server (the table is in controlled
// mode). The date filter is a lower bound of the service start the column shows, so its label says so.
import type { TFunction } from 'i18next';
import type { RequestListItem } from '@alfie/shared/contracts';
import { formatDateTime } from '@alfie/shared/i18n';
import { StatusTag, statusLabel, type DataTableColumn } from '@alfie/shared/ui';
import { departure, parseUtc, stopAddress } from '../common/format.ts';
import { DATE_FILTERS, FILTER_IDS, STATUS_FILTERS } from './filters.ts';

const DATE_LABEL = {
  last24h: 'dateLast24h',
  last7days: 'dateLast7days',
  lastMonth: 'dateLastMonth',
} as const;

/**
 * Every column has a width, so the table is laid out from them (DataTableColumn.width): the widths do not jump as the
 * virtualised rows scroll, and the rows a new sort or filter brings are laid out without measuring every cell of the
 * table again. About a desktop's width in all; a phone scrolls the table sideways.
 */
export function tableColumns(t: TFunction, cities: readonly string[]): DataTableColumn<RequestListItem>[] {
  return [
    {
      id: FILTER_IDS.date,
      header: t('colAssignmentDate'),
      width: '10.5rem',
      value: (r) => parseUtc(r.startDatetime),
      render: (r) => formatDateTime(r.startDatetime),
      filter: {
        label: t('dateFilterLabel'),
        options: DATE_FILTERS.map((d) => ({ value: d, label: t(DATE_LABEL[d]) })),
      },
    },
    {
      id: FILTER_IDS.city,
      header: t('colDeparture'),
      width: '17rem',
      value: (r) => departure(r)?.city ?? '',
      render: (r) => {
        const stop = departure(r);
        return stop ? `${stop.city} – ${stopAddress(stop)}` : '';
      },
      filter: { label: t('departureFilterLabel'), options: cities.map((c) => ({ value: c, label: c })) },
    },
    {
      id: 'customer',
      header: t('colCustomer'),
      width: '12rem',
      value: (r) => r.customers?.businessName ?? '',
    },
    {
      id: 'received',
      header: t('colReceived'),
      width: '10.5rem',
      value: (r) => parseUtc(r.createDate),
      render: (r) => formatDateTime(parseUtc(r.createDate)),
    },
    {
      id: FILTER_IDS.status,
      header: t('colStatus'),
      width: '9rem',
      value: (r) => r.status,
      render: (r) => <StatusTag status={r.status} label={statusLabel(t, r.status)} />,
      filter: {
        options: STATUS_FILTERS.map((s) => ({ value: s, label: t(`STATUS.${s}`, { ns: 'common' }) })),
      },
    },
  ];
}
