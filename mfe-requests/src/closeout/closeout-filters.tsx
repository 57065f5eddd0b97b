// The closeout's filter bar: end dates and closeout state, and the Excel file of what the filters select.
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSEOUT_STATES } from '@alfie/shared/contracts';
import { ExportButton } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import type { CloseoutFilters } from '../api/get-closeout-page.ts';
import { useCloseoutExport } from '../api/export-closeout.ts';
import { closeoutExportColumns } from './closeout-columns.ts';

export interface CloseoutFilterBarProps {
  filters: CloseoutFilters;
  onChange: (patch: Partial<CloseoutFilters>) => void;
  /** The export starts (an earlier failure is forgotten) or fails. */
  onExport: (failed: boolean) => void;
}

export function CloseoutFilterBar({ filters, onChange, onExport }: CloseoutFilterBarProps) {
  const { t } = useTranslation(NAMESPACE);
  const fetchAllCloseout = useCloseoutExport();
  const ids = useId();
  const xlsxColumns = useMemo(() => closeoutExportColumns(t), [t]);
  return (
    <div
      role="search"
      aria-label={t('coFilters')}
      className="closeout-filters"
      style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}
    >
      <div className="alfie-field">
        <label htmlFor={`${ids}-from`}>{t('coFrom')}</label>
        <input
          id={`${ids}-from`}
          type="date"
          value={filters.from}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="alfie-field">
        <label htmlFor={`${ids}-to`}>{t('coTo')}</label>
        <input
          id={`${ids}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <div className="alfie-field">
        <label htmlFor={`${ids}-state`}>{t('coStateFilter')}</label>
        <select
          id={`${ids}-state`}
          value={filters.state}
          onChange={(e) => onChange({ state: e.target.value as CloseoutFilters['state'] })}
        >
          <option value="">{t('coAllStates')}</option>
          {CLOSEOUT_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`coState.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <ExportButton
        fileName={t('coExportFile')}
        columns={xlsxColumns}
        rows={() => {
          onExport(false);
          return fetchAllCloseout(filters);
        }}
        onError={() => onExport(true)}
      />
    </div>
  );
}
