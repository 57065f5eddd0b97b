// The foot of a paged list: "N of M" spoken when it changes, the loader while a page loads, and "load more".
import { useTranslation } from 'react-i18next';
import { Loader } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';

export interface ListFooterProps {
  className: string;
  /** The translated "N of M" line. */
  shown: string;
  loading: boolean;
  hasMore: boolean;
  onMore: () => void;
}

export function ListFooter({ className, shown, loading, hasMore, onMore }: ListFooterProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div
      className={className}
      style={{ display: 'flex', gap: '1rem', alignItems: 'center', marginTop: '1rem' }}
    >
      <p aria-live="polite" style={{ margin: 0 }}>
        {shown}
      </p>
      {loading && <Loader />}
      {hasMore && !loading && (
        <button type="button" className="alfie-button alfie-button--secondary" onClick={onMore}>
          {t('loadMore')}
        </button>
      )}
    </div>
  );
}
