// mfe-payment strings in Italian.
import type { en } from './strings-en.ts';

export const it: Record<keyof typeof en, string> = {
  paymentTitle: 'Autorizzazione al pagamento',
  amount: 'Importo',
  description: 'Descrizione',
  newEnd: 'Nuova fine del servizio',
  invalidLink: 'Il link di pagamento è incompleto o non valido. Riapri il pagamento dall’app.',
  payPalNotConfigured:
    'PayPal non è configurato su questo server (manca il client id). Segnalalo ad Alfie, il pagamento non è stato avviato.',
  loadingPayPal: 'Caricamento di PayPal…',
  payPalUnavailable: 'Impossibile caricare PayPal.',
  reload: 'Ricarica',
  payPalFailed: 'PayPal non ha completato l’autorizzazione. Riprova con i pulsanti qui sopra.',
  sending: 'Invio del pagamento…',
  authorized: 'Pagamento autorizzato.',
  networkError: 'Errore nell’invio dei dati al server',
};
