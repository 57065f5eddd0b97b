// The pricing and operator forms report every wrong field at once (as the form resolver runs them), with keys.
import * as v from 'valibot';
import { countryFormSchema, priceRuleFormSchema } from './pricing.ts';
import { operatorFormSchema } from './operator.ts';

const all = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input, { abortPipeEarly: false });
  if (r.success) return {};
  // A form shows each field's first message.
  const nested = v.flatten(r.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([k, msgs]) => [k, [msgs![0]]]));
};
const empty = { countryId: '', cityId: '', cityName: '', poiName: '', rate: '', forfait: '', percToPA: '' };

it('an empty city rule names country, city name, rate and percentage as required', () => {
  expect(all(priceRuleFormSchema, { type: 'city', ...empty })).toEqual({
    countryId: ['REQUIRED.FIELD'],
    cityName: ['REQUIRED.FIELD'],
    rate: ['REQUIRED.FIELD'],
    percToPA: ['REQUIRED.FIELD'],
  });
});

it('an empty POI rule also names the city, the POI name and the flat fee', () => {
  expect(Object.keys(all(priceRuleFormSchema, { type: 'poi', ...empty })).sort()).toEqual(
    ['cityId', 'countryId', 'forfait', 'percToPA', 'poiName', 'rate'].sort(),
  );
});

it('an empty country form says required (not invalid number) for VAT and withholding tax', () => {
  const blank = {
    name: '',
    countryCode: '',
    vat: '',
    withholdingTax: ' ',
    currencySymbol: '',
    currencyCode: '',
    travelBufferMinutes: '',
    noShowWaitMinutes: '',
  };
  expect(all(countryFormSchema, blank)).toEqual({
    name: ['REQUIRED.FIELD'],
    countryCode: ['REQUIRED.FIELD'],
    vat: ['REQUIRED.FIELD'],
    withholdingTax: ['REQUIRED.FIELD'],
    currencySymbol: ['REQUIRED.FIELD'],
    currencyCode: ['REQUIRED.FIELD'],
    travelBufferMinutes: ['REQUIRED.FIELD'],
    noShowWaitMinutes: ['REQUIRED.FIELD'],
  });
});

it('the operator form reports a missing country together with the other fields', () => {
  const errors = all(operatorFormSchema('create'), {
    firstname: '',
    lastname: 'B',
    email: 'x',
    password: 'p',
    role: 'operator-user',
    country: '',
  });
  expect(errors).toEqual({
    firstname: ['REQUIRED.FIELD'],
    email: ['INVALID.EMAIL'],
    password: ['INVALID.PASSWORD'],
    country: ['REQUIRED.FIELD'],
  });
});
