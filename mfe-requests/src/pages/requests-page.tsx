// RequestsPage: the business or consumer request dashboard (docs/product.md §2): server-side filters, sort and paging,
// a virtualised table whose rows open the assignment page, and the Excel file of the filtered list in that order.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RequestListItem, RequestType } from '@alfie/shared/contracts';
import { formatDateTime, prepareDateFormat } from '@alfie/shared/i18n';
import { DATA_TABLE_HEIGHT, DataTable, ErrorState, ExportButton, Loader } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { prefetchDispatchBoard } from '../api/get-dispatch-board.ts';
import { useRequestCities } from '../api/get-request-cities.ts';
import { prefetchRequestPage } from '../api/get-request-page.ts';
import { useRequestsExport } from '../api/export-requests.ts';
import { firstServerQuery, useRequestList } from '../requests/use-request-list.ts';
import { useLiveRequests } from '../requests/use-live-requests.ts';
import { tableColumns } from '../requests/table-columns.tsx';
import { exportWords } from '../requests/export-words.ts';
import { ListFooter } from '../common/list-footer.tsx';
import { useAfterShown } from '../common/use-after-shown.ts';
import { UrgentRequests, useUrgentRequests } from '../dispatch/urgent-requests.tsx';
import { urgentRange } from '../dispatch/board-range.ts';

/**
 * The dashboard's first calls, started by the shell as soon as this module arrives (shell/src/app/route-preload.ts),
 * while the chrome and the page are still rendering: the page then takes them instead of asking only once it has
 * rendered (docs/performance.md). The same keys and calls as the page's hooks. The rows' date formatter is made while they are
 * in flight.
 */
export function preload({ type = 'business' }: { type?: RequestType } = {}): void {
  const { from, to } = urgentRange(new Date());
  // The list the address asks for (a reload or a shared link may carry filters and sort).
  prefetchRequestPage(type, firstServerQuery(window.location.search));
  prefetchDispatchBoard(from, to);
  prepareDateFormat();
}

export default function RequestsPage({ type = 'business' }: { type?: RequestType }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const list = useRequestList(type);
  const fetchRequestsExport = useRequestsExport();
  const [exportFailed, setExportFailed] = useState(false);
  // The pinned section and the table appear together, once both calls have answered (the loader meanwhile): the
  // section arriving later would push the table down under the operator's eyes. Shown once, never hidden again.
  const [ready, setReady] = useState(false);
  // The city filter's choices and the live stream (its ticket, then the stream) only once the rows are shown:
  // neither is needed to read them, and before that they would share a phone's connection with their answers.
  const settled = useAfterShown(ready);
  const urgent = useUrgentRequests(type, settled);
  if (!ready && urgent.settled && (list.failed || !list.loading || list.rows.length > 0)) setReady(true);
  const announced = useLiveRequests(type, list.query, settled);
  const latest = announced[announced.length - 1];

  // The city filter's choices; without them the filter still works as free text.
  const cities = useRequestCities(type, settled).data;
  const columns = useMemo(() => tableColumns(t, cities ?? []), [t, cities]);
  // Stable, so the memoised rows are not re-rendered by every change of the page.
  const open = useCallback(
    (row: RequestListItem) => navigate(`/assegnazione?id=${row.id}`, { state: { row } }),
    [navigate],
  );
  const title = t(type === 'consumer' ? 'consumerTitle' : 'businessTitle');
  // The rows' date formatter is made now, while the calls above are in flight (their effects ran first), and not in
  // the frame that paints the first rows: making it loads the locale's data, a long task on a phone.
  useEffect(() => void formatDateTime(new Date()), []);

  return (
    <section className="alfie-ui requests-page" aria-labelledby="requests-title">
      <h1 id="requests-title">{title}</h1>
      {ready && <UrgentRequests urgent={urgent} />}
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p role="status" className="requests-live-notice">
        {latest !== undefined && t('liveNewRequest', { id: latest })}
      </p>
      {!ready ? (
        // Holds about the table's place (its scroll box, the filters above it, the footer below), so that the shell's
        // footer is not on screen meanwhile only to be pushed down when the table comes.
        <div style={{ minHeight: `calc(${DATA_TABLE_HEIGHT}px + 8rem)` }}>
          <Loader />
        </div>
      ) : list.failed ? (
        <ErrorState onRetry={list.reload} />
      ) : (
        <>
          <DataTable
            caption={t('tableCaption')}
            columns={columns}
            rows={list.rows}
            rowKey={(r) => r.id}
            onRowClick={open}
            filters={list.filters}
            onFiltersChange={list.setFilters}
            sort={list.sort}
            onSortChange={list.setSort}
            emptyMessage={list.loading ? ' ' : t('noRequests')}
            busy={list.loading}
            // Only the rows in view are rendered, even for one page of 100: a new filter or sort then paints a
            // screenful of rows, not a hundred, and the DOM stays the same size however long the list grows.
            virtualizeOver={0}
            toolbar={
              <ExportButton
                fileName={`${t('exportFile')}-${type}`}
                file={() => {
                  setExportFailed(false);
                  return fetchRequestsExport(type, list.query(), {
                    ...exportWords(t, i18n.language),
                    fileName: `${t('exportFile')}-${type}`,
                  });
                }}
                onError={() => setExportFailed(true)}
              />
            }
          />
          {exportFailed && <ErrorState />}
          <ListFooter
            className="requests-page-footer"
            shown={t('shown', { shown: list.rows.length, total: list.total })}
            loading={list.loading}
            hasMore={list.hasMore}
            onMore={list.loadMore}
          />
        </>
      )}
    </section>
  );
}
