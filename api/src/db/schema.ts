// The whole Drizzle schema, one object for the client and drizzle-kit; tables live in ./tables by concept.
export * from './tables/pricing.ts';
export * from './tables/accounts.ts';
export * from './tables/personal-assistants.ts';
export * from './tables/requests.ts';
export * from './tables/operations.ts';
export * from './tables/security.ts';
export * from './tables/two-factor.ts';
export * from './tables/data-versions.ts';
export * from './tables/live-events.ts';
export * from './tables/reminders.ts';
export * from './tables/cancellations.ts';
export * from './tables/field-reports.ts';
export * from './tables/flight-tracking.ts';
