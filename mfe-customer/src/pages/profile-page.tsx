// ProfilePage of mfe-customer (placeholder until its own issue replaces it).
import { SectionInPreparation } from './section-in-preparation.tsx';

export default function ProfilePage() {
  return <SectionInPreparation titleKey="profileTitle" />;
}
