// Strings of mfe-pricing, in the three languages of the product; registered as i18next namespace 'pricing'.
export const strings = {
  it: {
    preparing: 'Questa sezione è in preparazione.',
    pricingTitle: 'Prezzi e paesi',
  },
  en: {
    preparing: 'This section is being prepared.',
    pricingTitle: 'Pricing and countries',
  },
  fr: {
    preparing: 'Cette section est en préparation.',
    pricingTitle: 'Tarifs et pays',
  },
};
