// Strings of the customer's request timeline, merged into the 'customer' namespace (English).
export const timelineEn = {
  timelineTitle: 'Timeline',
  timelineEmpty: 'No events yet',
  'timeline.filed': 'You filed the request',
  'timeline.assigned': 'Personal assistant assigned',
  'timeline.payment-authorized': 'Payment authorized',
  'timeline.payment-captured': 'Payment charged',
  'timeline.payment-voided': 'Payment authorization voided',
  'timeline.cancelled': 'Request cancelled',
  'timeline.completed': 'Service completed',
  timelinePaName: 'Your PA: {{name}}',
  timelineAmount: 'Amount: {{amount}}',
  timelineExtension: 'service extension',
  timelineNoFee: 'no cancellation fee',
  timelineFee: 'cancellation fee: {{fee}}, captured ({{taken}} taken)',
  timelineFeeOwed: 'cancellation fee: {{fee}}, owed ({{taken}} taken)',
};
