// The PayPal buttons: loads the SDK from the configured URL and client id, creates an order with intent
// AUTHORIZE in EUR (one purchase unit: amount, description, reference id = request id) and, on approval,
// authorizes it and hands orderId and authorizationId to the page.
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useTranslation } from 'react-i18next';
import { Loader } from '@alfie/shared/ui/loader';
import { PAYMENT_CURRENCY } from '@alfie/shared/contracts/constants';
import { NAMESPACE } from '../i18n/namespace.ts';
import type { PaymentQuery } from './payment-query.ts';
import type { Authorized } from './send-payment.ts';

export interface PayPalCheckoutProps {
  clientId: string;
  sdkUrl: string;
  query: PaymentQuery;
  disabled: boolean;
  onAuthorized: (authorized: Authorized) => void;
  onPayPalError: () => void;
}

function Buttons({
  query,
  disabled,
  onAuthorized,
  onPayPalError,
}: Omit<PayPalCheckoutProps, 'clientId' | 'sdkUrl'>) {
  const { t } = useTranslation(NAMESPACE);
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isPending) return <Loader label={t('loadingPayPal')} />;
  if (isRejected)
    return (
      <div className="alfie-state alfie-state--error" role="alert">
        <p>{t('payPalUnavailable')}</p>
        <button type="button" className="alfie-button" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    );
  return (
    <PayPalButtons
      disabled={disabled}
      style={{ layout: 'vertical' }}
      forceReRender={[query.value, query.requestId, query.description]}
      createOrder={(_data, actions) =>
        actions.order.create({
          intent: 'AUTHORIZE',
          purchase_units: [
            {
              amount: { currency_code: PAYMENT_CURRENCY, value: query.value },
              description: query.description,
              reference_id: String(query.requestId),
            },
          ],
        })
      }
      onApprove={async (data, actions) => {
        const order = await actions.order!.authorize();
        const authorizationId = order.purchase_units?.[0]?.payments?.authorizations?.[0]?.id;
        if (!data.orderID || !authorizationId) {
          onPayPalError();
          return;
        }
        onAuthorized({ orderId: data.orderID, authorizationId });
      }}
      onError={onPayPalError}
    />
  );
}

export function PayPalCheckout({ clientId, sdkUrl, ...rest }: PayPalCheckoutProps) {
  return (
    <PayPalScriptProvider
      options={{
        clientId,
        currency: PAYMENT_CURRENCY,
        intent: 'authorize',
        ...(sdkUrl ? { sdkBaseUrl: sdkUrl } : {}),
      }}
    >
      <Buttons {...rest} />
    </PayPalScriptProvider>
  );
}
