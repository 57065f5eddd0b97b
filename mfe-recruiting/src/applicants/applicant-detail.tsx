// The detail panel of a PA applicant: contacts, birth date, job, hobby, languages with levels, vehicles, past
// assignments, and the accept / refuse buttons.
import { useTranslation } from 'react-i18next';
import { knowledgeLevel, type Decision, type PersonalAssistant } from '@alfie/shared/contracts';
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { StatusBadge } from '@alfie/shared/ui/status-badge';
import { NAMESPACE } from '../i18n/namespace.ts';
import { FieldList } from '../common/field-list.tsx';
import { DecisionActions } from '../common/decision-actions.tsx';
import { day } from '../common/dates.ts';
import { fullName } from './applicant-columns.tsx';

export interface ApplicantDetailProps {
  pa: PersonalAssistant;
  headingId: string;
  onDecide: (decision: Decision) => void;
  onClose: () => void;
}

function ItemList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function ApplicantDetail({ pa, headingId, onDecide, onClose }: ApplicantDetailProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const languages = pa.languagesSpoken.map(
    (l) => `${cultureLabel(l.culture, i18n.language)}: ${tc(knowledgeLevel(l.knowledgeLevel).key)}`,
  );
  const vehicles = pa.vehicles.map((v) =>
    t('vehicleLine', {
      type: vehicleLabel(v.vehicleType, i18n.language),
      brand: v.brand,
      model: v.model,
      year: v.registrationYear,
    }),
  );
  const assigns = pa.assigns.map((a) =>
    t('assignmentLine', { date: day(a.date) ?? t('incorrectDate'), city: a.city }),
  );
  return (
    <section className="recruiting-detail" aria-labelledby={headingId}>
      <div className="recruiting-detail-header">
        <h2 id={headingId} tabIndex={-1}>
          {t('detailOf', { name: fullName(pa) })}
        </h2>
        <button type="button" className="alfie-link-button" onClick={onClose}>
          {t('closeDetail')}
        </button>
      </div>
      <StatusBadge status={pa.status} />
      <h3>{t('contacts')}</h3>
      <FieldList
        fields={[
          { label: t('email'), value: pa.email ? <a href={`mailto:${pa.email}`}>{pa.email}</a> : null },
          { label: t('phone'), value: pa.phone },
          { label: t('mobile'), value: pa.mobile },
          { label: t('colDomicile'), value: pa.homeTown },
          { label: t('birthdate'), value: day(pa.birthdate) ?? t('incorrectDate') },
          { label: t('job'), value: pa.job },
          { label: t('hobby'), value: pa.hobby },
        ]}
      />
      <h3>{t('languages')}</h3>
      <ItemList items={languages} empty={t('none')} />
      <h3>{t('vehicles')}</h3>
      <ItemList items={vehicles} empty={t('none')} />
      <h3>{t('pastAssignments')}</h3>
      <ItemList items={assigns} empty={t('none')} />
      <DecisionActions status={pa.status} refuseKey="refuse" onDecide={onDecide} />
    </section>
  );
}
