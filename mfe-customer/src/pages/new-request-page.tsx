// NewRequestPage (/landing-richiesta): the customer's PA request as one react-hook-form with field arrays,
// validated on blur and on submit by the contracts' requestFormSchema, with the live quote beside it.
import { useDeferredValue, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { requestFormSchema, type RequestFormValues } from '@alfie/shared/contracts';
import { toApiError } from '@alfie/shared/api';
import { i18n } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { useValibotForm } from '@alfie/shared/ui';
import { prefetchFormData, useFormData, type FormData } from '../api/get-request-form-data.ts';
import { useRegisterRequest } from '../api/register-request.ts';
import { NAMESPACE } from '../i18n/namespace.ts';
import { ConfirmModal } from '../new-request/confirm-modal.tsx';
import { emptyRequestForm, toPayload } from '../new-request/form-values.ts';
import { QuotePanel } from '../new-request/quote-panel.tsx';
import { RequestFields } from '../new-request/request-fields.tsx';
import { formFieldOf } from '../new-request/server-fields.ts';
import { summaryOf, type RequestSummaryData } from '../new-request/summary-data.ts';
import { useFormLinks } from '../new-request/use-form-links.ts';
import '../common/customer.css';

/**
 * The form's data, asked for by the shell as soon as this module arrives (shell/src/app/route-preload.ts), while
 * the chrome and the page are still rendering; the page then takes that call (docs/performance.md).
 */
export function preload(): void {
  prefetchFormData(i18n.language, useSession.getState().user);
}

export default function NewRequestPage() {
  const { t } = useTranslation(NAMESPACE);
  const data = useFormData();
  // The form's first render is the page's longest: when its data is already here at the first render (the shell
  // sent the page's first calls with its files), the heading is painted first and the form follows in a background
  // render, in slices, instead of holding the heading back.
  const formData = useDeferredValue(data.data ?? null, null);
  return (
    <div className="customer-page">
      <h1>{t('newRequestTitle')}</h1>
      <p>{t('newRequestIntro')}</p>
      {!formData && !data.error && <Loader />}
      {data.error && <ErrorState messageKey={data.error.messageKey} onRetry={data.reload} />}
      {formData && <RequestForm data={formData} />}
    </div>
  );
}

function RequestForm({ data }: { data: FormData }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const registerRequest = useRegisterRequest();
  const form = useValibotForm(requestFormSchema, { defaultValues: emptyRequestForm(data.customer) });
  const links = useFormLinks(form);
  const { control, handleSubmit, getValues, setError, formState } = form;
  const [summary, setSummary] = useState<RequestSummaryData | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const review = handleSubmit((values) => {
    setSendError(null);
    setSummary(summaryOf(values as RequestFormValues, data.countries, data.prices, i18n.language));
  });

  const send = async () => {
    if (!summary) return;
    setSending(true);
    setSendError(null);
    try {
      const values = getValues();
      const saved = await registerRequest(toPayload(values, data.customer.id, data.countries));
      // The thank-you page shows the amount the server froze, not the browser's estimate.
      const frozen =
        typeof saved.amount === 'number'
          ? { amountCents: Math.round(saved.amount * 100), currencyCode: saved.currencyCode }
          : { amountCents: null, currencyCode: null };
      void navigate('/ty-page', { state: { summary: { ...summary, ...frozen } } });
    } catch (err) {
      const apiError = toApiError(err);
      const misplaced = Object.entries(apiError.fields)
        .map(([path, key]) => [formFieldOf(path), key] as const)
        .filter((e): e is readonly [NonNullable<ReturnType<typeof formFieldOf>>, string] => e[0] !== null);
      if (apiError.status === 400 && misplaced.length > 0) {
        // The server refused a field (e.g. the start passed while the modal was open): show it in place.
        setSummary(null);
        misplaced.forEach(([field, key], i) =>
          setError(field as Path<RequestFormValues>, { message: key }, { shouldFocus: i === 0 }),
        );
      } else {
        setSendError(apiError.messageKey);
      }
    } finally {
      setSending(false);
    }
  };

  const hasErrors = formState.isSubmitted && Object.keys(formState.errors).length > 0;
  return (
    <div className="customer-form-layout">
      <form onSubmit={review} noValidate aria-describedby="new-request-required">
        <p id="new-request-required" className="alfie-field-hint">
          {t('requiredNote')}
        </p>
        <RequestFields control={control} countries={data.countries} links={links} />
        {hasErrors && (
          <p className="customer-error" role="alert">
            {t('fixErrors')}
          </p>
        )}
        <div className="customer-actions">
          <button type="submit" className="alfie-button">
            {t('submit')}
          </button>
        </div>
      </form>
      <QuotePanel control={control} prices={data.prices} />
      <ConfirmModal
        summary={summary}
        sending={sending}
        errorKey={sendError}
        onChange={() => setSummary(null)}
        onConfirm={() => void send()}
      />
    </div>
  );
}
