// Dates for mfe-customer's tests: an hour in ms and datetime-local text relative to today.

export const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** datetime-local text of a local date `days` from today at hh:mm. */
export function localAt(days: number, hh: number, mm = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hh)}:${pad(mm)}`;
}
