// UsersPage of mfe-users (placeholder until its own issue replaces it).
import { SectionInPreparation } from './section-in-preparation.tsx';

export default function UsersPage() {
  return <SectionInPreparation titleKey="usersTitle" />;
}
