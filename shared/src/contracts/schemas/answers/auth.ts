// The sign-in and the company's registration (modules/auth).
import * as v from 'valibot';
import { LOCALES } from '../../constants.ts';
import { ROLES } from '../../roles.ts';
import { str, int, nstr, reviewStatus } from './scalars.ts';

export const loginAnswerSchema = v.object({
  account: v.object({
    token: str,
    role: v.picklist(ROLES),
    accountType: v.picklist(['Customer', 'Operator', 'PersonalAssistant']),
    id: int,
    username: str,
  }),
  currentUserId: int,
  languages: v.array(v.object({ language: v.picklist(LOCALES) })),
  company: v.optional(nstr),
  email: v.optional(str),
  twoFactorEnrolmentRequired: v.optional(v.boolean()),
});

export const twoFactorChallengeSchema = v.object({ twoFactorRequired: v.literal(true), challenge: str });

export const registeredCompanySchema = v.object({
  id: int,
  businessName: str,
  email: str,
  status: reviewStatus,
});

export type LoginResponse = v.InferInput<typeof loginAnswerSchema>;
