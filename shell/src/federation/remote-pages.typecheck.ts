// Checked by `tsc` only (never bundled, never run): a route to a page its remote does not expose, or with props the
// page does not take, is a type error. Each @ts-expect-error fails the type check when its line stops being one.
import type { RemotePageRef } from './remote-pages.ts';

export const checked: RemotePageRef[] = [
  { remote: 'mfe_requests', module: 'RequestsPage', props: { type: 'consumer' } },
  { remote: 'mfe_payment', module: 'PaymentPage', props: { paypalClientId: 'id' } },
  // @ts-expect-error PricingPage is mfe_pricing's, not mfe_requests'
  { remote: 'mfe_requests', module: 'PricingPage' },
  // @ts-expect-error RequestsPage takes a type, not a title
  { remote: 'mfe_requests', module: 'RequestsPage', props: { title: 'Prices' } },
  // @ts-expect-error the pricing page takes no props
  { remote: 'mfe_pricing', module: 'PricingPage', props: { type: 'consumer' } },
];
