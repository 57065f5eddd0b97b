// /do-paypal-payment through the shell (exposed as mfe_payment/PaymentPage): the payment screen with the shell's
// shared API client for the payment call.
import { postWithApi } from '../payment/post-with-api.ts';
import { PaymentScreen, type PaymentScreenProps } from './payment-screen.tsx';

export type PaymentPageProps = Omit<PaymentScreenProps, 'postPayment'>;

export default function PaymentPage(props: PaymentPageProps) {
  return <PaymentScreen {...props} postPayment={postWithApi} />;
}
