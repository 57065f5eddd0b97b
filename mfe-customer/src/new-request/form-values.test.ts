import * as v from 'valibot';
import { newRequestSchema, requestFormSchema } from '@alfie/shared/contracts';
import { COUNTRIES } from './fixtures.ts';
import { emptyRequestForm, toPayload } from './form-values.ts';

const filled = () => ({
  ...emptyRequestForm({ businessName: 'Acme', email: 'admin@acme.example.com' }),
  contacts: [
    { name: '  Anna   Maria Neri ', email: 'anna@example.com', phone: '02 123456', mobile: '333 123456' },
    { name: 'Cher Sarkisian', email: 'cher@example.com', phone: '02 654321', mobile: '333 654321' },
  ],
  countryId: '1',
  cityId: '10',
  departureStreet: 'Via Torino 51',
  arrivalSame: 'no' as 'yes' | 'no',
  arrivalPoiId: '100',
  start: '2031-05-10T10:00',
  end: '2031-05-10T12:30',
  travels: [
    {
      type: 'train' as const,
      code: 'FR9512',
      company: 'Trenitalia',
      lastname: 'Smith',
      from: 'Roma',
      to: 'Milano',
      arrival: '2031-05-10T09:40',
    },
  ],
  assisted: [{ firstname: 'John', lastname: 'Smith', title: 'CEO', mobile: '' }],
  languages: ['it' as const, 'other' as const],
  otherLanguage: 'Portuguese',
  vehicles: ['carType1', 'moto'],
  services: ' Meet and greet ',
});

describe('toPayload', () => {
  it('builds a payload the API schema accepts: names split, stops ordered, slots, other language, travels', () => {
    expect(v.safeParse(requestFormSchema, filled()).success).toBe(true);
    const payload = toPayload(filled(), 7, COUNTRIES);
    const parsed = v.safeParse(newRequestSchema, payload, { abortEarly: false });
    expect(parsed.issues).toBeUndefined();
    expect(payload.referents.map((r) => [r.firstname, r.lastname])).toEqual([
      ['Anna', 'Maria Neri'],
      ['Cher', 'Sarkisian'],
    ]);
    expect(payload.cities).toEqual([
      expect.objectContaining({
        orderIndex: 0,
        cityId: 10,
        poiId: null,
        street: 'Via Torino 51',
        city: 'Milano',
      }),
      expect.objectContaining({ orderIndex: 1, cityId: 10, poiId: 100, street: null, poi: 'Malpensa' }),
    ]);
    expect(payload).toMatchObject({
      requiredVehicle: 'carType1',
      requiredVehicle1: 'moto',
      requiredVehicle2: null,
      requiredCultures: ['it', 'Portuguese'],
      passengers: 1,
      services: 'Meet and greet',
      servicenotes: null,
    });
    expect(payload.travels?.[0]).toMatchObject({
      type: 'train',
      code: 'FR9512',
      from: 'Roma',
      lastname: 'Smith',
    });
    expect(Date.parse(payload.endDatetime) - Date.parse(payload.startDatetime)).toBe(2.5 * 3_600_000);
  });

  it('leaves the arrival out when it is the same as the departure', () => {
    const payload = toPayload({ ...filled(), arrivalSame: 'yes' }, 7, COUNTRIES);
    expect(payload.cities).toHaveLength(1);
  });

  it('the form schema refuses an arrival without a place only when it differs', () => {
    const issues = (values: ReturnType<typeof filled>) =>
      (v.safeParse(requestFormSchema, values).issues ?? []).map((i) => [v.getDotPath(i), i.message]);
    expect(issues({ ...filled(), arrivalPoiId: '' })).toEqual([['arrivalStreet', 'REQUIRED.PLACE']]);
    expect(issues({ ...filled(), arrivalSame: 'yes', arrivalPoiId: '' })).toEqual([]);
    expect(issues({ ...filled(), departurePoiId: '100' })).toEqual([['departureStreet', 'ADDRESS.OR.POI']]);
    expect(issues({ ...filled(), vehicles: ['nothing', 'moto'] })).toEqual([
      ['vehicles', 'SELECT.ONE.FIELD'],
    ]);
  });

  it("the form schema refuses a contact with a name and no surname, beside the contact's name", () => {
    const [anna, cher] = filled().contacts;
    const issues = (values: ReturnType<typeof filled>) =>
      (v.safeParse(requestFormSchema, values).issues ?? []).map((i) => [v.getDotPath(i), i.message]);
    expect(issues({ ...filled(), contacts: [anna!, { ...cher!, name: '  Marco ' }] })).toEqual([
      ['contacts.1.name', 'REQUIRED.SURNAME'],
    ]);
  });
});
