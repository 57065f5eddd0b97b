// The fit rules one by one: required languages at level 50, vehicles accepted or none needed, every stop in a city.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitOf, type PaSkills } from './fit.ts';

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
