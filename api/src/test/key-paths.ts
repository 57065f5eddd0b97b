// Where an answer holds keys its caller may not read: the audience checks of the PA's and customer's answers.

/** The agency's figures in the price rules, which customers never read: the PA's share and tax, the travel buffer. */
export const AGENCY_FIGURES = ['percToPA', 'withholdingTax', 'travelBufferMinutes'];

/** The customer's identity and price, which no PA reads before the assignment (open requests, offers). */
export const CUSTOMER_OF_OPEN_WORK = [
  'customers',
  'businessName',
  'vatCode',
  'email',
  'referents',
  'amount',
  'poiPrice',
  'cityPrice',
  'flatPrice',
];

/** On its assignments a PA reads the customer's name and referents, still not the price nor the VAT code. */
export const PRICE_OF_ASSIGNED_WORK = ['vatCode', 'amount', 'poiPrice', 'cityPrice', 'flatPrice'];

/** The paths of an answer whose key is one of `keys`, at any depth ('[0].cities[1].percToPA'). */
export function keyPaths(body: unknown, keys: readonly string[], path = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((x, i) => keyPaths(x, keys, `${path}[${i}]`));
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([k, v]) => {
    const p = path ? `${path}.${k}` : k;
    return [...(keys.includes(k) ? [p] : []), ...keyPaths(v, keys, p)];
  });
}
