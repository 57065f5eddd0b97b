// The request part of the assignment page: stops, times, customer, referents, assisted people, travels,
// vehicles, languages, notes and the frozen quote.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@alfie/shared/contracts';
import { cultureLabel, vehicleLabel } from '@alfie/shared/contracts/labels';
import { formatDateTime, formatMoney } from '@alfie/shared/i18n';
import { StatusBadge } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { culturesOf, stopAddress, vehiclesOf } from '../common/format.ts';
import { TravelTracking } from './travel-tracking.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function RequestDetails({ detail }: { detail: RequestDetail }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const r = detail.request;
  const none = t('none');
  const money = (v: number | null) => (v == null ? '' : formatMoney(v, r.currencyCode ?? 'EUR'));
  return (
    <section aria-labelledby="request-details-title" className="request-details">
      <h2 id="request-details-title">
        {t('details')} <StatusBadge status={r.status} />
      </h2>
      <dl className="request-details-list">
        <Field label={t('stops')}>
          <ol>
            {r.cities.map((s) => (
              <li key={s.orderIndex}>
                {s.city} – {stopAddress(s)}
              </li>
            ))}
          </ol>
        </Field>
        <Field label={t('times')}>
          {t('from')} {formatDateTime(r.startDatetime)} {t('to')} {formatDateTime(r.endDatetime)}
        </Field>
        <Field label={t('customer')}>
          {detail.customer ? `${detail.customer.businessName} (${detail.customer.email})` : none}
        </Field>
        <Field label={t('referents')}>
          {detail.referents.length === 0
            ? none
            : detail.referents.map((p) => (
                <div key={`${p.email}-${p.mobile}`}>
                  {p.firstname} {p.lastname} – {p.email} – {p.phone} / {p.mobile}
                </div>
              ))}
        </Field>
        <Field label={t('assisted')}>
          {detail.assisted.length === 0
            ? none
            : detail.assisted.map((p, i) => (
                <div key={p.id ?? i}>
                  {p.firstname} {p.lastname}, {p.title}
                  {p.mobile ? ` – ${p.mobile}` : ''}
                </div>
              ))}
        </Field>
        <Field label={t('travels')}>
          {detail.travels.length === 0
            ? none
            : detail.travels.map((tr, i) => (
                <div key={i}>
                  {t(`travel_${tr.type}`)} {tr.code} – {tr.company}
                  {tr.lastname ? ` (${tr.lastname})` : ''}
                  {tr.arrivalDatetime ? ` – ${formatDateTime(tr.arrivalDatetime)}` : ''}
                  <TravelTracking travel={tr} start={r.startDatetime} />
                </div>
              ))}
        </Field>
        <Field label={t('passengers')}>{r.passengers}</Field>
        <Field label={t('vehicles')}>
          {vehiclesOf(r)
            .map((v) => vehicleLabel(v, i18n.language))
            .join(', ') || none}
        </Field>
        <Field label={t('languages')}>
          {culturesOf(r)
            .map((c) => cultureLabel(c, i18n.language))
            .join(', ') || none}
        </Field>
        <Field label={t('notes')}>{r.serviceNotes || none}</Field>
        <Field label={t('help')}>{r.helpNotes || none}</Field>
        <Field label={t('quote')}>
          {t('amount')}: {money(r.amount)} · {t('paAmount')}: {money(r.paPaymentAmount)}
        </Field>
      </dl>
    </section>
  );
}
