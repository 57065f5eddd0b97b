// Loads what the assignment page shows: the request detail and the PAs who offered (always from the server,
// so the page works when opened from a link), and reloads after a conflict or another operator's assignment.
import type { PaOffer, RequestDetail } from '@alfie/shared/contracts';
import type { ApiError } from '@alfie/shared/api';
import { useRequestDetail } from '../api/get-request-detail.ts';
import { useRequestOffers } from '../api/get-request-offers.ts';

export interface AssignmentData {
  detail: RequestDetail | null;
  offers: PaOffer[];
  loading: boolean;
  error: ApiError | null;
  reload: () => void;
}

export function useAssignment(id: number | null): AssignmentData {
  const detail = useRequestDetail(id);
  const offers = useRequestOffers(id);
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
