// The opening of most API tests: a fresh app closed when the test ends, the demo callers' tokens, the demo countries.
import { eq } from 'drizzle-orm';
import { countries } from '../db/schema.ts';
import { build, type BuildOptions, type TestApp } from './build.ts';
import { startFakePayPal, type FakePayPal } from './paypal-fake.ts';

/** What node:test's TestContext offers that the helpers need (also satisfied by a test's `t`). */
export interface Cleanup {
  after(fn: () => Promise<void>): void;
}

/** The demo accounts by the name the tests give them (docs/architecture.md lists them). */
export const DEMO_LOGINS = {
  admin: 'admin@example.com',
  operatorUser: 'operator@example.com',
  operatorFr: 'operatore.fr@example.com',
  recruiter: 'recruiter@example.com',
  generic: 'backoffice@example.com',
  customer: 'customer@example.com',
} as const;
export type DemoLogin = keyof typeof DEMO_LOGINS;

/** A fresh app on a fresh database, closed when the test ends. */
export async function buildFor(t: Cleanup, opts: BuildOptions = {}): Promise<TestApp> {
  const h = await build(opts);
  t.after(() => h.close());
  return h;
}

/** Bearer tokens of the named demo callers. */
export async function tokensOf<K extends DemoLogin>(
  h: TestApp,
  who: readonly K[],
): Promise<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  for (const name of who) tokens[name] = await h.login(DEMO_LOGINS[name]);
  return tokens;
}

/** The demo countries the country-scope tests use (operators of Italia, the French operator). */
export async function demoCountries(h: TestApp) {
  const [italy] = await h.db.select().from(countries).where(eq(countries.name, 'Italia'));
  const [france] = await h.db.select().from(countries).where(eq(countries.name, 'France'));
  return { italy: italy!, france: france! };
}

/** An app whose PayPal is the local fake; both stop when the test ends. */
export async function buildWithFakePayPal(t: Cleanup): Promise<{ h: TestApp; fake: FakePayPal }> {
  const fake = await startFakePayPal();
  t.after(() => fake.close());
  const h = await buildFor(t, {
    env: {
      PAYPAL_API_BASE: fake.url,
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
    },
  });
  return { h, fake };
}
