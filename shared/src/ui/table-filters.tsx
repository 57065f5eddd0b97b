// The select filters above a DataTable, one per filterable column. Memoised: a new sort, page or answer does not
// render the selects and their options again (a city filter can hold hundreds).
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, FilterState } from './table-model.ts';

export interface TableFiltersProps<T> {
  columns: readonly DataTableColumn<T>[];
  filters: FilterState;
  onChange: (filters: FilterState) => void;
}

function TableFiltersOf<T>({ columns, filters, onChange }: TableFiltersProps<T>) {
  const { t } = useTranslation('common');
  const base = useId();
  const filterable = columns.filter((c) => c.filter);
  if (filterable.length === 0) return null;
  return (
    <div className="alfie-table-filters">
      {filterable.map((c) => {
        const id = `${base}-${c.id}`;
        return (
          <div className="alfie-field" key={c.id} style={{ marginBottom: 0 }}>
            <label htmlFor={id}>{c.filter!.label ?? t('TABLE.FILTER', { column: c.header })}</label>
            <select
              id={id}
              value={filters[c.id] ?? ''}
              onChange={(e) => onChange({ ...filters, [c.id]: e.target.value })}
            >
              <option value="">{t('COMMON.ALL')}</option>
              {c.filter!.options.length === 0 && (
                <option value="" disabled>
                  {t('COMMON.NO_OPTION')}
                </option>
              )}
              {c.filter!.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}

export const TableFilters = memo(TableFiltersOf) as typeof TableFiltersOf;
