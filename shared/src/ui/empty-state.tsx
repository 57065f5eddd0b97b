// EmptyState: what a list shows when it has nothing to show.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui.css';

export function EmptyState({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="alfie-state">
      <p>{message ?? t('COMMON.EMPTY')}</p>
      {children}
    </div>
  );
}
