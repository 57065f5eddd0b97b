// The detail panel of a company: country, city, postal code, address, VAT, fiscal code, SDI, e-mail, and the
// accept / reject buttons.
import { useTranslation } from 'react-i18next';
import type { CustomerDetail, Decision } from '@alfie/shared/contracts';
import type { CompanyDetail as CompanyDetailData } from '@alfie/shared/contracts/recruiting';
import { countryName } from '@alfie/shared/contracts/labels';
import { StatusBadge } from '@alfie/shared/ui/status-badge';
import { NAMESPACE } from '../i18n/namespace.ts';
import { FieldList, type Field } from '../common/field-list.tsx';
import { DecisionActions } from '../common/decision-actions.tsx';

export interface CompanyDetailProps {
  company: CompanyDetailData;
  headingId: string;
  onDecide: (decision: Decision) => void;
  onClose: () => void;
}

export function companyFields(t: (key: string) => string, c: CustomerDetail, locale: string): Field[] {
  return [
    { label: t('country'), value: countryName(c.country, locale) },
    { label: t('city'), value: c.city },
    { label: t('postalCode'), value: c.postalCode },
    { label: t('address'), value: c.street },
    { label: t('vatCode'), value: c.vatCode },
    { label: t('fiscalCode'), value: c.fiscalCode },
    { label: t('sdi'), value: c.sdi },
    { label: t('email'), value: c.email },
  ];
}

export function CompanyDetail({ company, headingId, onDecide, onClose }: CompanyDetailProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <section className="recruiting-detail" aria-labelledby={headingId}>
      <div className="recruiting-detail-header">
        <h2 id={headingId} tabIndex={-1}>
          {t('detailOf', { name: company.businessName })}
        </h2>
        <button type="button" className="alfie-link-button" onClick={onClose}>
          {t('closeDetail')}
        </button>
      </div>
      <StatusBadge status={company.status} />
      <FieldList fields={companyFields(t, company, i18n.language)} />
      <DecisionActions status={company.status} refuseKey="reject" onDecide={onDecide} />
    </section>
  );
}
