// Company calls of docs/product.md §7: new companies (list, cities, detail, decision) for operators, the customer's own
// company, the deletion of a profile, and the admin's list and fix of companies in a country Alfie does not serve.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { approveCustomerSchema } from '@alfie/shared/contracts/schemas/decisions';
import { idQuerySchema, reviewListQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import { companyCountrySchema, customerDetailsQuerySchema } from '@alfie/shared/contracts/recruiting';
import {
  companyDetailSchema,
  companySchema,
  unservedCountryCompanySchema,
  namesAnswerSchema,
  okAnswerSchema,
} from '@alfie/shared/contracts/schemas/answers';
import { PAGE_HEADERS_DOC, routesOf } from '../../plugins/route.ts';
import { callerOf } from '../../auth/caller.ts';
import * as service from './service.ts';

export default async function customerRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['companies'], roles: AREA_ROLES.companies });

  r.get(
    '/customer/alfie/customers/',
    {
      summary:
        "Registered companies, newest first (status '', created, approved, rejected; city = head office)",
      query: reviewListQuerySchema,
      response: v.array(companySchema),
      headers: PAGE_HEADERS_DOC,
    },
    async (request, reply) => service.listCompanies(app.db, callerOf(request), request.query, reply),
  );

  r.get(
    '/customer/alfie/customers-cities',
    { summary: 'Head-office cities of the companies the caller may see', response: namesAnswerSchema },
    async (request) => service.companyCities(app.db, callerOf(request)),
  );

  r.get(
    '/customer/alfie/customer-details',
    {
      summary: 'One company',
      query: customerDetailsQuerySchema,
      response: companyDetailSchema,
      errors: [404],
    },
    async (request) => service.customerDetail(app.db, callerOf(request), request.query.customerid),
  );

  r.post(
    '/customer/alfie/approve-customer',
    {
      summary:
        'Approve (enables login, mails the next steps) or reject (mails the outcome) a created company',
      body: approveCustomerSchema,
      response: okAnswerSchema,
      errors: [404, 409],
    },
    async (request) => service.decideCompany(app.db, callerOf(request), request.body, app.config.appUrl),
  );

  // Those who manage the served countries (pricing) see every company and fix a country typed at signup.
  r.get(
    '/customer/alfie/customers-unserved-country',
    {
      summary: 'Companies whose country is none Alfie serves (country-bound operators cannot see them)',
      roles: AREA_ROLES.pricing,
      response: v.array(unservedCountryCompanySchema),
    },
    async () => service.unservedCountryCompanies(app.db),
  );

  r.post(
    '/customer/alfie/update-customer-country',
    {
      summary:
        'Tie a company in no served country to a served one (by name or code); 400 INVALID.COUNTRY for any other, 409 COMPANY.COUNTRY.SERVED for a company already served',
      roles: AREA_ROLES.pricing,
      body: companyCountrySchema,
      response: okAnswerSchema,
      errors: [404, 409],
    },
    async (request) => service.fixCompanyCountry(app.db, callerOf(request), request.body),
  );

  r.get(
    '/Customer/alfie/currentcustomer',
    {
      summary: "The caller's own company",
      roles: AREA_ROLES.customer,
      response: companySchema,
      errors: [404],
    },
    async (request) => service.currentCustomer(app.db, callerOf(request)),
  );

  r.get(
    '/customer/alfie/delete-customer',
    {
      summary: 'Delete a company profile (the customer its own, operator-admin any); requests stay',
      roles: ['customer', 'operator-admin'],
      query: idQuerySchema,
      response: okAnswerSchema,
      errors: [404, 409],
    },
    async (request) => service.deleteCustomer(app.db, callerOf(request), request.query.id),
  );
}
