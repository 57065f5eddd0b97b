// The layout of a review screen (PA applicants, companies): the filtered list with its Excel download, the detail
// panel of the selected item and the accept/refuse confirmation. The page brings its columns, texts and panels.
import { useDeferredValue, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '@alfie/shared/contracts';
import type { DataTableColumn, ExportColumn } from '@alfie/shared/ui';
import { DataTable } from '@alfie/shared/ui/data-table';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { ExportButton } from '@alfie/shared/ui/export-button';
import { Loader } from '@alfie/shared/ui/loader';
import { NAMESPACE } from '../i18n/namespace.ts';
import { DecisionModal } from './decision-modal.tsx';
import type { Review } from './use-review.ts';
import './recruiting.css';

/** What a detail panel needs from the screen. */
export interface ReviewPanelProps {
  headingId: string;
  onDecide: (decision: Decision) => void;
  onClose: () => void;
}

export interface ReviewPageProps<TItem extends { id: number }, TDetail extends { id: number }> {
  review: Review<TItem, TDetail>;
  titleId: string;
  texts: {
    title: string;
    caption: string;
    fileName: string;
    exportLabel: string;
    acceptTitle: string;
    refuseTitle: string;
    acceptText: string;
    refuseText: string;
  };
  columns: readonly DataTableColumn<TItem>[];
  exportColumns: readonly ExportColumn<TItem>[];
  renderDetail: (item: TDetail, panel: ReviewPanelProps) => ReactNode;
  /** The item as the confirmation dialog summarises it. */
  renderSummary: (item: TDetail) => ReactNode;
}

export function ReviewPage<TItem extends { id: number }, TDetail extends { id: number }>({
  review,
  titleId,
  texts,
  columns,
  exportColumns,
  renderDetail,
  renderSummary,
}: ReviewPageProps<TItem, TDetail>) {
  const { t } = useTranslation(NAMESPACE);
  const [exportFailed, setExportFailed] = useState(false);
  // With its rows already here at the first render (the shell sent the list's call with the page's files), the
  // heading, the filters and the table's head are painted first and the rows follow in a background render (the
  // loader meanwhile), instead of holding them back.
  const listed = review.list.data ?? null;
  const deferred = useDeferredValue(listed, null);
  const rows = deferred ?? [];
  const pending = deferred !== listed;
  const item = review.current;
  const accepting = review.decision === 'approved';

  return (
    <div className={`recruiting-page${review.selectedId !== null ? ' recruiting-page--with-detail' : ''}`}>
      <section aria-labelledby={titleId}>
        <h1 id={titleId}>{texts.title}</h1>
        {review.list.error && !review.list.loading ? (
          <ErrorState messageKey={review.list.error.messageKey} onRetry={review.list.reload} />
        ) : (
          <>
            <DataTable
              caption={texts.caption}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              onRowClick={(row) => review.select(row.id)}
              selectedKey={review.selectedId}
              filters={review.filters}
              onFiltersChange={review.onFiltersChange}
              toolbar={
                <ExportButton
                  fileName={texts.fileName}
                  columns={exportColumns}
                  rows={rows}
                  label={texts.exportLabel}
                  onError={() => setExportFailed(true)}
                />
              }
            />
            {(review.list.loading || pending) && <Loader />}
            {exportFailed && (
              <p className="alfie-field-error" role="alert">
                {t('exportFailed')}
              </p>
            )}
            {review.selectedId === null && rows.length > 0 && (
              <p className="recruiting-hint">{t('selectHint')}</p>
            )}
          </>
        )}
      </section>
      {review.selectedId !== null && (
        <div>
          {review.detail.error ? (
            <ErrorState messageKey={review.detail.error.messageKey} onRetry={review.detail.reload} />
          ) : item ? (
            renderDetail(item, {
              headingId: review.headingId,
              onDecide: review.openDecision,
              onClose: review.close,
            })
          ) : (
            <Loader />
          )}
        </div>
      )}
      {item && (
        <DecisionModal
          decision={review.decision}
          title={accepting ? texts.acceptTitle : texts.refuseTitle}
          text={accepting ? texts.acceptText : texts.refuseText}
          summary={renderSummary(item)}
          onConfirm={review.confirm}
          onClose={review.closeDecision}
        />
      )}
    </div>
  );
}
