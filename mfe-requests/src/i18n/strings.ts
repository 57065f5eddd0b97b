// Strings of mfe-requests, in the three languages of the product; registered as i18next namespace 'requests'.
export const strings = {
  it: {
    preparing: 'Questa sezione è in preparazione.',
    requestsTitle: 'Richieste',
    assignmentTitle: 'Assegnazione',
  },
  en: {
    preparing: 'This section is being prepared.',
    requestsTitle: 'Requests',
    assignmentTitle: 'Assignment',
  },
  fr: {
    preparing: 'Cette section est en préparation.',
    requestsTitle: 'Demandes',
    assignmentTitle: 'Affectation',
  },
};
