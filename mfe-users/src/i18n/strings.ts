// Strings of mfe-users, in the three languages of the product; registered as i18next namespace 'users'.
export const strings = {
  it: {
    preparing: 'Questa sezione è in preparazione.',
    usersTitle: 'Gestione utenti',
  },
  en: {
    preparing: 'This section is being prepared.',
    usersTitle: 'User management',
  },
  fr: {
    preparing: 'Cette section est en préparation.',
    usersTitle: 'Gestion des utilisateurs',
  },
};
