// CompaniesPage of mfe-recruiting (placeholder until its own issue replaces it).
import { SectionInPreparation } from './section-in-preparation.tsx';

export default function CompaniesPage() {
  return <SectionInPreparation titleKey="companiesTitle" />;
}
