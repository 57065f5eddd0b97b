// Strings of mfe-payment, in the three languages of the product; registered as i18next namespace 'payment'.
export const strings = {
  it: {
    preparing: 'Questa sezione è in preparazione.',
    paymentTitle: 'Autorizzazione al pagamento',
  },
  en: {
    preparing: 'This section is being prepared.',
    paymentTitle: 'Payment authorization',
  },
  fr: {
    preparing: 'Cette section est en préparation.',
    paymentTitle: 'Autorisation de paiement',
  },
};
