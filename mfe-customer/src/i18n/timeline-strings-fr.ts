// Strings of the customer's request timeline, merged into the 'customer' namespace (French).
export const timelineFr = {
  timelineTitle: 'Historique',
  timelineEmpty: "Aucun événement pour l'instant",
  'timeline.filed': 'Vous avez déposé la demande',
  'timeline.assigned': 'Assistant personnel affecté',
  'timeline.payment-authorized': 'Paiement autorisé',
  'timeline.payment-captured': 'Paiement débité',
  'timeline.payment-voided': 'Autorisation de paiement annulée',
  'timeline.cancelled': 'Demande annulée',
  'timeline.completed': 'Service terminé',
  timelinePaName: 'Votre PA : {{name}}',
  timelineAmount: 'Montant : {{amount}}',
  timelineExtension: 'prolongation du service',
  timelineNoFee: 'sans frais d’annulation',
  timelineFee: 'frais d’annulation : {{fee}}, prélevés ({{taken}} pris)',
  timelineFeeOwed: 'frais d’annulation : {{fee}}, dus ({{taken}} pris)',
};
