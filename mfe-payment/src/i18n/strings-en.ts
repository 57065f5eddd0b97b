// mfe-payment strings in English (the key list every language follows).
export const en = {
  paymentTitle: 'Payment authorization',
  amount: 'Amount',
  description: 'Description',
  newEnd: 'New end of the service',
  invalidLink: 'The payment link is incomplete or invalid. Open the payment again from the app.',
  payPalNotConfigured:
    'PayPal is not configured on this server (its client id is missing). Tell Alfie, no payment was started.',
  loadingPayPal: 'Loading PayPal…',
  payPalUnavailable: 'PayPal could not be loaded.',
  reload: 'Reload',
  payPalFailed: 'PayPal did not complete the authorization. Try again with the buttons above.',
  sending: 'Sending the payment…',
  authorized: 'Payment authorized.',
  networkError: 'Error sending data to server',
};
