// /new-companies: registered companies with head-office and status filters, Excel download, and a detail panel where
// a pending company is accepted (login enabled) or rejected after a confirmation.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@alfie/shared/contracts';
import type { CompanyDetail as CompanyDetailData } from '@alfie/shared/contracts/recruiting';
import { DataTable } from '@alfie/shared/ui/data-table';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { ExportButton } from '@alfie/shared/ui/export-button';
import { Loader } from '@alfie/shared/ui/loader';
import { NAMESPACE } from '../i18n/namespace.ts';
import { decideCompany, fetchCompanies, fetchCompany, fetchCompanyCities } from '../api/recruiting-api.ts';
import { useReview, type ReviewCalls } from '../common/use-review.ts';
import { DecisionModal } from '../common/decision-modal.tsx';
import { FieldList } from '../common/field-list.tsx';
import { companyColumns, companyExportColumns } from '../companies/company-columns.tsx';
import { CompanyDetail, companyFields } from '../companies/company-detail.tsx';
import '../common/recruiting.css';

const calls: ReviewCalls<Company, CompanyDetailData> = {
  list: fetchCompanies,
  cities: fetchCompanyCities,
  detail: fetchCompany,
  decide: decideCompany,
};

export default function CompaniesPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const review = useReview(calls);
  const [exportFailed, setExportFailed] = useState(false);
  const columns = useMemo(() => companyColumns(t, tc, review.cities), [t, tc, review.cities]);
  const exportColumns = useMemo(() => companyExportColumns(t, tc), [t, tc]);
  const rows = review.list.data ?? [];
  const company = review.current;

  return (
    <div className={`recruiting-page${review.selectedId !== null ? ' recruiting-page--with-detail' : ''}`}>
      <section aria-labelledby="companies-title">
        <h1 id="companies-title">{t('companiesTitle')}</h1>
        {review.list.error && !review.list.loading ? (
          <ErrorState messageKey={review.list.error.messageKey} onRetry={review.list.reload} />
        ) : (
          <>
            <DataTable
              caption={t('companiesCaption')}
              columns={columns}
              rows={rows}
              rowKey={(c) => c.id}
              onRowClick={(c) => review.select(c.id)}
              selectedKey={review.selectedId}
              filters={review.filters}
              onFiltersChange={review.onFiltersChange}
              toolbar={
                <ExportButton
                  fileName={t('companiesFile')}
                  columns={exportColumns}
                  rows={rows}
                  label={t('exportCompanies')}
                  onError={() => setExportFailed(true)}
                />
              }
            />
            {review.list.loading && <Loader />}
            {exportFailed && (
              <p className="alfie-field-error" role="alert">
                {t('exportFailed')}
              </p>
            )}
            {review.selectedId === null && rows.length > 0 && (
              <p className="recruiting-hint">{t('selectHint')}</p>
            )}
          </>
        )}
      </section>
      {review.selectedId !== null && (
        <div>
          {review.detail.error ? (
            <ErrorState messageKey={review.detail.error.messageKey} onRetry={review.detail.reload} />
          ) : company ? (
            <CompanyDetail
              company={company}
              headingId={review.headingId}
              onDecide={review.openDecision}
              onClose={review.close}
            />
          ) : (
            <Loader />
          )}
        </div>
      )}
      {company && (
        <DecisionModal
          decision={review.decision}
          title={review.decision === 'approved' ? t('acceptCompanyTitle') : t('rejectCompanyTitle')}
          text={review.decision === 'approved' ? t('acceptCompanyText') : t('rejectCompanyText')}
          summary={
            <FieldList
              fields={[{ label: t('colCompany'), value: company.businessName }, ...companyFields(t, company)]}
            />
          }
          onConfirm={review.confirm}
          onClose={review.closeDecision}
        />
      )}
    </div>
  );
}
