// mfe-payment strings in French.
import type { en } from './strings-en.ts';

export const fr: Record<keyof typeof en, string> = {
  paymentTitle: 'Autorisation de paiement',
  amount: 'Montant',
  description: 'Description',
  newEnd: 'Nouvelle fin du service',
  invalidLink: 'Le lien de paiement est incomplet ou invalide. Rouvrez le paiement depuis l’application.',
  payPalNotConfigured:
    'PayPal n’est pas configuré sur ce serveur (son client id manque). Signalez-le à Alfie, aucun paiement n’a été lancé.',
  loadingPayPal: 'Chargement de PayPal…',
  payPalUnavailable: 'Impossible de charger PayPal.',
  reload: 'Recharger',
  payPalFailed: 'PayPal n’a pas terminé l’autorisation. Réessayez avec les boutons ci-dessus.',
  sending: 'Envoi du paiement…',
  authorized: 'Paiement autorisé.',
  networkError: 'Erreur lors de l’envoi des données au serveur',
};
