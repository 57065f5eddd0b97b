// The body of POST /Request/alfie/register-new-request for journeys that file a request through the API: two hours
// from `start` at a street address of one city, one assisted person, no travels.
const HOUR = 3_600_000;

export function streetRequestPayload(at: {
  customerId: number;
  countryId: number;
  cityId: number;
  start: Date;
}) {
  return {
    type: 'business',
    customerId: at.customerId,
    personalAssistantId: null,
    startDatetime: at.start.toISOString(),
    endDatetime: new Date(at.start.getTime() + 2 * HOUR).toISOString(),
    cities: [
      { countryId: at.countryId, cityId: at.cityId, poiId: null, street: 'Via Prova 1', orderIndex: 0 },
    ],
    lat: '1',
    lng: '2',
    passengers: 1,
    requiredVehicle: 'nothing',
    requiredCultures: ['it'],
    referents: [
      {
        firstname: 'Maria',
        lastname: 'Rossi',
        email: 'maria@example.com',
        phone: '02 1234567',
        mobile: '333 1234567',
      },
    ],
    assisted: [{ firstname: 'John', lastname: 'Smith', title: 'CEO', mobile: null }],
    servicenotes: '',
    helpNotes: '',
    travels: [],
  };
}
