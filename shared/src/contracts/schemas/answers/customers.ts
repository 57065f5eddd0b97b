// The customer companies the operators review and read (modules/customers).
import * as v from 'valibot';
import { str, int, nstr, reviewStatus } from './scalars.ts';

export const companySchema = v.object({
  id: int,
  type: v.literal('customer-b2b'),
  businessName: str,
  country: str,
  city: str,
  postalCode: str,
  street: str,
  vatCode: nstr,
  fiscalCode: nstr,
  sdi: nstr,
  email: str,
  status: reviewStatus,
  createDate: str,
});

export const customerDetailSchema = v.pick(companySchema, [
  'id',
  'businessName',
  'country',
  'postalCode',
  'vatCode',
  'sdi',
  'email',
  'city',
  'street',
  'fiscalCode',
]);

export const companyDetailSchema = v.object({ ...customerDetailSchema.entries, status: reviewStatus });

export const unservedCountryCompanySchema = v.pick(companySchema, [
  'id',
  'businessName',
  'country',
  'city',
  'email',
  'status',
  'createDate',
]);

export type Company = v.InferInput<typeof companySchema>;
export type CustomerDetail = v.InferInput<typeof customerDetailSchema>;
