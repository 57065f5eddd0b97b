// CloseoutPage: the services whose end has passed, filtered by end date and closeout state and paged by the API;
// confirm a service (actual end, capture), write off what stays owed (operator-admins), mark the PA paid once the
// service is settled, and the Excel file for accounting.
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@alfie/shared/api';
import { usePagedQuery } from '@alfie/shared/api/paged-query';
import { CLOSEOUT_STATES, WRITE_OFF_ROLES, type CloseoutItem } from '@alfie/shared/contracts';
import { useSession } from '@alfie/shared/session';
import { formatDateTime, formatMoney } from '@alfie/shared/i18n';
import { ConfirmDialog, ErrorState, ExportButton } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import {
  CLOSEOUT_PAGE_SIZE,
  fetchAllCloseout,
  fetchCloseoutPage,
  markPaPaid,
  type CloseoutFilters,
} from '../api/closeout-api.ts';
import { closeoutExportColumns } from '../closeout/closeout-columns.ts';
import { ConfirmServiceDialog } from '../closeout/confirm-service-dialog.tsx';
import { WriteOffDialog } from '../closeout/write-off-dialog.tsx';
import { ReportedEnd } from '../closeout/reported-end.tsx';
import { ListFooter } from '../common/list-footer.tsx';

const money = (cents: number | null, currency: string) =>
  cents === null ? '' : formatMoney(cents / 100, currency);

export default function CloseoutPage() {
  const { t } = useTranslation(NAMESPACE);
  const ids = useId();
  const [filters, setFilters] = useState<CloseoutFilters>({ from: '', to: '', state: 'to-confirm' });
  const fetchPage = useCallback(
    (cursor: string | null) => fetchCloseoutPage(filters, { limit: CLOSEOUT_PAGE_SIZE, cursor }),
    [filters],
  );
  const list = usePagedQuery(['requests', 'closeout', { ...filters }], fetchPage);
  const xlsxColumns = useMemo(() => closeoutExportColumns(t), [t]);
  const role = useSession((s) => s.role);
  const mayWriteOff = WRITE_OFF_ROLES.some((r) => r === role);
  const [confirming, setConfirming] = useState<CloseoutItem | null>(null);
  const [writingOff, setWritingOff] = useState<CloseoutItem | null>(null);
  const [paying, setPaying] = useState<CloseoutItem | null>(null);
  const [payBusy, setPayBusy] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const set = (patch: Partial<CloseoutFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const pay = async () => {
    if (!paying) return;
    setPayBusy(true);
    setPayError(null);
    try {
      await markPaPaid(paying.id);
      setPaying(null);
      list.reload();
    } catch (err) {
      setPayError(toApiError(err).messageKey);
    } finally {
      setPayBusy(false);
    }
  };

  return (
    <section className="alfie-ui closeout-page" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{t('coTitle')}</h1>
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
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div className="alfie-field">
          <label htmlFor={`${ids}-to`}>{t('coTo')}</label>
          <input
            id={`${ids}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
        <div className="alfie-field">
          <label htmlFor={`${ids}-state`}>{t('coStateFilter')}</label>
          <select
            id={`${ids}-state`}
            value={filters.state}
            onChange={(e) => set({ state: e.target.value as CloseoutFilters['state'] })}
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
            setExportFailed(false);
            return fetchAllCloseout(filters);
          }}
          onError={() => setExportFailed(true)}
        />
      </div>
      {exportFailed && <ErrorState />}
      {list.error && list.items.length === 0 ? (
        <ErrorState onRetry={list.reload} messageKey={list.error.messageKey} />
      ) : (
        <>
          {/* Twelve columns are wider than a phone: the table scrolls in its own box, which takes focus so a keyboard
              can scroll it too (a row may have no button to tab to). */}
          <div className="alfie-table-scroll" role="region" aria-label={t('coCaption')} tabIndex={0}>
            <table className="alfie-table closeout-table">
              <caption>{t('coCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('xId')}</th>
                  <th scope="col">{t('coCustomer')}</th>
                  <th scope="col">{t('coPa')}</th>
                  <th scope="col">{t('xEnd')}</th>
                  <th scope="col">{t('coReportedEnd')}</th>
                  <th scope="col">{t('coActualEnd')}</th>
                  <th scope="col">{t('coStateFilter')}</th>
                  <th scope="col">{t('coBooked')}</th>
                  <th scope="col">{t('coFinal')}</th>
                  <th scope="col">{t('coOwed')}</th>
                  <th scope="col">{t('coPaDue')}</th>
                  <th scope="col">{t('coActions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((r) => (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>{r.customerName ?? ''}</td>
                    <td>{r.paName ?? ''}</td>
                    <td>{formatDateTime(r.endDatetime)}</td>
                    <td>
                      <ReportedEnd row={r} />
                    </td>
                    <td>{formatDateTime(r.actualEndDatetime)}</td>
                    <td>{t(`coState.${r.state}`)}</td>
                    <td>{money(r.amount, r.currencyCode)}</td>
                    <td>{money(r.finalAmount, r.currencyCode)}</td>
                    <td>{money(r.owed, r.currencyCode)}</td>
                    <td>{money(r.paDue, r.currencyCode)}</td>
                    <td>
                      {r.state === 'to-confirm' && (
                        <button
                          type="button"
                          className="alfie-button"
                          aria-label={t('coConfirmAction', { id: r.id })}
                          onClick={() => setConfirming(r)}
                        >
                          {t('coConfirmShort')}
                        </button>
                      )}
                      {r.state === 'to-settle' && mayWriteOff && (
                        <button
                          type="button"
                          className="alfie-button alfie-button--secondary"
                          onClick={() => setWritingOff(r)}
                        >
                          {t('coWriteOffAction', { id: r.id })}
                        </button>
                      )}
                      {r.state === 'awaiting-pa-payment' && (
                        <button
                          type="button"
                          className="alfie-button alfie-button--secondary"
                          aria-label={t('coPayAction', { id: r.id })}
                          onClick={() => {
                            setPayError(null);
                            setPaying(r);
                          }}
                        >
                          {t('coPayShort')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
      {confirming && (
        <ConfirmServiceDialog
          row={confirming}
          onClose={(changed) => {
            setConfirming(null);
            if (changed) list.reload();
          }}
        />
      )}
      {writingOff && (
        <WriteOffDialog
          row={writingOff}
          onClose={(changed) => {
            setWritingOff(null);
            if (changed) list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={paying !== null}
        title={t('coPayTitle', { id: paying?.id ?? '' })}
        text={t('coPayText', {
          amount: paying ? money(paying.paDue, paying.currencyCode) : '',
          pa: paying?.paName ?? '',
        })}
        confirmLabel={t('coPayConfirm')}
        busy={payBusy}
        onConfirm={() => void pay()}
        onCancel={() => setPaying(null)}
      >
        {payError && (
          <p role="alert" className="alfie-state alfie-state--error">
            {t(payError, { ns: 'common' })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
