import fc from 'fast-check';
import * as v from 'valibot';
import { signupFormSchema, registrationSchema, toRegistrationPayload } from './auth.ts';
import { assistedSchema, newRequestSchema, referentSchema, requestedVehicles } from './request.ts';
import { splitName, toggleVehicle, vehiclesIssue } from './request-rules.ts';
import { cityPriceSchema, countryFormSchema, poiPriceItemSchema, priceRuleFormSchema } from './pricing.ts';
import { paymentQuerySchema } from './payment-query.ts';
import { operatorFormSchema, registerOperatorSchema } from './operator.ts';
import { PASSWORD_PATTERN, EMAIL_PATTERN } from '../patterns.ts';
import { VEHICLES } from '../constants.ts';

const fields = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? {} : v.flatten(r.issues).nested;
};

const signup = {
  company: 'ACME S.p.A.',
  country: 'Italia',
  city: 'Milano',
  cap: '20121',
  street: 'Via Roma 1',
  pIva: '12345678901',
  cf: '12345678901',
  sdi: 'ABC1234',
  email: 'admin@acme.it',
  password: 'Demo-2026!',
  language: 'it',
  terms: true,
  privacy: true,
};

describe('signup rules', () => {
  it('accepts a complete Italian company and maps it to the registration payload', () => {
    const parsed = v.parse(signupFormSchema, signup);
    const payload = toRegistrationPayload(parsed);
    expect(v.safeParse(registrationSchema, payload).success).toBe(true);
    expect(payload.Account.Username).toBe('admin@acme.it');
  });

  it('asks for VAT or fiscal code, and for fiscal code and SDI in Italy only', () => {
    expect(fields(signupFormSchema, { ...signup, pIva: '', cf: '' })).toEqual({
      pIva: ['INSERT.VAT'],
      cf: ['INSERT.VAT'],
    });
    expect(fields(signupFormSchema, { ...signup, sdi: '' })).toEqual({ sdi: ['INVALID.SDI'] });
    expect(
      fields(signupFormSchema, { ...signup, country: 'France', cf: '', sdi: '', pIva: 'FR12345678901' }),
    ).toEqual({});
    expect(fields(signupFormSchema, { ...signup, country: '', cf: '' })).toEqual({
      country: ['REQUIRED.FIELD'],
      cf: ['INSERT.VAT'],
    });
  });

  it('shows the identity rule while other fields are still wrong', () => {
    expect(fields(signupFormSchema, { ...signup, pIva: '', cf: '', terms: false, email: 'x' })).toEqual({
      pIva: ['INSERT.VAT'],
      cf: ['INSERT.VAT'],
      email: ['INVALID.EMAIL'],
      terms: ['AUTH.GENERAL.PRIVACY_INVALID'],
    });
  });

  it('names every missing code of an Italian (or country-less) company at once, beside its field', () => {
    const empty = { ...signup, company: '', country: '', pIva: '', cf: '', sdi: '' };
    expect(fields(signupFormSchema, empty)).toEqual({
      company: ['REQUIRED.FIELD'],
      country: ['REQUIRED.FIELD'],
      pIva: ['INSERT.VAT'],
      cf: ['INSERT.VAT'],
      sdi: ['INVALID.SDI'],
    });
    expect(fields(signupFormSchema, { ...signup, cf: '', sdi: '' })).toEqual({
      cf: ['INSERT.VAT'],
      sdi: ['INVALID.SDI'],
    });
    const payload = toRegistrationPayload({ ...v.parse(signupFormSchema, signup) });
    expect(
      fields(registrationSchema, { ...payload, Country: 'Italia', FiscalCode: null, Sdi: null }),
    ).toEqual({
      FiscalCode: ['INSERT.VAT'],
      Sdi: ['INVALID.SDI'],
    });
  });

  it('needs terms and privacy both ticked', () => {
    expect(fields(signupFormSchema, { ...signup, privacy: false })).toEqual({
      privacy: ['AUTH.GENERAL.PRIVACY_INVALID'],
    });
  });

  it('refuses unknown fields in the API payload', () => {
    const payload = { ...toRegistrationPayload(v.parse(signupFormSchema, signup)), isAdmin: true };
    expect(v.safeParse(registrationSchema, payload).success).toBe(false);
  });
});

describe('patterns', () => {
  it('accepts passwords only with lower, upper, digit and special character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 40 }), (s) => {
        const ok = PASSWORD_PATTERN.test(s);
        const expected =
          s.length >= 8 &&
          s.length <= 128 &&
          /[a-z]/.test(s) &&
          /[A-Z]/.test(s) &&
          /\d/.test(s) &&
          /[^A-Za-z0-9\s]/.test(s);
        expect(ok).toBe(expected);
      }),
    );
  });

  it('accepts the e-mails the spec describes and refuses others', () => {
    for (const ok of ['a@b.it', 'first.last@mail-host.com', 'x_y@z.fr'])
      expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a@b', 'a b@c.it', '@c.it', 'a@c.info', 'a@@c.it'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });
});

describe('new request rules', () => {
  const start = new Date(Date.now() + 86_400_000);
  const base = {
    customerId: 1,
    startDatetime: start.toISOString(),
    endDatetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    cities: [{ countryId: 1, cityId: 2, poiId: 3 }],
    referents: [
      {
        firstname: 'Anna',
        lastname: 'Rossi',
        email: 'anna@acme.it',
        phone: '+39 02 123456',
        mobile: '+39 333 1234567',
      },
    ],
    assisted: [{ firstname: 'Marco', lastname: 'Bianchi', title: 'CEO' }],
    requiredVehicle: 'carType1',
  };

  it('accepts a valid request', () => {
    expect(fields(newRequestSchema, base)).toEqual({});
  });

  it('checks start, end, place and vehicles', () => {
    expect(
      fields(newRequestSchema, { ...base, startDatetime: new Date(Date.now() - 3_600_000).toISOString() }),
    ).toHaveProperty('startDatetime', ['START.DATE.PAST']);
    expect(
      fields(newRequestSchema, { ...base, endDatetime: new Date(start.getTime() + 3_599_999).toISOString() }),
    ).toEqual({ endDatetime: ['END.DATE.INVALID'] });
    expect(fields(newRequestSchema, { ...base, cities: [{ countryId: 1, cityId: 2 }] })).toEqual({
      'cities.0.street': ['REQUIRED.PLACE'],
    });
    expect(
      fields(newRequestSchema, { ...base, requiredVehicle: 'nothing', requiredVehicle1: 'moto' }),
    ).toEqual({ requiredVehicle: ['SELECT.ONE.FIELD'] });
    expect(fields(newRequestSchema, { ...base, requiredVehicle: undefined })).toEqual({
      requiredVehicle: ['SELECT.ONE.FIELD'],
    });
    expect(
      fields(newRequestSchema, { ...base, referents: [{ ...base.referents[0], email: 'nope' }] }),
    ).toEqual({ 'referents.0.email': ['INVALID.EMAIL'] });
    expect(
      fields(newRequestSchema, { ...base, assisted: [{ firstname: 'Marco', lastname: '', title: 'CEO' }] }),
    ).toEqual({ 'assisted.0.lastname': ['REQUIRED.FIELD'] });
  });

  it('keeps vehicle choices valid whatever the clicks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...VEHICLES), fc.boolean()), { maxLength: 30 }),
        (clicks) => {
          let chosen: string[] = [];
          for (const [vehicle, checked] of clicks) chosen = toggleVehicle(chosen, vehicle, checked);
          if (chosen.length > 0) expect(vehiclesIssue(chosen)).toBeNull();
        },
      ),
    );
    expect(
      requestedVehicles({ requiredVehicle: 'moto', requiredVehicle3: 'carType1', requiredVehicle2: '' }),
    ).toEqual(['moto', 'carType1']);
  });

  it("needs each referent's name and surname, together in firstname (older clients) or apart", () => {
    const marco = {
      firstname: 'Marco',
      lastname: '',
      email: 'marco@acme.it',
      phone: '021234',
      mobile: '333123',
    };
    expect(fields(referentSchema, marco)).toEqual({ lastname: ['REQUIRED.SURNAME'] });
    expect(fields(referentSchema, { ...marco, lastname: undefined })).toEqual({
      lastname: ['REQUIRED.SURNAME'],
    });
    expect(fields(referentSchema, { ...marco, lastname: '   ' })).toEqual({ lastname: ['REQUIRED.SURNAME'] });
    expect(fields(referentSchema, { ...marco, firstname: 'Marco Bianchi' })).toEqual({});
    expect(fields(referentSchema, { ...marco, lastname: 'Bianchi' })).toEqual({});
    const payload = { ...base, referents: [marco] };
    expect(fields(newRequestSchema, payload)).toEqual({ 'referents.0.lastname': ['REQUIRED.SURNAME'] });
  });

  it('splits a referent name on the first space', () => {
    expect(splitName('Anna Maria Rossi')).toEqual({ firstname: 'Anna', lastname: 'Maria Rossi' });
    expect(splitName('  Cher ')).toEqual({ firstname: 'Cher', lastname: '' });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        v.safeParse(newRequestSchema, x);
      }),
    );
  });
});

describe('pricing and operator forms', () => {
  it('requires the city name for a city rule and city, POI name and flat fee for a POI rule', () => {
    expect(
      fields(priceRuleFormSchema, { type: 'city', countryId: 1, cityName: '', rate: 40, percToPA: 50 }),
    ).toEqual({ cityName: ['REQUIRED.FIELD'] });
    expect(
      fields(priceRuleFormSchema, {
        type: 'poi',
        countryId: 1,
        cityId: 4,
        poiName: 'Linate',
        rate: 40,
        percToPA: 50,
      }),
    ).toEqual({ forfait: ['REQUIRED.FIELD'] });
    expect(
      fields(priceRuleFormSchema, { type: 'city', countryId: 1, cityName: 'Roma', rate: 0, percToPA: 0 }),
    ).toEqual({ rate: ['REQUIRED.FIELD'], percToPA: ['REQUIRED.FIELD'] });
    expect(
      fields(priceRuleFormSchema, {
        type: 'city',
        countryId: 1,
        cityName: 'Roma',
        rate: 40.123,
        percToPA: 5,
      }),
    ).toEqual({ rate: ['INVALID.NUMBER'] });
  });

  it('judges money after rounding to cents: at least 0.01, never an amount stored as 0', () => {
    const rule = { type: 'city', countryId: 1, cityName: 'Roma', percToPA: 5 };
    for (const rate of [1e-9, 0.004, '0.001'])
      expect(fields(priceRuleFormSchema, { ...rule, rate })).toEqual({ rate: ['AMOUNT.TOO.SMALL'] });
    for (const rate of [0.01, '0.5', 12.34])
      expect(fields(priceRuleFormSchema, { ...rule, rate })).toEqual({});
    const poi = { cityId: 1, name: 'Linate', forfait: 2, percToPA: 50 };
    expect(fields(poiPriceItemSchema, { ...poi, price: 1e-9 })).toEqual({ price: ['AMOUNT.TOO.SMALL'] });
    expect(fields(cityPriceSchema, { countryId: 1, cityName: 'Roma', price: 1e-9, percToPA: 5 })).toEqual({
      price: ['AMOUNT.TOO.SMALL'],
    });
    expect(v.is(paymentQuerySchema, { token: 't', requestId: '1', amount: '0.00' })).toBe(false);
    expect(v.is(paymentQuerySchema, { token: 't', requestId: '1', amount: '0.01' })).toBe(true);
  });

  it('checks the country form', () => {
    expect(
      fields(countryFormSchema, {
        name: 'Spagna',
        countryCode: '1S',
        vat: '21',
        withholdingTax: 'x',
        currencySymbol: '€',
        currencyCode: 'EUR',
        travelBufferMinutes: '60',
        noShowWaitMinutes: '60',
      }),
    ).toEqual({
      countryCode: ['INVALID.CODE'],
      withholdingTax: ['INVALID.NUMBER'],
    });
  });

  it('takes a travel time of 0 to 720 whole minutes, as text or number', () => {
    const country = {
      name: 'Spagna',
      countryCode: 'ES',
      vat: '21',
      withholdingTax: '15',
      currencySymbol: '€',
      currencyCode: 'EUR',
      noShowWaitMinutes: '60',
    };
    for (const ok of ['0', '720', 45, ' 60 '])
      expect(v.parse(countryFormSchema, { ...country, travelBufferMinutes: ok }).travelBufferMinutes).toBe(
        Number(ok),
      );
    for (const bad of ['721', '-1', '1.5', 'x', 1000])
      expect(fields(countryFormSchema, { ...country, travelBufferMinutes: bad })).toEqual({
        travelBufferMinutes: ['TRAVEL.BUFFER.INVALID'],
      });
    expect(fields(countryFormSchema, { ...country, travelBufferMinutes: '' })).toEqual({
      travelBufferMinutes: ['REQUIRED.FIELD'],
    });
  });

  it('takes a no-show waiting time of 0 to 360 whole minutes, as text or number', () => {
    const country = {
      name: 'Spagna',
      countryCode: 'ES',
      vat: '21',
      withholdingTax: '15',
      currencySymbol: '€',
      currencyCode: 'EUR',
      travelBufferMinutes: '60',
    };
    for (const ok of ['0', '360', 45, ' 60 '])
      expect(v.parse(countryFormSchema, { ...country, noShowWaitMinutes: ok }).noShowWaitMinutes).toBe(
        Number(ok),
      );
    for (const bad of ['361', '-1', '1.5', 'x'])
      expect(fields(countryFormSchema, { ...country, noShowWaitMinutes: bad })).toEqual({
        noShowWaitMinutes: ['NO.SHOW.WAIT.INVALID'],
      });
    expect(fields(countryFormSchema, { ...country, noShowWaitMinutes: '' })).toEqual({
      noShowWaitMinutes: ['REQUIRED.FIELD'],
    });
  });

  it('requires a country unless the role is operator-admin', () => {
    const op = {
      firstname: 'A',
      lastname: 'B',
      email: 'a@b.it',
      password: 'Demo-2026!',
      role: 'operator-user',
      country: '',
    };
    expect(fields(operatorFormSchema('create'), op)).toEqual({ country: ['REQUIRED.FIELD'] });
    expect(fields(operatorFormSchema('create'), { ...op, role: 'operator-admin' })).toEqual({});
    expect(fields(operatorFormSchema('edit'), { ...op, email: '', password: '', country: 'Italia' })).toEqual(
      {},
    );
    expect(
      fields(registerOperatorSchema, {
        firstname: 'A',
        lastname: 'B',
        email: 'a@b.it',
        account: { role: 'operator-recruiter', password: 'Demo-2026!' },
      }),
    ).toEqual({ 'account.country': ['REQUIRED.FIELD'] });
  });
});

describe('bidirectional control characters', () => {
  const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('are refused in every name and address of the signup, operator and pricing forms', () => {
    for (const c of controls) {
      for (const field of ['company', 'country', 'city', 'street'] as const)
        expect(fields(signupFormSchema, { ...signup, [field]: `Via${c} Roma` })).toEqual({
          [field]: ['INVALID.CHARACTERS'],
        });
      expect(
        fields(operatorFormSchema('create'), {
          firstname: `Anna${c}`,
          lastname: 'Rossi',
          email: 'anna@example.com',
          password: 'Demo-2026!',
          role: 'operator-admin',
        }),
      ).toEqual({ firstname: ['INVALID.CHARACTERS'] });
      expect(
        fields(priceRuleFormSchema, {
          type: 'city',
          countryId: 1,
          cityName: `Ro${c}ma`,
          rate: 4,
          percToPA: 5,
        }),
      ).toEqual({ cityName: ['INVALID.CHARACTERS'] });
    }
  });

  it('are refused in the request payload’s people and places, while other scripts pass', () => {
    const referent = {
      firstname: 'Anna',
      lastname: 'Rossi\u202E',
      email: 'a@b.it',
      phone: '0212345',
      mobile: '333123456',
    };
    expect(fields(referentSchema, referent)).toEqual({ lastname: ['INVALID.CHARACTERS'] });
    expect(fields(assistedSchema, { firstname: 'Luca', lastname: 'B\u2066', title: 'CEO' })).toEqual({
      lastname: ['INVALID.CHARACTERS'],
    });
    expect(fields(referentSchema, { ...referent, lastname: 'عبد الله Müller 李' })).toEqual({});
    expect(
      fields(registerOperatorSchema, {
        firstname: 'Anna',
        lastname: 'Rossi',
        email: 'anna@example.com',
        account: { role: 'operator-user', password: 'Demo-2026!', country: 'Ital\u202Eia' },
      }),
    ).toEqual({ 'account.country': ['INVALID.CHARACTERS'] });
  });
});
