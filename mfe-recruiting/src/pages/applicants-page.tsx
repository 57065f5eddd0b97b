// ApplicantsPage of mfe-recruiting (placeholder until its own issue replaces it).
import { SectionInPreparation } from './section-in-preparation.tsx';

export default function ApplicantsPage() {
  return <SectionInPreparation titleKey="applicantsTitle" />;
}
