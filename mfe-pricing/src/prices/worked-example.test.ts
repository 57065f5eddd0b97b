import { flattenPrices } from '@alfie/shared/contracts';
import { PRICES } from '@alfie/shared/testing/prices';
import { twoHourExample } from './worked-example.ts';

const rows = flattenPrices(PRICES);

it('a city rule bills the two hours: 45/h, VAT 22%, 60% to the PA', () => {
  const q = twoHourExample(
    rows.find((r) => r.city === 'Milano' && r.type === 'city')!,
    22,
  );
  expect(q).toMatchObject({ netCents: 9000, vatCents: 1980, amountCents: 10980, paPaymentCents: 5400 });
});

it('a POI rule bills at least its flat fee (4 hours at 60/h)', () => {
  const q = twoHourExample(
    rows.find((r) => r.type === 'poi')!,
    22,
  );
  expect(q).toMatchObject({
    billableMinutes: 240,
    netCents: 24000,
    amountCents: 29280,
    paPaymentCents: 14400,
  });
});
