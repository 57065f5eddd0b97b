// AssignmentPage of mfe-requests (placeholder until its own issue replaces it).
import { SectionInPreparation } from './section-in-preparation.tsx';

export default function AssignmentPage() {
  return <SectionInPreparation titleKey="assignmentTitle" />;
}
