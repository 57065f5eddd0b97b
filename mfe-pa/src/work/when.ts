// A request's day and hours in the viewer's locale, for the PA's cards.
import { formatDateTime } from '@alfie/shared/i18n';
import type { RequestListItem } from '@alfie/shared/contracts';

type Timed = Pick<RequestListItem, 'startDatetime' | 'endDatetime'>;

/** 'dd/mm/yy hh:mm – hh:mm' (the end's date too when it falls on another day). */
export function timeSpan({ startDatetime, endDatetime }: Timed): string {
  const start = new Date(startDatetime);
  const end = new Date(endDatetime);
  const sameDay = start.toDateString() === end.toDateString();
  const endText = sameDay ? formatDateTime(end, 'time') : formatDateTime(end);
  return `${formatDateTime(start)} – ${endText}`;
}
