// The shell's two-factor sign-in strings in Italian.
import type { twoFactorEn } from './two-factor-en.ts';

export const twoFactorIt: Record<keyof typeof twoFactorEn, string> = {
  'TWO_FACTOR.TITLE': 'Accesso in due passaggi',
  'TWO_FACTOR.INTRO':
    'Oltre alla password, accedi con un codice di 6 cifre da un’app di autenticazione sul telefono (per esempio FreeOTP, Google Authenticator o Microsoft Authenticator).',
  'TWO_FACTOR.STATUS_ON': 'L’accesso in due passaggi è attivo.',
  'TWO_FACTOR.STATUS_OFF': 'L’accesso in due passaggi non è attivo.',
  'TWO_FACTOR.REQUIRED': 'Il tuo ruolo richiede l’accesso in due passaggi: configuralo ora.',
  'TWO_FACTOR.SETUP': 'Configura l’accesso in due passaggi',
  'TWO_FACTOR.SCAN':
    'Inquadra questo codice QR con l’app di autenticazione, oppure inserisci la chiave a mano.',
  'TWO_FACTOR.QR': 'Codice QR per l’app di autenticazione',
  'TWO_FACTOR.SECRET': 'Chiave',
  'TWO_FACTOR.URI': 'Link di configurazione',
  'TWO_FACTOR.CODE': 'Codice di 6 cifre',
  'TWO_FACTOR.CODE_HINT': 'Il codice che l’app di autenticazione mostra ora.',
  'TWO_FACTOR.ENABLE': 'Attiva',
  'TWO_FACTOR.RECOVERY_TITLE': 'I tuoi codici di recupero',
  'TWO_FACTOR.RECOVERY_INTRO':
    'Conserva questi codici in un luogo sicuro: ognuno permette un accesso se perdi il telefono. Vengono mostrati solo ora.',
  'TWO_FACTOR.RECOVERY_SAVED': 'Li ho salvati',
  'TWO_FACTOR.RECOVERY_LEFT': 'Codici di recupero rimasti: {{count}}',
  'TWO_FACTOR.RECOVERY_CODE': 'Codice di recupero',
  'TWO_FACTOR.USE_RECOVERY': 'Usa invece un codice di recupero',
  'TWO_FACTOR.USE_CODE': 'Usa invece un codice dell’app',
  'TWO_FACTOR.DISABLE_TITLE': 'Disattiva l’accesso in due passaggi',
  'TWO_FACTOR.DISABLE': 'Disattiva',
  'TWO_FACTOR.DISABLED_DONE': 'L’accesso in due passaggi è stato disattivato.',
  'TWO_FACTOR.STEP_TITLE': 'Accesso in due passaggi',
  'TWO_FACTOR.STEP_INTRO': 'Inserisci il codice di 6 cifre mostrato dall’app di autenticazione.',
  'TWO_FACTOR.VERIFY': 'Verifica',
  'TWO_FACTOR.POLICY_TITLE': 'Regole di accesso in due passaggi',
  'TWO_FACTOR.POLICY_INTRO': 'Richiedi l’accesso in due passaggi per gli account di questi ruoli:',
  'TWO_FACTOR.POLICY_SAVED': 'Regole salvate.',
  'MENU.TWO_FACTOR': 'Accesso in due passaggi',
};
