// The application form's values: the shared schema's input, empty, with the visitor's language preselected.
import type { Locale } from '@alfie/shared/contracts/constants';
import type { PaApplicationInput } from '@alfie/shared/contracts';

export type ApplicationValues = PaApplicationInput;

export const emptyVehicle = (): NonNullable<ApplicationValues['vehicles']>[number] => ({
  vehicleType: 'carType1',
  brand: '',
  model: '',
  registrationYear: '',
});

export function emptyApplication(language: Locale): ApplicationValues {
  return {
    firstname: '',
    lastname: '',
    email: '',
    phone: '',
    mobile: '',
    homeTown: '',
    birthdate: '',
    job: '',
    hobby: '',
    languagesSpoken: [],
    vehicles: [],
    cityIds: [],
    language,
    // The schema wants `true`; the box starts unticked and the schema's message asks for it.
    privacy: false as unknown as true,
  };
}
