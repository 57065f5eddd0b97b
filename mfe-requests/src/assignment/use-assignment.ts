// Loads what the assignment page shows: the request detail and the PAs who offered (always from the server,
// so the page works when opened from a link), and reloads after a conflict or another operator's assignment.
import type { PaOffer, RequestDetail } from '@alfie/shared/contracts';
import { useQuery, type ApiError } from '@alfie/shared/api';
import { fetchOffers, fetchRequestDetail } from '../api/requests-api.ts';
import { requestKeys } from '../requests/request-keys.ts';

export interface AssignmentData {
  detail: RequestDetail | null;
  offers: PaOffer[];
  loading: boolean;
  error: ApiError | null;
  reload: () => void;
}

export function useAssignment(id: number | null): AssignmentData {
  const detail = useQuery(id === null ? null : requestKeys.detail(id), () => fetchRequestDetail(id ?? 0));
  const offers = useQuery(id === null ? null : requestKeys.offers(id), () => fetchOffers(id ?? 0));
  return {
    detail: detail.data,
    offers: offers.data ?? [],
    loading: detail.loading || offers.loading,
    error: detail.error ?? offers.error,
    reload: () => {
      detail.reload();
      offers.reload();
    },
  };
}
