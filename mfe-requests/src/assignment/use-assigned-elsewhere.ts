// An open assignment page hears what happens to its request: any change re-fetches the detail and the offers at
// once, and an assignment (by another operator) is reported so that the page stops offering Assign.
import { useCallback, useEffect, useState } from 'react';
import { invalidateQueries } from '@alfie/shared/api';
import { useRequestEvents, type RequestLiveEvent } from '@alfie/shared/api/request-events';
import { requestDetailKey } from '../api/get-request-detail.ts';
import { requestOffersKey } from '../api/get-request-offers.ts';

export function useAssignedElsewhere(id: number | null): boolean {
  const [assignedId, setAssignedId] = useState<number | null>(null);
  const onEvent = useCallback(
    (message: RequestLiveEvent) => {
      if (id === null || message.data.id !== id) return;
      invalidateQueries(requestDetailKey(id));
      invalidateQueries(requestOffersKey(id));
      if (message.event === 'request.assigned') setAssignedId(id);
    },
    [id],
  );
  useRequestEvents(onEvent, id !== null);
  // Another request opened in the same page starts without the flag.
  useEffect(() => setAssignedId(null), [id]);
  return assignedId !== null && assignedId === id;
}
