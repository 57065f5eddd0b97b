// CloseoutPage: the services whose end has passed, filtered by end date and closeout state and paged by the API;
// confirm a service (actual end, capture), write off what stays owed (operator-admins), mark the PA paid once the
// service is settled, and the Excel file for accounting.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITE_OFF_ROLES, type CloseoutItem } from '@alfie/shared/contracts';
import { useSession } from '@alfie/shared/session';
import { ErrorState } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useCloseoutPages, type CloseoutFilters } from '../api/get-closeout-page.ts';
import { CloseoutFilterBar } from '../closeout/closeout-filters.tsx';
import { CloseoutTable } from '../closeout/closeout-table.tsx';
import { ConfirmServiceDialog } from '../closeout/confirm-service-dialog.tsx';
import { PayPaDialog } from '../closeout/pay-pa-dialog.tsx';
import { WriteOffDialog } from '../closeout/write-off-dialog.tsx';
import { ListFooter } from '../common/list-footer.tsx';

export default function CloseoutPage() {
  const { t } = useTranslation(NAMESPACE);
  const ids = useId();
  const [filters, setFilters] = useState<CloseoutFilters>({ from: '', to: '', state: 'to-confirm' });
  const list = useCloseoutPages(filters);
  const role = useSession((s) => s.role);
  const mayWriteOff = WRITE_OFF_ROLES.some((r) => r === role);
  const [confirming, setConfirming] = useState<CloseoutItem | null>(null);
  const [writingOff, setWritingOff] = useState<CloseoutItem | null>(null);
  const [paying, setPaying] = useState<CloseoutItem | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  /** Closes a dialog; the list is read again when the dialog changed a service. */
  const closing = (close: (row: null) => void) => (changed: boolean) => {
    close(null);
    if (changed) list.reload();
  };

  return (
    <section className="alfie-ui closeout-page" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{t('coTitle')}</h1>
      <CloseoutFilterBar
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        onExport={setExportFailed}
      />
      {exportFailed && <ErrorState />}
      {list.error && list.items.length === 0 ? (
        <ErrorState onRetry={list.reload} messageKey={list.error.messageKey} />
      ) : (
        <>
          <CloseoutTable
            items={list.items}
            mayWriteOff={mayWriteOff}
            onConfirm={setConfirming}
            onWriteOff={setWritingOff}
            onPay={setPaying}
          />
          {!list.loading && list.items.length === 0 && <p>{t('coEmpty')}</p>}
          <ListFooter
            className="closeout-footer"
            shown={t('coShown', { shown: list.items.length, total: list.total })}
            loading={list.loading}
            hasMore={list.hasMore}
            onMore={list.loadMore}
          />
          {list.error && list.items.length > 0 && (
            <ErrorState onRetry={list.loadMore} messageKey={list.error.messageKey} />
          )}
        </>
      )}
      {confirming && <ConfirmServiceDialog row={confirming} onClose={closing(setConfirming)} />}
      {writingOff && <WriteOffDialog row={writingOff} onClose={closing(setWritingOff)} />}
      <PayPaDialog row={paying} onClose={closing(setPaying)} />
    </section>
  );
}
