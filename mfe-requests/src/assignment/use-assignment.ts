// Loads what the assignment page shows: the request detail and the PAs who offered (always from the server,
// so the page works when opened from a link), and reloads after a conflict.
import { useCallback, useEffect, useState } from 'react';
import type { PaOffer, RequestDetail } from '@alfie/shared/contracts';
import { toApiError, type ApiError } from '@alfie/shared/api';
import { fetchOffers, fetchRequestDetail } from '../api/requests-api.ts';

export interface AssignmentData {
  detail: RequestDetail | null;
  offers: PaOffer[];
  loading: boolean;
  error: ApiError | null;
  reload: () => void;
}

export function useAssignment(id: number | null): AssignmentData {
  const [detail, setDetail] = useState<RequestDetail | null>(null);
  const [offers, setOffers] = useState<PaOffer[]>([]);
  const [loading, setLoading] = useState(id !== null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setLoading(true);
    setError(null);
    Promise.all([fetchRequestDetail(id), fetchOffers(id)])
      .then(([d, o]) => {
        if (!live) return;
        setDetail(d);
        setOffers(o);
      })
      .catch((e: unknown) => live && setError(toApiError(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { detail, offers, loading, error, reload };
}
