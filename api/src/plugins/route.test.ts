// The answer schema is the guard of what a caller reads: a field the handler returns but the schema does not name
// (a column a query gains later, the operators' figures in a shared tree) is not sent, at any depth.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import * as v from 'valibot';
import {
  customerCountryPricingSchema,
  offerAnswerSchema,
  openRequestItemSchema,
  paAssignmentItemSchema,
  paOfferItemSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { routesOf } from './route.ts';
import { registerValidation } from './validation.ts';
import { CUSTOMER_OF_OPEN_WORK, keyPaths, PRICE_OF_ASSIGNED_WORK } from '../test/key-paths.ts';

const stop = {
  city: 'Milano',
  poi: null,
  poiId: null,
  street: 'Via Roma',
  poiPrice: 60,
  cityPrice: 45,
  flatPrice: 4,
  streetNumber: '1',
  postalCode: '20100',
  cityId: 1,
  countryId: 1,
  country: 'Italia',
  orderIndex: 0,
  addedLater: 'stop column',
};
/** A request list item as the requests area builds it, with a column the PA's contracts do not name. */
const listItem = {
  id: 7,
  uId: 'R-7',
  type: 'consumer' as const,
  createDate: '2026-05-01T08:00:00',
  startDatetime: '2026-05-02T08:00:00.000Z',
  endDatetime: '2026-05-02T10:00:00.000Z',
  status: 'created',
  personalAssistantId: null,
  passengers: 1,
  cities: [stop],
  customers: { id: 3, businessName: 'Maria Rossi', vatCode: 'IT123', email: 'maria@example.com' },
  services: 'meet-and-greet',
  serviceNotes: null,
  helpNotes: 'Wheelchair',
  requiredVehicle: null,
  amount: 122,
  additionalDetails: null,
  paPaymentAmount: 60,
  paPaymentInstant: null,
  referents: [{ firstname: 'M', lastname: 'R', phone: '1', mobile: '2', email: 'm@example.com' }],
  currencyCode: 'EUR',
  internalNote: 'a column added to the query',
};

async function answerOf(schema: v.GenericSchema, body: unknown): Promise<unknown> {
  const app = Fastify();
  registerValidation(app);
  // Declared as the routes are, returning more than the schema names.
  routesOf(app, { tags: ['test'] }).get(
    '/x',
    { summary: 'x', public: true, response: schema },
    async () => body as never,
  );
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

test("price rules: the operators' tree sent to a customer loses the PA's share, tax and travel buffer", async () => {
  const tree = [
    {
      id: 1,
      name: 'Italia',
      countryCode: 'IT',
      vat: 22,
      withholdingTax: 20,
      currencySymbol: '€',
      currencyCode: 'EUR',
      travelBufferMinutes: 60,
      cancellationPolicy: [{ hoursBefore: 24, percent: 50 }],
      noShowWaitMinutes: 60,
      cities: [
        {
          id: 10,
          countryId: 1,
          cityName: 'Milano',
          price: 45,
          forfait: null,
          percToPA: 60,
          poIs: [{ id: 100, name: 'Malpensa', price: 60, forfait: 4, percToPA: 55, cityId: 10 }],
        },
      ],
    },
  ];
  const sent = await answerOf(v.array(customerCountryPricingSchema), tree);
  assert.deepEqual(sent, [
    {
      id: 1,
      name: 'Italia',
      countryCode: 'IT',
      vat: 22,
      currencySymbol: '€',
      currencyCode: 'EUR',
      cancellationPolicy: [{ hoursBefore: 24, percent: 50 }],
      noShowWaitMinutes: 60,
      cities: [
        {
          id: 10,
          countryId: 1,
          cityName: 'Milano',
          price: 45,
          forfait: null,
          poIs: [{ id: 100, name: 'Malpensa', price: 60, forfait: 4, cityId: 10 }],
        },
      ],
    },
  ]);
});

test("a PA's open request and offer: the whole list item goes in, neither identity, price nor a new column comes out", async () => {
  const open = await answerOf(v.array(openRequestItemSchema), [
    { ...listItem, offered: false, fit: { languages: true, vehicle: true, city: true, extra: 1 } },
  ]);
  const offer = await answerOf(v.array(paOfferItemSchema), [
    {
      requestId: 7,
      response: 'offered',
      offeredAt: '2026-05-01T09:00:00.000Z',
      withdrawable: true,
      assignedToMe: false,
      state: 'waiting',
      clashesWith: null,
      paId: 99,
      request: listItem,
    },
  ]);
  for (const sent of [open, offer]) {
    assert.deepEqual(
      keyPaths(sent, [...CUSTOMER_OF_OPEN_WORK, 'internalNote', 'addedLater', 'extra', 'paId']),
      [],
    );
    for (const k of ['paPaymentAmount', 'helpNotes', 'services', 'city', 'street', 'startDatetime'])
      assert.ok(keyPaths(sent, [k]).length > 0, k);
  }
});

test("a PA's assignment keeps the customer's name and the referents, not the price nor the customer's contacts", async () => {
  const sent = (await answerOf(v.array(paAssignmentItemSchema), [
    {
      ...listItem,
      status: 'assigned',
      personalAssistantId: 5,
      assisted: [],
      travels: [],
      field: { status: null, history: [] },
      noShowWaitMinutes: 60,
    },
  ])) as Record<string, unknown>[];
  assert.deepEqual(sent[0]!.customers, { id: 3, businessName: 'Maria Rossi' });
  assert.equal((sent[0]!.referents as unknown[]).length, 1);
  assert.deepEqual(keyPaths(sent, [...PRICE_OF_ASSIGNED_WORK, 'internalNote', 'addedLater']), []);
});

test('an offer answer is its two fields', async () => {
  assert.deepEqual(
    await answerOf(offerAnswerSchema, { requestId: 7, offered: true, paId: 99, status: 'x' }),
    {
      requestId: 7,
      offered: true,
    },
  );
});

test("a route's own access settings add to its module's default; a public module's route cannot ask for a token", async () => {
  const app = Fastify();
  registerValidation(app);
  const configs = new Map<string, unknown>();
  app.addHook('onRoute', (route) => void configs.set(route.url, route.config));
  const ok = v.boolean();
  const r = routesOf(app, { tags: ['t'], roles: ['operator-admin'] });
  r.get('/default', { summary: 'd', response: ok }, async () => true);
  r.get('/enrolling', { summary: 'e', response: ok, duringEnrolment: true }, async () => true);
  r.get('/open', { summary: 'o', response: ok, public: true }, async () => true);
  r.get('/customers', { summary: 'c', response: ok, roles: ['customer'] }, async () => true);
  await app.ready();
  const configOf = (url: string) => {
    const {
      public: isPublic,
      roles,
      duringEnrolment,
    } = configs.get(url) as {
      public?: true;
      roles?: string[];
      duringEnrolment?: true;
    };
    return { isPublic, roles, duringEnrolment };
  };
  assert.deepEqual(configOf('/default'), {
    isPublic: undefined,
    roles: ['operator-admin'],
    duringEnrolment: undefined,
  });
  // Marking a route open during enrolment keeps the module's roles (it used to replace them: any signed-in caller).
  assert.deepEqual(configOf('/enrolling'), {
    isPublic: undefined,
    roles: ['operator-admin'],
    duringEnrolment: true,
  });
  assert.deepEqual(configOf('/open'), { isPublic: true, roles: undefined, duringEnrolment: undefined });
  assert.deepEqual(configOf('/customers'), {
    isPublic: undefined,
    roles: ['customer'],
    duringEnrolment: undefined,
  });

  const open = routesOf(Fastify(), { tags: ['t'], public: true });
  assert.throws(
    () => open.get('/x', { summary: 'x', response: ok, duringEnrolment: true }, async () => true),
    /a route of a public module cannot set roles or duringEnrolment/,
  );
  await app.close();
});
