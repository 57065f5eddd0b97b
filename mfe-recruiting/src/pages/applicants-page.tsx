// /nuovi-PA: PA applicants with domicile and status filters, Excel download, and a detail panel where a pending
// applicant is accepted or refused after a confirmation.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@alfie/shared/ui/data-table';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { ExportButton } from '@alfie/shared/ui/export-button';
import { Loader } from '@alfie/shared/ui/loader';
import { NAMESPACE } from '../i18n/namespace.ts';
import {
  decideApplicant,
  fetchApplicant,
  fetchApplicantCities,
  fetchApplicants,
} from '../api/recruiting-api.ts';
import { useReview, type ReviewCalls } from '../common/use-review.ts';
import { DecisionModal } from '../common/decision-modal.tsx';
import { FieldList } from '../common/field-list.tsx';
import { applicantColumns, applicantExportColumns, fullName } from '../applicants/applicant-columns.tsx';
import { ApplicantDetail } from '../applicants/applicant-detail.tsx';
import { day } from '../common/dates.ts';
import type { PersonalAssistant } from '@alfie/shared/contracts';
import type { PersonalAssistantSummary } from '@alfie/shared/contracts/recruiting';
import '../common/recruiting.css';

const calls: ReviewCalls<PersonalAssistantSummary, PersonalAssistant> = {
  list: fetchApplicants,
  cities: fetchApplicantCities,
  detail: fetchApplicant,
  decide: decideApplicant,
};

export default function ApplicantsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const review = useReview(calls);
  const [exportFailed, setExportFailed] = useState(false);
  const columns = useMemo(() => applicantColumns(t, tc, review.cities), [t, tc, review.cities]);
  const exportColumns = useMemo(() => applicantExportColumns(t, tc), [t, tc]);
  const pa = review.current;
  const rows = review.list.data ?? [];

  return (
    <div className={`recruiting-page${review.selectedId !== null ? ' recruiting-page--with-detail' : ''}`}>
      <section aria-labelledby="applicants-title">
        <h1 id="applicants-title">{t('applicantsTitle')}</h1>
        {review.list.error && !review.list.loading ? (
          <ErrorState messageKey={review.list.error.messageKey} onRetry={review.list.reload} />
        ) : (
          <>
            <DataTable
              caption={t('applicantsCaption')}
              columns={columns}
              rows={rows}
              rowKey={(p) => p.id}
              onRowClick={(p) => review.select(p.id)}
              selectedKey={review.selectedId}
              filters={review.filters}
              onFiltersChange={review.onFiltersChange}
              toolbar={
                <ExportButton
                  fileName={t('applicantsFile')}
                  columns={exportColumns}
                  rows={rows}
                  label={t('exportApplicants')}
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
          ) : pa ? (
            <ApplicantDetail
              pa={pa}
              headingId={review.headingId}
              onDecide={review.openDecision}
              onClose={review.close}
            />
          ) : (
            <Loader />
          )}
        </div>
      )}
      {pa && (
        <DecisionModal
          decision={review.decision}
          title={review.decision === 'approved' ? t('acceptApplicantTitle') : t('refuseApplicantTitle')}
          text={review.decision === 'approved' ? t('acceptApplicantText') : t('refuseApplicantText')}
          summary={
            <FieldList
              fields={[
                { label: t('colName'), value: fullName(pa) },
                { label: t('email'), value: pa.email },
                { label: t('colDomicile'), value: pa.homeTown },
                { label: t('colApplicationDate'), value: day(pa.createDate) ?? t('incorrectDate') },
              ]}
            />
          }
          onConfirm={review.confirm}
          onClose={review.closeDecision}
        />
      )}
    </div>
  );
}
