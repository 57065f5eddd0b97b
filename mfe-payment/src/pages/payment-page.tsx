// PaymentPage of mfe-payment (placeholder until its own issue replaces it).
import { SectionInPreparation } from './section-in-preparation.tsx';

export default function PaymentPage() {
  return <SectionInPreparation titleKey="paymentTitle" />;
}
