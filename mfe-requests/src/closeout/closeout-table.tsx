// The closeout's table: one row per service whose end has passed, with the step its state allows (confirm, write
// off for the roles that may, pay the PA).
import { useTranslation } from 'react-i18next';
import type { CloseoutItem } from '@alfie/shared/contracts';
import { formatCents, formatDateTime } from '@alfie/shared/i18n';
import { NAMESPACE } from '../i18n/namespace.ts';
import { ReportedEnd } from './reported-end.tsx';

export interface CloseoutTableProps {
  items: CloseoutItem[];
  mayWriteOff: boolean;
  onConfirm: (row: CloseoutItem) => void;
  onWriteOff: (row: CloseoutItem) => void;
  onPay: (row: CloseoutItem) => void;
}

export function CloseoutTable({ items, mayWriteOff, onConfirm, onWriteOff, onPay }: CloseoutTableProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    // Twelve columns are wider than a phone: the table scrolls in its own box, which takes focus so a keyboard
    // can scroll it too (a row may have no button to tab to).
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
          {items.map((r) => (
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
              <td>{formatCents(r.amount, r.currencyCode)}</td>
              <td>{formatCents(r.finalAmount, r.currencyCode)}</td>
              <td>{formatCents(r.owed, r.currencyCode)}</td>
              <td>{formatCents(r.paDue, r.currencyCode)}</td>
              <td>
                {r.state === 'to-confirm' && (
                  <button
                    type="button"
                    className="alfie-button"
                    aria-label={t('coConfirmAction', { id: r.id })}
                    onClick={() => onConfirm(r)}
                  >
                    {t('coConfirmShort')}
                  </button>
                )}
                {r.state === 'to-settle' && mayWriteOff && (
                  <button
                    type="button"
                    className="alfie-button alfie-button--secondary"
                    onClick={() => onWriteOff(r)}
                  >
                    {t('coWriteOffAction', { id: r.id })}
                  </button>
                )}
                {r.state === 'awaiting-pa-payment' && (
                  <button
                    type="button"
                    className="alfie-button alfie-button--secondary"
                    aria-label={t('coPayAction', { id: r.id })}
                    onClick={() => onPay(r)}
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
  );
}
