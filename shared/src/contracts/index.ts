// Entry of @alfie/shared/contracts: types, schemas, constants and rules shared by the API and every front end.
export * from './roles.ts';
export * from './statuses.ts';
export * from './error-keys.ts';
export * from './patterns.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './quote.ts';
export * from './types.ts';
export * from './schemas/fields.ts';
export * from './schemas/auth.ts';
export * from './schemas/request-rules.ts';
export * from './schemas/request.ts';
export * from './schemas/pricing.ts';
export * from './schemas/operator.ts';
export * from './schemas/decisions.ts';
export * from './schemas/payment.ts';
export * from './schemas/queries.ts';
