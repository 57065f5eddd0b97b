// PricingPage of mfe-pricing (placeholder until its own issue replaces it).
import { SectionInPreparation } from './section-in-preparation.tsx';

export default function PricingPage() {
  return <SectionInPreparation titleKey="pricingTitle" />;
}
