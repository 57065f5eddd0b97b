// Strings of mfe-recruiting, in the three languages of the product; registered as i18next namespace 'recruiting'.
export const strings = {
  it: {
    preparing: 'Questa sezione è in preparazione.',
    applicantsTitle: 'Nuovi PA',
    companiesTitle: 'Nuove aziende',
  },
  en: {
    preparing: 'This section is being prepared.',
    applicantsTitle: 'New PAs',
    companiesTitle: 'New companies',
  },
  fr: {
    preparing: 'Cette section est en préparation.',
    applicantsTitle: 'Nouveaux PA',
    companiesTitle: 'Nouvelles entreprises',
  },
};
