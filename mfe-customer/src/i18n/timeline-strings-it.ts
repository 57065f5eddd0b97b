// Strings of the customer's request timeline, merged into the 'customer' namespace (Italian).
export const timelineIt = {
  timelineTitle: 'Cronologia',
  timelineEmpty: 'Nessun evento ancora',
  'timeline.filed': 'Hai inserito la richiesta',
  'timeline.assigned': 'Personal assistant assegnato',
  'timeline.payment-authorized': 'Pagamento autorizzato',
  'timeline.payment-captured': 'Pagamento addebitato',
  'timeline.payment-voided': 'Autorizzazione di pagamento annullata',
  'timeline.cancelled': 'Richiesta annullata',
  'timeline.completed': 'Servizio concluso',
  timelinePaName: 'Il tuo PA: {{name}}',
  timelineAmount: 'Importo: {{amount}}',
  timelineExtension: 'estensione del servizio',
  timelineNoFee: 'senza penale',
  timelineFee: 'penale di cancellazione: {{fee}}, addebitata ({{taken}} addebitati)',
  timelineFeeOwed: 'penale di cancellazione: {{fee}}, da pagare ({{taken}} addebitati)',
};
