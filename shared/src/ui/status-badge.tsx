// StatusBadge: a status label coloured green (approved), red (rejected) or amber (anything else).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { statusTone } from '../contracts/statuses.ts';
import './ui.css';

/** The translated name of a status (a missing status is a new request: created). */
export const statusLabel = (t: TFunction, status: string | null | undefined): string => {
  const value = status || 'created';
  return t(`STATUS.${value}`, { ns: 'common', defaultValue: value });
};

/**
 * The badge with its label given: for tables, whose columns translate once for every row, where a hook in each
 * row's badge subscribed every new row to the language's changes.
 */
export function StatusTag({ status, label }: { status: string | null | undefined; label: string }) {
  const tone = statusTone(status || 'created');
  return (
    <span className={`alfie-badge alfie-badge--${tone}`} data-tone={tone}>
      {label}
    </span>
  );
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('common');
  return <StatusTag status={status} label={statusLabel(t, status)} />;
}
