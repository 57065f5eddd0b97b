// Error and message keys of docs/product.md §5, §8, with the English text the API puts in `error`.
import type { RequestConflict } from './offer-fit.ts';

export const ERROR_MESSAGES = {
  'REQUIRED.FIELD': 'required field',
  'INVALID.EMAIL': 'invalid e-mail',
  'INVALID.PASSWORD':
    'Invalid password: it must contain at least 8 characters, one upper case, one lower case, a number and a special character',
  'PASSWORD.BREACHED': 'This password appears in lists of leaked passwords: choose another one',
  'INSERT.VAT': 'Insert VAT and / or valid C.F',
  'INVALID.SDI': 'Invalid sdi',
  'INVALID.COUNTRY': 'Invalid country',
  'INVALID.CITY': 'Invalid city',
  'INVALID.ZIP.CODE': 'Invalid zip code',
  'ADDRESS.INVALID': 'Invalid address',
  'INVALID.FISCAL.CODE': 'Insert VAT and / or valid C.F',
  'INVALID.DATE': 'Incorrect date',
  'INVALID.NUMBER': 'Invalid number',
  'AMOUNT.TOO.SMALL': 'The amount must be at least 0.01',
  'INVALID.CODE': 'Invalid code',
  'INVALID.VALUE': 'Invalid value',
  'TOO.LONG': 'Text too long',
  'INVALID.CHARACTERS': 'The text contains invisible direction-control characters: remove them',
  'END.DATE.INVALID': 'end date and time invalid',
  'END.DATE.ASSIGNMENT.INVALID': 'The end date of the assignment is not valid',
  'EXTENSION.TOO.LONG': 'An extension can move the end by at most 24 hours',
  'RANGE.TOO.LONG': 'The period can be at most 7 days long',
  'START.DATE.PAST': 'The start cannot be in the past',
  'SELECT.ONE.FIELD': 'select one field',
  'SELECT.AT.LEAST.ONE': 'Select at least one the fields',
  'REQUIRED.PLACE': 'required place field',
  'ADDRESS.OR.POI': 'Enter address or point of interest',
  'REQUIRED.SURNAME': 'Enter both name and surname',
  'AUTH.VALIDATION.INVALID_LOGIN': 'The password or email is wrong',
  'AUTH.GENERAL.PRIVACY_INVALID': 'To register you must accept the terms and privacy policy',
  'APPLICATION.PRIVACY.REQUIRED': 'To apply you must accept the privacy policy',
  'AUTH.WRONG.USER.TYPE': 'wrong user type',
  'AUTH.ACCOUNT.NOT.ACTIVE': 'Your account is awaiting activation by our team',
  'AUTH.ACCOUNT.DISABLED': 'This account is no longer active',
  'AUTH.TOKEN.INVALID': 'The reset link is invalid or has expired',
  'EMAIL.ALREADY.IN.USE': 'The email entered is already in use',
  'RULE.NOT.FOUND': 'Rule not found or already used',
  'RULE.IN.USE': 'The rule is used by existing requests',
  'COUNTRY.HAS.CITIES': 'The country still has cities',
  'NOT.PERMITTED': 'Operation not permitted',
  UNAUTHORIZED: 'Authentication required',
  FORBIDDEN: 'Operation not permitted',
  'NOT.FOUND': 'not found',
  'INVALID.STATE': 'The operation is not allowed in the current state',
  'PAYOUT.NOT.CONFIRMED': 'The service has not been confirmed yet: the PA cannot be paid',
  'PAYOUT.NOT.SETTLED':
    'The customer still owes part of the amount: capture it or have an administrator write it off before paying the PA',
  'END.REASON.REQUIRED': 'The PA did not report the end of the service: say why you set this end',
  'NOTHING.OWED': 'Nothing is owed on this service',
  'ALREADY.ASSIGNED': 'The request has already been assigned',
  'PA.NOT.AVAILABLE': 'The PA did not offer availability for this request',
  'CITIES.OF.ONE.COUNTRY': 'Choose cities of one country',
  'COMPANY.COUNTRY.SERVED': 'This company is already in a country Alfie serves',
  'APPLICATION.EMAIL.IN.USE': 'An application with this e-mail already exists',
  'BIRTHDATE.NOT.ADULT': 'You must be at least 18 years old',
  'OFFER.ALREADY.MADE': 'You have already offered your availability for this request',
  'REQUEST.NOT.OPEN': 'The request is no longer open to offers',
  'OFFER.NOT.WITHDRAWABLE': 'The request has been assigned: the offer can no longer be withdrawn',
  'FIELD.OUT.OF.WINDOW': 'The service can be reported from 3 hours before its start to 6 hours after its end',
  'FIELD.WRONG.ORDER': 'This step is not the next one of the service, or it has already been reported',
  'FIELD.NOT.YET': 'The guest can be reported as not found only once the waiting time has passed',
  'FIELD.SERVICE.CANCELLED': 'The service has been cancelled',
  'FIELD.TIME.INVALID':
    'The time must be within the service window, not in the future and not before the previous step',
  'FIELD.POSITION.NOT.HERE': 'A position is sent only on arrival at the meeting point',
  'NO.SHOW.NOT.REPORTED':
    'The PA has not reported this guest as not found, or the no-show was already decided',
  'IDEMPOTENCY.KEY.REUSED': 'This key was already used for another report',
  'PA.NOT.APPROVED': 'The PA is not approved: only approved PAs can be assigned',
  'PA.BUSY': 'The PA already has an assignment at that time (travel time included)',
  'TRAVEL.BUFFER.INVALID': 'The travel time must be a whole number of minutes from 0 to 720',
  'NO.SHOW.WAIT.INVALID': 'The waiting time must be a whole number of minutes from 0 to 360',
  'CANCELLATION.POLICY.INVALID': 'The cancellation policy needs from 1 to 6 windows',
  'CANCELLATION.HOURS.INVALID': 'The hours before the start must be a whole number from 0 to 8760',
  'CANCELLATION.PERCENT.INVALID': 'The fee must be a whole percentage from 0 to 100',
  'CANCELLATION.POLICY.ORDER':
    'Each window must end nearer the start than the one before, with a fee not lower',
  'CANCELLATION.POLICY.LAST': 'The last window must end at the start (0 hours)',
  'PRICE.NOT.FOUND': 'No price is defined for this place',
  'AMOUNT.MISMATCH': 'The amount does not match the price of the request',
  'PAYMENT.NOT.VERIFIED': 'The payment could not be verified',
  'TOO.MANY.ATTEMPTS': 'Too many attempts, try again later',
  'TWO.FACTOR.CHALLENGE.EXPIRED': 'The sign-in has expired: enter your e-mail and password again',
  'TWO.FACTOR.ENROLMENT.REQUIRED': 'Your role requires two-factor sign-in: set it up before going on',
  'INVALID.INPUT': 'Invalid data',
  'PAYLOAD.TOO.LARGE': 'Request too large',
  'SEND.FAILED': 'Sending data to server failed',
  'SERVER.ERROR': 'An error occurred',
} as const;

export type ErrorKey = keyof typeof ERROR_MESSAGES;

export function errorMessage(key: string): string {
  return (ERROR_MESSAGES as Record<string, string>)[key] ?? ERROR_MESSAGES['SERVER.ERROR'];
}

/** The body of every error answer of the API (docs/architecture.md, API conventions). */
export interface ApiErrorBody {
  error: string;
  code: ErrorKey | string;
  fields?: Record<string, string>;
  /** PA.BUSY: the PA's assignment that overlaps. */
  conflict?: RequestConflict;
}
