// Releasing one authorization at PayPal. The key void-<paymentId> makes a retry void nothing twice; without PayPal
// credentials there is nothing to release.
import type { PaymentDeps } from './deps.ts';
import { fromPayPal } from './paypal-refusal.ts';
import type { PaymentRow } from './queries.ts';

export async function voidAtPayPal(deps: PaymentDeps, p: PaymentRow): Promise<void> {
  if (!deps.paypal) return;
  try {
    await deps.paypal.void(p.authorizationId, `void-${p.id}`);
  } catch (err) {
    fromPayPal(deps, err, 'void');
  }
}
