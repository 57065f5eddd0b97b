// /nuovi-PA: PA applicants with domicile and status filters, Excel download, and a detail panel where a pending
// applicant is accepted or refused after a confirmation.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalAssistant } from '@alfie/shared/contracts';
import type { PersonalAssistantSummary } from '@alfie/shared/contracts/recruiting';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useDecideApplicant } from '../api/decide-applicant.ts';
import { useApplicant } from '../api/get-applicant.ts';
import { prefetchApplicantCities, useApplicantCities } from '../api/get-applicant-cities.ts';
import { prefetchApplicants, useApplicants } from '../api/get-applicants.ts';
import { preloadReview, useReview, type ReviewEndpoints } from '../common/use-review.ts';
import { ReviewPage } from '../common/review-page.tsx';
import { FieldList } from '../common/field-list.tsx';
import { applicantColumns, applicantExportColumns, fullName } from '../applicants/applicant-columns.tsx';
import { ApplicantDetail } from '../applicants/applicant-detail.tsx';
import { day } from '../common/dates.ts';

const endpoints: ReviewEndpoints<PersonalAssistantSummary, PersonalAssistant> = {
  useList: useApplicants,
  useCities: useApplicantCities,
  useDetail: useApplicant,
  useDecide: useDecideApplicant,
  prefetchList: prefetchApplicants,
  prefetchCities: prefetchApplicantCities,
};

/** The page's first calls, started by the shell as soon as this module is here (shell/src/app/route-preload.ts). */
export function preload(): void {
  preloadReview(endpoints);
}

export default function ApplicantsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const review = useReview(endpoints);
  const columns = useMemo(() => applicantColumns(t, tc, review.cities), [t, tc, review.cities]);
  const exportColumns = useMemo(() => applicantExportColumns(t, tc), [t, tc]);

  return (
    <ReviewPage
      review={review}
      titleId="applicants-title"
      texts={{
        title: t('applicantsTitle'),
        caption: t('applicantsCaption'),
        fileName: t('applicantsFile'),
        exportLabel: t('exportApplicants'),
        acceptTitle: t('acceptApplicantTitle'),
        refuseTitle: t('refuseApplicantTitle'),
        acceptText: t('acceptApplicantText'),
        refuseText: t('refuseApplicantText'),
      }}
      columns={columns}
      exportColumns={exportColumns}
      renderDetail={(pa, panel) => <ApplicantDetail pa={pa} {...panel} />}
      renderSummary={(pa) => (
        <FieldList
          fields={[
            { label: t('colName'), value: fullName(pa) },
            { label: t('email'), value: pa.email },
            { label: t('colDomicile'), value: pa.homeTown },
            { label: t('colApplicationDate'), value: day(pa.createDate) ?? t('incorrectDate') },
          ]}
        />
      )}
    />
  );
}
