// StatusBadge: a status label coloured green (approved), red (rejected) or amber (anything else).
import { useTranslation } from 'react-i18next';
import { statusTone } from '../contracts/statuses.ts';
import './ui.css';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('common');
  const value = status || 'created';
  return (
    <span className={`alfie-badge alfie-badge--${statusTone(value)}`} data-tone={statusTone(value)}>
      {t(`STATUS.${value}`, { defaultValue: value })}
    </span>
  );
}
