// Strings of the shell's start-up (config.json unreachable), added to the shared i18next instance as namespace
// 'federation'; the unavailable-remote panel uses the common SECTION.* strings.
export const FEDERATION_NAMESPACE = 'federation';

export const federationStrings = {
  it: {
    startupTitle: 'Alfie non è riuscita ad avviarsi',
    startupText: 'La configurazione non è raggiungibile. Controlla la connessione e ricarica la pagina.',
    reload: 'Ricarica',
  },
  en: {
    startupTitle: 'Alfie could not start',
    startupText: 'The configuration could not be reached. Check your connection and reload the page.',
    reload: 'Reload',
  },
  fr: {
    startupTitle: 'Alfie n’a pas pu démarrer',
    startupText: 'La configuration est injoignable. Vérifiez votre connexion et rechargez la page.',
    reload: 'Recharger',
  },
};
