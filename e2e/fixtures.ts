// The one import of every journey: Playwright's test and expect, plus Alfie's helpers as fixtures.
//   signInAs(user, path?)    demo user signed in through the API, page opened (default: their home)
//   setSession(session)      forged session in localStorage (expired token, wrong role...)
//   killRemote(name)         config.json served with that remote's manifest on a dead port
//   mail                     { latest(address, since?, containing?), waitFor(address, since, options?), linkIn(mail, fragment) }
//   a11y(screen)             axe scan, fails on serious/critical violations
//   browserErrors            uncaught page errors collected during the test (assert it stays empty)
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import type { DemoUser } from './support/demo-accounts.ts';
import { latestMail, linkIn, waitForMail } from './support/mailbox.ts';
import { killRemote } from './support/runtime-config.ts';
import type { RemoteName } from './support/runtime-config.ts';
import { setSession, signInAs } from './support/session.ts';
import type { StoredSession } from './support/session.ts';

export { DEMO, DEMO_PASSWORD } from './support/demo-accounts.ts';
export type { DemoUser } from './support/demo-accounts.ts';
export { forgedToken, authenticate, signInWithLocale } from './support/session.ts';
export { DEAD_MANIFEST_URL, API_URL, SHELL_URL } from './support/urls.ts';

interface Fixtures {
  signInAs: (user: DemoUser, path?: string) => Promise<void>;
  setSession: (session: Partial<StoredSession>) => Promise<void>;
  killRemote: (remote: RemoteName) => Promise<void>;
  mail: { latest: typeof latestMail; waitFor: typeof waitForMail; linkIn: typeof linkIn };
  a11y: (screen: string) => Promise<void>;
  browserErrors: string[];
}

export const test = base.extend<Fixtures>({
  signInAs: async ({ page, request }, use) => {
    await use((user, path) => signInAs(page, request, user, path));
  },
  setSession: async ({ page }, use) => {
    await use((session) => setSession(page, session));
  },
  killRemote: async ({ page }, use) => {
    await use((remote) => killRemote(page, remote));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring even without dependencies
  mail: async ({}, use) => {
    await use({ latest: latestMail, waitFor: waitForMail, linkIn });
  },
  a11y: async ({ page }, use) => {
    await use((screen) => expectNoSeriousA11yViolations(page, screen));
  },
  browserErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
export type { Page };
