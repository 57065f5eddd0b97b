// The PA application rules the form and the API share: required fields, adult birthdate, levels, cities, privacy.
import * as v from 'valibot';
import { offerSchema, paApplicationSchema } from './pa.ts';
import { isAtLeastYearsOld } from '../dates.ts';

/** The first message of each field, as the form shows it. */
const fields = (input: unknown) => {
  const r = v.safeParse(paApplicationSchema, input);
  if (r.success) return {};
  const nested = v.flatten(r.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([k, list]) => [k, [list![0]]]));
};

const application = {
  firstname: 'Giulia',
  lastname: 'Rossi',
  email: 'giulia.rossi@example.com',
  phone: '',
  mobile: '+39 333 1234567',
  homeTown: 'Milano',
  birthdate: '1990-04-12',
  job: 'Hostess - Alfie',
  hobby: 'Vela',
  languagesSpoken: [
    { culture: 'it', knowledgeLevel: 100 },
    { culture: 'en', knowledgeLevel: 80 },
  ],
  vehicles: [{ vehicleType: 'carType1', brand: 'Fiat', model: '500', registrationYear: '2019' }],
  cityIds: [1, 2, 2],
  language: 'it',
  privacy: true,
};

describe('PA application', () => {
  it('accepts a complete application, numbers the year and drops repeated cities', () => {
    const out = v.parse(paApplicationSchema, application);
    expect(out.vehicles[0]!.registrationYear).toBe(2019);
    expect(out.cityIds).toEqual([1, 2]);
  });

  it('names every empty required field with the contract keys', () => {
    const empty = { firstname: ' ', lastname: '', email: '', mobile: '', homeTown: '', birthdate: '' };
    expect(fields({ ...application, ...empty, languagesSpoken: [], cityIds: [] })).toEqual({
      firstname: ['REQUIRED.FIELD'],
      lastname: ['REQUIRED.FIELD'],
      email: ['REQUIRED.FIELD'],
      mobile: ['REQUIRED.FIELD'],
      homeTown: ['REQUIRED.FIELD'],
      birthdate: ['REQUIRED.FIELD'],
      languagesSpoken: ['SELECT.AT.LEAST.ONE'],
      cityIds: ['SELECT.AT.LEAST.ONE'],
    });
    expect(fields({ ...application, email: 'nope' })).toEqual({ email: ['INVALID.EMAIL'] });
    expect(fields({ ...application, privacy: false })).toEqual({ privacy: ['APPLICATION.PRIVACY.REQUIRED'] });
    expect(fields({ ...application, cityIds: [] })).toEqual({ cityIds: ['SELECT.AT.LEAST.ONE'] });
  });

  it('asks for an adult and a real date', () => {
    const now = new Date();
    const y = now.getUTCFullYear() - 17;
    expect(fields({ ...application, birthdate: `${y}-01-01` })).toEqual({
      birthdate: ['BIRTHDATE.NOT.ADULT'],
    });
    expect(fields({ ...application, birthdate: '1990-02-31' })).toEqual({ birthdate: ['INVALID.DATE'] });
    expect(isAtLeastYearsOld('2008-06-15', 18, new Date('2026-06-14T12:00:00Z'))).toBe(false);
    expect(isAtLeastYearsOld('2008-06-15', 18, new Date('2026-06-15T00:00:00Z'))).toBe(true);
  });

  it('takes only the knowledge levels 0, 50, 80, 100 and one entry per language', () => {
    const lang = (knowledgeLevel: number) => ({
      ...application,
      languagesSpoken: [{ culture: 'fr', knowledgeLevel }],
    });
    for (const level of [0, 50, 80, 100]) expect(fields(lang(level))).toEqual({});
    expect(fields(lang(60))).toEqual({ 'languagesSpoken.0.knowledgeLevel': ['INVALID.VALUE'] });
    const twice = {
      ...application,
      languagesSpoken: [application.languagesSpoken[0], application.languagesSpoken[0]],
    };
    expect(fields(twice)).toEqual({ languagesSpoken: ['INVALID.VALUE'] });
  });

  it('refuses unknown fields, vehicle types and numbers as strings elsewhere', () => {
    expect(v.safeParse(paApplicationSchema, { ...application, status: 'approved' }).success).toBe(false);
    const bad = { ...application, vehicles: [{ ...application.vehicles[0], vehicleType: 'nothing' }] };
    expect(fields(bad)).toEqual({ 'vehicles.0.vehicleType': ['INVALID.VALUE'] });
  });

  it('reads an offer request id given as a number or its digits', () => {
    expect(v.parse(offerSchema, { requestId: '12' })).toEqual({ requestId: 12 });
    expect(v.safeParse(offerSchema, { requestId: 0 }).success).toBe(false);
  });
});
