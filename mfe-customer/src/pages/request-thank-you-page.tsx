// RequestThankYouPage (/ty-page): the request just sent, summarised, and 'request another PA'.
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace.ts';
import { CancellationNotice } from '../new-request/cancellation-notice.tsx';
import { RequestSummary } from '../new-request/request-summary.tsx';
import type { RequestSummaryData } from '../new-request/summary-data.ts';
import '../common/customer.css';

export default function RequestThankYouPage() {
  const { t } = useTranslation(NAMESPACE);
  const state = useLocation().state as { summary?: RequestSummaryData } | null;
  const summary = state?.summary;
  return (
    <div className="customer-page">
      <h1>{t('tyTitle')}</h1>
      <p>{summary ? t('tyText') : t('tyNoSummary')}</p>
      {summary && (
        <section className="customer-block">
          <RequestSummary data={summary} full={false} />
          <CancellationNotice data={summary} />
        </section>
      )}
      <div className="customer-actions">
        <Link to="/landing-richiesta" className="alfie-button">
          {t('tyAnother')}
        </Link>
      </div>
    </div>
  );
}
