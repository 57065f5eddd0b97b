// RequestsPage of mfe-requests (placeholder until its own issue replaces it).
import { SectionInPreparation } from './section-in-preparation.tsx';

export default function RequestsPage({ type: _type }: { type: 'business' | 'consumer' }) {
  return <SectionInPreparation titleKey="requestsTitle" />;
}
