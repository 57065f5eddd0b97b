// NewRequestPage of mfe-customer (placeholder until its own issue replaces it).
import { SectionInPreparation } from './section-in-preparation.tsx';

export default function NewRequestPage() {
  return <SectionInPreparation titleKey="newRequestTitle" />;
}
