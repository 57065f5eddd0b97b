// The worked example beside each rule: what a customer pays for a 2-hour service and what the PA receives,
// with the quote function the API freezes on requests.
import {
  computeQuote,
  TWO_HOURS_MS,
  unitsToCents,
  type FlatPriceRow,
  type Quote,
} from '@alfie/shared/contracts';

export function twoHourExample(row: FlatPriceRow, vatPercent: number): Quote {
  return computeQuote(
    {
      kind: row.type,
      rateCents: unitsToCents(row.rate),
      forfaitHours: row.forfait,
      percToPA: row.percToPA,
    },
    TWO_HOURS_MS,
    vatPercent,
  );
}
