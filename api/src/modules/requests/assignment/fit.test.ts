// The fit rules one by one: required languages at level 50, vehicles accepted or none needed, every stop in a city.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitOf, offerFitOf, type PaSkills } from './fit.ts';

const pa: PaSkills = {
  languages: [
    { culture: 'it', knowledgeLevel: 100 },
    { culture: 'en', knowledgeLevel: 50 },
    { culture: 'fr', knowledgeLevel: 0 },
  ],
  vehicleTypes: ['moto'],
  cityIds: [1, 2],
};
const needs = { requiredCultures: [], requiredVehicles: [], stopCityIds: [1] };

test('languages: every required one at intermediate level or better', () => {
  assert.equal(fitOf({ ...needs, requiredCultures: ['it', 'en'] }, pa).languages, true);
  assert.equal(fitOf({ ...needs, requiredCultures: ['it', 'fr'] }, pa).languages, false, 'fr is Base only');
  assert.equal(fitOf({ ...needs, requiredCultures: ['de'] }, pa).languages, false);
  assert.equal(fitOf(needs, pa).languages, true, 'nothing asked');
});

test('vehicle: none needed, or one of the accepted types owned', () => {
  assert.equal(fitOf({ ...needs, requiredVehicles: ['nothing'] }, pa).vehicle, true);
  assert.equal(fitOf({ ...needs, requiredVehicles: ['carType1', 'moto'] }, pa).vehicle, true);
  assert.equal(fitOf({ ...needs, requiredVehicles: ['carType1'] }, pa).vehicle, false);
  assert.equal(
    fitOf({ ...needs, requiredVehicles: ['carType1'] }, { ...pa, vehicleTypes: [] }).vehicle,
    false,
  );
});

test('city: every stop in a city of the PA', () => {
  assert.equal(fitOf({ ...needs, stopCityIds: [1, 2] }, pa).city, true);
  assert.equal(fitOf({ ...needs, stopCityIds: [1, 3] }, pa).city, false);
  assert.equal(fitOf({ ...needs, stopCityIds: [] }, pa).city, false);
});

test('offer fit: languages 35, vehicle 25, cities 25 shared by what is met, 15 for a free week less 5 a job', () => {
  const facts = {
    needs: {
      requiredCultures: ['it', 'fr'],
      requiredVehicles: ['carType1', 'moto'],
      stops: [
        { cityId: 1, city: 'Milano' },
        { cityId: 3, city: 'Torino' },
        { cityId: 1, city: 'Milano' },
      ],
    },
    pa,
    weekAssignments: 1,
    paCost: { amount: 42.5, currencyCode: 'EUR' },
  };
  const fit = offerFitOf(facts);
  assert.deepEqual(fit.reasons, [
    { code: 'language', culture: 'it', level: 100, met: true },
    { code: 'language', culture: 'fr', level: 0, met: false },
    { code: 'vehicle', asked: ['carType1', 'moto'], owned: ['moto'], met: true },
    { code: 'city', city: 'Milano', met: true },
    { code: 'city', city: 'Torino', met: false },
    { code: 'week-assignments', count: 1 },
    { code: 'pa-cost', amount: 42.5, currencyCode: 'EUR' },
  ]);
  assert.equal(fit.score, Math.round(17.5 + 25 + 12.5 + 10));
  const none = { ...facts, needs: { requiredCultures: [], requiredVehicles: ['nothing'], stops: [] } };
  assert.equal(
    offerFitOf({ ...none, weekAssignments: 0 }).score,
    75,
    'nothing asked, but no stop in its cities',
  );
  assert.equal(offerFitOf({ ...none, weekAssignments: 9 }).score, 60, 'the load never goes below 0');
  assert.ok(
    !offerFitOf(none).reasons.some((r) => r.code === 'vehicle'),
    'no vehicle asked, no vehicle reason',
  );
});
