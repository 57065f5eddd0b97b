// Confirms a service's actual end, which captures the payment (POST /request/alfie/confirm-service).
import type { ServiceConfirmed } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

/** The reason is sent when there is one (required by the API when the PA reported no end). */
async function confirmService(
  requestId: number,
  actualEndDatetime: string,
  reason = '',
): Promise<ServiceConfirmed> {
  return (
    await alfie.post('/request/alfie/confirm-service', {
      requestId,
      actualEndDatetime,
      ...(reason ? { reason } : {}),
    })
  ).data;
}

export const useConfirmService = () => confirmService;
