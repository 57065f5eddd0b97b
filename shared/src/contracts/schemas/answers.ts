// What the API answers, as valibot schemas, one file per area of the API (answers/<area>.ts mirrors
// api/src/modules): the API serializes each answer through its schema (a field the schema does not name is never
// sent) and documents it in OpenAPI. The front ends read the types derived from them (a type is never written
// beside its schema).
export * from './answers/auth.ts';
export * from './answers/common.ts';
export * from './answers/customers.ts';
export * from './answers/flights.ts';
export * from './answers/operators.ts';
export * from './answers/pa-applicants.ts';
export * from './answers/pa-channel.ts';
export * from './answers/payments.ts';
export * from './answers/pricing.ts';
export * from './answers/requests-assignment.ts';
export * from './answers/requests-closeout.ts';
export * from './answers/requests-dispatch-board.ts';
export * from './answers/requests-payment-states.ts';
export * from './answers/requests-timeline.ts';
export * from './answers/requests.ts';
export * from './answers/system.ts';
export * from './answers/two-factor.ts';
