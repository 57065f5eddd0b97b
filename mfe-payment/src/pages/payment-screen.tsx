// The payment page's content, for both entries (the shell's /do-paypal-payment and the mobile web view's
// index.html): PayPal buttons for the request of the query; on the server's confirmation the buttons stay and the
// web view is told {orderId, authorizationId}. The entry passes how the payment call travels (postPayment).
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { formatCents, formatDateTime } from '@alfie/shared/i18n';
import { NAMESPACE } from '../i18n/namespace.ts';
import { parsePaymentQuery, removeTokenFromAddressBar } from '../payment/payment-query.ts';
import { PayPalCheckout } from '../payment/paypal-checkout.tsx';
import { notifyWebView } from '../payment/notify-web-view.ts';
import { sendPayment, type Authorized, type PostPayment, type SendOutcome } from '../payment/send-payment.ts';
import './payment-page.css';

export interface PaymentScreenProps {
  paypalClientId?: string;
  paypalSdkUrl?: string;
  postPayment: PostPayment;
}

type Sending =
  { state: 'idle' } | { state: 'sending' } | { state: 'done' } | (SendOutcome & { state: 'failed' });

export function PaymentScreen({ paypalClientId = '', paypalSdkUrl = '', postPayment }: PaymentScreenProps) {
  const { t } = useTranslation(NAMESPACE);
  // Read once: the token leaves the address bar right after (below), the state keeps it for the call.
  const [query] = useState(() => parsePaymentQuery(window.location.search));
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const [authorized, setAuthorized] = useState<Authorized | null>(null);

  useLayoutEffect(removeTokenFromAddressBar, []);
  // A deployment without PayPal's client id is a configuration error: it goes to the log as well as on screen.
  useEffect(() => {
    if (query && !paypalClientId)
      console.error('PayPal is not configured: config.json has no paypalClientId, so no payment can start');
  }, [query, paypalClientId]);

  const send = useCallback(
    async (payment: Authorized) => {
      if (!query) return;
      setAuthorized(payment);
      setSending({ state: 'sending' });
      const outcome = await sendPayment(postPayment, query, payment);
      if (outcome.kind === 'ok') {
        setSending({ state: 'done' });
        notifyWebView(payment);
        return;
      }
      if (outcome.kind === 'network') window.alert(`${t('networkError')} ${outcome.message}`);
      setSending({ ...outcome, state: 'failed' });
    },
    [query, t, postPayment],
  );

  return (
    <section className="payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title">{t('paymentTitle')}</h1>
      {!query ? (
        <div className="alfie-state alfie-state--error" role="alert">
          <p>{t('invalidLink')}</p>
        </div>
      ) : (
        <>
          <dl className="payment-page__summary">
            <dt>{t('amount')}</dt>
            <dd className="payment-page__amount">{formatCents(query.amountCents)}</dd>
            {query.description && (
              <>
                <dt>{t('description')}</dt>
                <dd>{query.description}</dd>
              </>
            )}
            {query.endDatetime && (
              <>
                <dt>{t('newEnd')}</dt>
                <dd>{formatDateTime(query.endDatetime)}</dd>
              </>
            )}
          </dl>
          {!paypalClientId ? (
            <div className="alfie-state alfie-state--error" role="alert">
              <p>{t('payPalNotConfigured')}</p>
            </div>
          ) : (
            <PayPalCheckout
              clientId={paypalClientId}
              sdkUrl={paypalSdkUrl}
              query={query}
              disabled={sending.state === 'sending'}
              onAuthorized={(payment) => void send(payment)}
              onPayPalError={() =>
                setSending({ state: 'failed', kind: 'server', messageKey: 'payPalFailed', status: 0 })
              }
            />
          )}
          <div aria-live="polite">
            {sending.state === 'sending' && <Loader label={t('sending')} />}
            {sending.state === 'done' && (
              <p className="alfie-state payment-page__success" role="status">
                {t('authorized')}
              </p>
            )}
          </div>
          {sending.state === 'failed' &&
            (sending.kind === 'server' && sending.messageKey === 'payPalFailed' ? (
              <div className="alfie-state alfie-state--error" role="alert">
                <p>{t('payPalFailed')}</p>
              </div>
            ) : (
              <div className="payment-page__failure">
                <p className="payment-page__reason">
                  {sending.kind === 'server' ? t(sending.messageKey, { ns: 'common' }) : t('networkError')}
                </p>
                <ErrorState onRetry={authorized ? () => void send(authorized) : undefined} />
              </div>
            ))}
        </>
      )}
    </section>
  );
}
