// The PA's reported end beside the planned one: the time, and a flag when the PA reported none or when it lies
// more than END_GAP_FLAG_MINUTES from the plan (the operator should look before confirming).
import { useTranslation } from 'react-i18next';
import { endGapFlagged, endGapMinutes, type CloseoutItem } from '@alfie/shared/contracts';
import { formatDateTime } from '@alfie/shared/i18n';
import { NAMESPACE } from '../i18n/namespace.ts';

/** The flag's words for a row, or null when the report matches the plan. */
export function useEndFlag(row: Pick<CloseoutItem, 'endDatetime' | 'reportedEnd'>): string | null {
  const { t } = useTranslation(NAMESPACE);
  if (row.reportedEnd === null) return t('coNotReported');
  const gap = endGapMinutes(row.endDatetime, row.reportedEnd);
  if (!endGapFlagged(gap)) return null;
  return gap! > 0 ? t('coEndLater', { minutes: gap }) : t('coEndEarlier', { minutes: -gap! });
}

export function ReportedEnd({ row }: { row: Pick<CloseoutItem, 'endDatetime' | 'reportedEnd'> }) {
  const flag = useEndFlag(row);
  return (
    <>
      {row.reportedEnd !== null && <span>{formatDateTime(row.reportedEnd)} </span>}
      {flag && <span className="alfie-badge alfie-badge--amber">{flag}</span>}
    </>
  );
}
