// The shell's own strings for runtime composition, added to the shared i18next instance as namespace 'federation'.
export const FEDERATION_NAMESPACE = 'federation';

export const federationStrings = {
  it: {
    unavailableTitle: 'Sezione non disponibile',
    unavailableText:
      'Questa sezione non si è caricata. Il resto dell’applicazione funziona: riprova tra poco.',
    retry: 'Riprova',
    startupTitle: 'Alfie non è riuscita ad avviarsi',
    startupText: 'La configurazione non è raggiungibile. Controlla la connessione e ricarica la pagina.',
    reload: 'Ricarica',
  },
  en: {
    unavailableTitle: 'Section unavailable',
    unavailableText:
      'This section did not load. The rest of the application works: please try again shortly.',
    retry: 'Retry',
    startupTitle: 'Alfie could not start',
    startupText: 'The configuration could not be reached. Check your connection and reload the page.',
    reload: 'Reload',
  },
  fr: {
    unavailableTitle: 'Section indisponible',
    unavailableText:
      'Cette section ne s’est pas chargée. Le reste de l’application fonctionne : réessayez bientôt.',
    retry: 'Réessayer',
    startupTitle: 'Alfie n’a pas pu démarrer',
    startupText: 'La configuration est injoignable. Vérifiez votre connexion et rechargez la page.',
    reload: 'Recharger',
  },
};
