// /new-companies: registered companies with head-office and status filters, Excel download, and a detail panel where
// a pending company is accepted (login enabled) or rejected after a confirmation; for the admins, the companies in a
// country Alfie does not serve, to be tied to a served one.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@alfie/shared/contracts';
import type { CompanyDetail as CompanyDetailData } from '@alfie/shared/contracts/recruiting';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useDecideCompany } from '../api/decide-company.ts';
import { prefetchCompanies, useCompanies } from '../api/get-companies.ts';
import { useCompany } from '../api/get-company.ts';
import { prefetchCompanyCities, useCompanyCities } from '../api/get-company-cities.ts';
import { preloadReview, useReview, type ReviewEndpoints } from '../common/use-review.ts';
import { ReviewPage } from '../common/review-page.tsx';
import { FieldList } from '../common/field-list.tsx';
import { companyColumns, companyExportColumns } from '../companies/company-columns.tsx';
import { CompanyDetail, companyFields } from '../companies/company-detail.tsx';
import { UnservedCountryPanel } from '../companies/unserved-country-panel.tsx';

const endpoints: ReviewEndpoints<Company, CompanyDetailData> = {
  useList: useCompanies,
  useCities: useCompanyCities,
  useDetail: useCompany,
  useDecide: useDecideCompany,
  prefetchList: prefetchCompanies,
  prefetchCities: prefetchCompanyCities,
};

/** The page's first calls, started by the shell as soon as this module is here (shell/src/app/route-preload.ts). */
export function preload(): void {
  preloadReview(endpoints);
}

export default function CompaniesPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const review = useReview(endpoints);
  const columns = useMemo(() => companyColumns(t, tc, review.cities), [t, tc, review.cities]);
  const exportColumns = useMemo(() => companyExportColumns(t, tc, i18n.language), [t, tc, i18n.language]);

  return (
    <>
      <ReviewPage
        review={review}
        titleId="companies-title"
        texts={{
          title: t('companiesTitle'),
          caption: t('companiesCaption'),
          fileName: t('companiesFile'),
          exportLabel: t('exportCompanies'),
          acceptTitle: t('acceptCompanyTitle'),
          refuseTitle: t('rejectCompanyTitle'),
          acceptText: t('acceptCompanyText'),
          refuseText: t('rejectCompanyText'),
        }}
        columns={columns}
        exportColumns={exportColumns}
        renderDetail={(company, panel) => <CompanyDetail company={company} {...panel} />}
        renderSummary={(company) => (
          <FieldList
            fields={[
              { label: t('colCompany'), value: company.businessName },
              ...companyFields(t, company, i18n.language),
            ]}
          />
        )}
      />
      <UnservedCountryPanel onFixed={review.list.reload} />
    </>
  );
}
