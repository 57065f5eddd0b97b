// The PAs as the operators review and read them (modules/pa-applicants).
import * as v from 'valibot';
import { str, int, num, nstr, reviewStatus } from './scalars.ts';

export const personalAssistantSummarySchema = v.object({
  id: int,
  firstname: str,
  firstName: str,
  lastname: str,
  lastName: str,
  email: str,
  phone: nstr,
  mobile: nstr,
  homeTown: nstr,
  birthdate: nstr,
  /** 'role - company' */
  job: nstr,
  hobby: nstr,
  status: reviewStatus,
  createDate: nstr,
});

export const personalAssistantSchema = v.object({
  ...personalAssistantSummarySchema.entries,
  languagesSpoken: v.array(v.object({ culture: str, knowledgeLevel: num })),
  vehicles: v.array(v.object({ vehicleType: str, brand: str, model: str, registrationYear: int })),
  assigns: v.array(v.object({ date: str, city: str })),
});

export type PersonalAssistant = v.InferInput<typeof personalAssistantSchema>;
export type SpokenLanguage = PersonalAssistant['languagesSpoken'][number];
export type PaVehicle = PersonalAssistant['vehicles'][number];
export type PastAssignment = PersonalAssistant['assigns'][number];
