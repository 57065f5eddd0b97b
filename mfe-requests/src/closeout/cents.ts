// The closeout's amounts are cents from the API; a missing one (not confirmed yet) shows as nothing.
import { formatMoney } from '@alfie/shared/i18n';

export const centsMoney = (cents: number | null, currency: string) =>
  cents === null ? '' : formatMoney(cents / 100, currency);
