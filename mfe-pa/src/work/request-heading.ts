// The title of a request card: its day and first city, e.g. '12/05/26 09:00, Milano'.
import type { PaRequestSummary } from '@alfie/shared/contracts';
import { formatDateTime } from '@alfie/shared/i18n';

export function headingValues(request: PaRequestSummary): { date: string; city: string } {
  const first = [...request.cities].sort((a, b) => a.orderIndex - b.orderIndex)[0];
  return { date: formatDateTime(request.startDatetime, 'day'), city: first?.city ?? '' };
}
