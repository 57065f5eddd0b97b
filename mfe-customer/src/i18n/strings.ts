// Strings of mfe-customer, in the three languages of the product; registered as i18next namespace 'customer'.
export const strings = {
  it: {
    preparing: 'Questa sezione è in preparazione.',
    newRequestTitle: 'Nuova richiesta',
    requestThankYouTitle: 'Richiesta inviata',
    reservationsTitle: 'Le mie prenotazioni',
    requestDetailTitle: 'Dettaglio richiesta',
    profileTitle: 'Profilo',
  },
  en: {
    preparing: 'This section is being prepared.',
    newRequestTitle: 'New request',
    requestThankYouTitle: 'Request sent',
    reservationsTitle: 'My reservations',
    requestDetailTitle: 'Request detail',
    profileTitle: 'Profile',
  },
  fr: {
    preparing: 'Cette section est en préparation.',
    newRequestTitle: 'Nouvelle demande',
    requestThankYouTitle: 'Demande envoyée',
    reservationsTitle: 'Mes réservations',
    requestDetailTitle: 'Détail de la demande',
    profileTitle: 'Profil',
  },
};
