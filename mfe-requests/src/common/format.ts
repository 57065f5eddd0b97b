// Small formatting helpers shared by the dashboard and the assignment page.
export {
  arrival,
  culturesOf,
  departure,
  stopAddress,
  vehiclesOf,
} from '@alfie/shared/contracts/request-item';
export { parseUtc } from '@alfie/shared/contracts';
