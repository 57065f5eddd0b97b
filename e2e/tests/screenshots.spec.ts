// Screenshots of login, signup and a signed-in operator screen in it, en and fr, saved under e2e/artifacts/.
import path from 'node:path';
import { test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

for (const locale of ['it', 'en', 'fr'] as const) {
  test(`screenshots in ${locale}`, async ({ page, setSession, signInAs }) => {
    await setSession({ locale });
    for (const [name, url] of [
      ['login', '/'],
      ['signup', '/signup'],
    ] as const) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${locale}.png`), fullPage: true });
    }
    requireApi();
    await signInAs('operator');
    // The login answer carries the account's language: switch the stored one and reload.
    await page.evaluate((l) => {
      const stored = JSON.parse(window.localStorage.getItem('alfie-session') ?? '{}');
      stored.state.locale = l;
      window.localStorage.setItem('alfie-session', JSON.stringify(stored));
    }, locale);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, `operator-${locale}.png`), fullPage: true });
  });
}
