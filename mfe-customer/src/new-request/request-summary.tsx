// RequestSummary: the request as a definition list, in the confirmation modal (`full`, with the browser's quote)
// and on the thank-you page (with the amount the server froze).
import { useTranslation } from 'react-i18next';
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { formatCents, formatDateTime } from '@alfie/shared/i18n';
import { NAMESPACE } from '../i18n/namespace.ts';
import type { RequestSummaryData } from './summary-data.ts';

export function RequestSummary({ data, full = true }: { data: RequestSummaryData; full?: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const list = (items: string[]) => (items.length ? items.join(', ') : t('none'));
  const travelText = (tr: RequestSummaryData['travels'][number]) => {
    const trip = `${t(tr.type)} ${tr.code} ${tr.company}`.trim();
    return tr.lastname ? `${trip} – ${t('travelLastname')}: ${tr.lastname}` : trip;
  };
  const language = (l: string) => cultureLabel(l, i18n.language);
  return (
    <div className="customer-summary">
      <dl>
        <dt>{t('summaryCompany')}</dt>
        <dd>{data.businessName}</dd>
        <dt>{t('summaryContacts')}</dt>
        <dd>
          <ul>
            {data.contacts.map((c, i) => (
              <li key={i}>
                {c.name} – {c.email} – {c.phone} – {c.mobile}
              </li>
            ))}
          </ul>
        </dd>
        {full && (
          <>
            <dt>{t('summaryDeparture')}</dt>
            <dd>
              {data.departure}, {data.city}
            </dd>
            <dt>{t('summaryArrival')}</dt>
            <dd>{data.arrival ?? t('summarySameArrival')}</dd>
            <dt>{t('summaryWhen')}</dt>
            <dd>
              {formatDateTime(data.start)} – {formatDateTime(data.end)}
            </dd>
          </>
        )}
        <dt>{t('summaryTravels')}</dt>
        <dd>{list(data.travels.map(travelText))}</dd>
        <dt>{t('summaryAssisted')}</dt>
        <dd>
          <ul>
            {data.assisted.map((a, i) => (
              <li key={i}>
                {a.firstname} {a.lastname} – {a.title}
                {a.mobile ? ` – ${a.mobile}` : ''}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('summaryServices')}</dt>
        <dd>{data.services || t('none')}</dd>
        <dt>{t('summaryNote')}</dt>
        <dd>{data.note || t('none')}</dd>
        <dt>{t('summaryVehicles')}</dt>
        <dd>{list(data.vehicles.map((v) => vehicleLabel(v, i18n.language)))}</dd>
        <dt>{t('summaryLanguages')}</dt>
        <dd>{list(data.languages.map(language))}</dd>
        {full && (
          <>
            <dt>{t('summaryHelp')}</dt>
            <dd>{data.help || t('none')}</dd>
          </>
        )}
        {data.amountCents != null && (
          <>
            <dt>{t(full ? 'summaryQuote' : 'summaryAmount')}</dt>
            <dd>{formatCents(data.amountCents, data.currencyCode)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
