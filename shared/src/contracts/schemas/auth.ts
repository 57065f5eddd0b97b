// Login, signup (form and API payload), password recovery and reset, language change.
import * as v from 'valibot';
import { ROLES } from '../roles.ts';
import { email, identityChecks, locale, optionalText, password, requiredText } from './fields.ts';
import { username } from './login.ts';

export { loginSchema, type LoginInput } from './login.ts';

/** The signup form of the shell: field names as on the screen. */
const signupFields = v.object({
  company: requiredText(),
  country: requiredText(80),
  city: requiredText(80),
  cap: requiredText(16),
  street: requiredText(),
  pIva: v.optional(v.string(), ''),
  cf: v.optional(v.string(), ''),
  sdi: v.optional(v.string(), ''),
  email,
  password,
  language: locale,
  terms: v.literal(true, 'AUTH.GENERAL.PRIVACY_INVALID'),
  privacy: v.literal(true, 'AUTH.GENERAL.PRIVACY_INVALID'),
});

export const signupFormSchema = v.pipe(
  signupFields,
  ...identityChecks<v.InferOutput<typeof signupFields>>({
    country: 'country',
    vatCode: 'pIva',
    fiscalCode: 'cf',
    sdi: 'sdi',
  }),
);
export type SignupForm = v.InferInput<typeof signupFormSchema>;

/** POST /Auth/registercustomer. Role and status are accepted for compatibility and ignored by the API. */
const registrationFields = v.strictObject({
  BusinessName: requiredText(),
  CreateDate: v.optional(v.nullable(v.string())),
  Email: email,
  Country: requiredText(80),
  City: requiredText(80),
  PostalCode: requiredText(16),
  Street: requiredText(),
  Sdi: optionalText(16),
  VatCode: optionalText(20),
  FiscalCode: optionalText(20),
  Account: v.strictObject({
    AccountType: v.optional(v.string()),
    Username: v.optional(v.string()),
    Password: password,
    CreateDate: v.optional(v.nullable(v.string())),
    Status: v.optional(v.nullable(v.string())),
    role: v.optional(v.picklist(ROLES, 'INVALID.VALUE')),
    TermsConditions: v.literal(true, 'AUTH.GENERAL.PRIVACY_INVALID'),
    Privacy: v.literal(true, 'AUTH.GENERAL.PRIVACY_INVALID'),
    Language: v.optional(locale, 'it'),
  }),
});

export const registrationSchema = v.pipe(
  registrationFields,
  ...identityChecks<v.InferOutput<typeof registrationFields>>({
    country: 'Country',
    vatCode: 'VatCode',
    fiscalCode: 'FiscalCode',
    sdi: 'Sdi',
  }),
);
export type RegistrationPayload = v.InferInput<typeof registrationSchema>;

/** Builds the registration payload from the signup form (docs/product.md §3). */
export function toRegistrationPayload(
  form: v.InferOutput<typeof signupFormSchema>,
  now = new Date(),
): RegistrationPayload {
  const created = now.toISOString();
  return {
    BusinessName: form.company,
    CreateDate: created,
    Email: form.email,
    Country: form.country,
    City: form.city,
    PostalCode: form.cap,
    Street: form.street,
    Sdi: form.sdi || null,
    VatCode: form.pIva || null,
    FiscalCode: form.cf || null,
    Account: {
      AccountType: 'Customer',
      Username: form.email,
      Password: form.password,
      CreateDate: created,
      Status: 'Created',
      role: 'customer',
      TermsConditions: true,
      Privacy: true,
      Language: form.language,
    },
  };
}

export const recoveryFormSchema = v.object({ email });

/**
 * GET /Auth/generateresetpasswordtoken. `role` customer or operator narrows the accounts the address may belong to
 * (older clients send it); without it the address's account is mailed whichever of the two it is, so the recovery
 * screen serves customers and operators alike without asking.
 */
export const resetRequestQuerySchema = v.object({
  username,
  role: v.optional(v.picklist(['customer', 'operator'], 'INVALID.VALUE')),
});

export const resetPasswordSchema = v.strictObject({
  token: v.pipe(v.string('REQUIRED.FIELD'), v.nonEmpty('REQUIRED.FIELD'), v.maxLength(512, 'TOO.LONG')),
  password,
});

export const resetPasswordFormSchema = v.object({ password });

export const changeLanguageSchema = v.strictObject({
  Language: v.pipe(
    v.string('INVALID.VALUE'),
    v.transform((s) => s.toLowerCase()),
    locale,
  ),
});
