// The example call of register-new-request in the OpenAPI document (demo company 2, Malpensa POI).
export const NEW_REQUEST_EXAMPLE = {
  type: 'business',
  customerId: 2,
  startDatetime: '2026-12-01T10:00:00.000Z',
  endDatetime: '2026-12-01T12:00:00.000Z',
  cities: [{ countryId: 1, cityId: 1, poiId: 1, street: '', orderIndex: 0 }],
  passengers: 2,
  services: 'meet-and-greet',
  requiredVehicle: 'carType1',
  requiredCultures: ['it', 'en'],
  referents: [
    {
      firstname: 'Maria',
      lastname: 'Rossi',
      email: 'maria@example.com',
      phone: '+39 02 1234567',
      mobile: '+39 333 1234567',
    },
  ],
  assisted: [{ firstname: 'John', lastname: 'Smith', title: 'CEO', mobile: '+44 7700 900123' }],
  travels: [{ type: 'airplain', code: 'AZ123', company: 'ITA Airways', from: 'LHR', to: 'MXP' }],
};
