// Company calls of SPEC section 7: new companies (list, cities, detail, decision) for operators, the customer's own
// company, the deletion of a profile, and the admin's list and fix of companies in a country Alfie does not serve.
import type { FastifyInstance } from 'fastify';
import type { InferOutput } from 'valibot';
import { AREA_ROLES } from '@alfie/shared/contracts';
import { approveCustomerSchema } from '@alfie/shared/contracts/schemas/decisions';
import { idQuerySchema, reviewListQuerySchema } from '@alfie/shared/contracts/schemas/queries';
import { companyCountrySchema, customerDetailsQuerySchema } from '@alfie/shared/contracts/recruiting';
import { vschema } from '../../plugins/validation.ts';
import { callerOf } from '../../auth/caller.ts';
import * as service from './service.ts';

export default async function customerRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['companies'];
  const config = { roles: AREA_ROLES.companies };

  app.get(
    '/customer/alfie/customers/',
    {
      config,
      schema: vschema({
        querystring: reviewListQuerySchema,
        tags,
        summary:
          "Registered companies, newest first (status '', created, approved, rejected; city = head office)",
      }),
    },
    async (request, reply) =>
      service.listCompanies(
        app.db,
        callerOf(request),
        request.query as InferOutput<typeof reviewListQuerySchema>,
        reply,
      ),
  );

  app.get(
    '/customer/alfie/customers-cities',
    { config, schema: vschema({ tags, summary: 'Head-office cities of the companies the caller may see' }) },
    async (request) => service.companyCities(app.db, callerOf(request)),
  );

  app.get(
    '/customer/alfie/customer-details',
    {
      config,
      schema: vschema({ querystring: customerDetailsQuerySchema, tags, summary: 'One company' }),
    },
    async (request) =>
      service.customerDetail(
        app.db,
        callerOf(request),
        (request.query as InferOutput<typeof customerDetailsQuerySchema>).customerid,
      ),
  );

  app.post(
    '/customer/alfie/approve-customer',
    {
      config,
      schema: vschema({
        body: approveCustomerSchema,
        tags,
        summary:
          'Approve (enables login, mails the next steps) or reject (mails the outcome) a created company',
      }),
    },
    async (request) =>
      service.decideCompany(
        app.db,
        callerOf(request),
        request.body as InferOutput<typeof approveCustomerSchema>,
        app.config.appUrl,
      ),
  );

  // Those who manage the served countries (pricing) see every company and fix a country typed at signup.
  const fixers = { roles: AREA_ROLES.pricing };
  app.get(
    '/customer/alfie/customers-unserved-country',
    {
      config: fixers,
      schema: vschema({
        tags,
        summary: 'Companies whose country is none Alfie serves (country-bound operators cannot see them)',
      }),
    },
    async () => service.unservedCountryCompanies(app.db),
  );

  app.post(
    '/customer/alfie/update-customer-country',
    {
      config: fixers,
      schema: vschema({
        body: companyCountrySchema,
        tags,
        summary: 'Tie a company to a served country (by name or code); 400 INVALID.COUNTRY for any other',
      }),
    },
    async (request) =>
      service.fixCompanyCountry(
        app.db,
        callerOf(request),
        request.body as InferOutput<typeof companyCountrySchema>,
      ),
  );

  app.get(
    '/Customer/alfie/currentcustomer',
    {
      config: { roles: AREA_ROLES.customer },
      schema: vschema({ tags, summary: "The caller's own company" }),
    },
    async (request) => service.currentCustomer(app.db, callerOf(request)),
  );

  app.get(
    '/customer/alfie/delete-customer',
    {
      config: { roles: ['customer', 'operator-admin'] as const },
      schema: vschema({
        querystring: idQuerySchema,
        tags,
        summary: 'Delete a company profile (the customer its own, operator-admin any); requests stay',
      }),
    },
    async (request) =>
      service.deleteCustomer(
        app.db,
        callerOf(request),
        (request.query as InferOutput<typeof idQuerySchema>).id,
      ),
  );
}
