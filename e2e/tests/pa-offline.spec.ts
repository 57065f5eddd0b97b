// The PA's pages as an app on a phone: the shell links a valid web app manifest whose icons are PNGs; the demo
// PA, assigned to a service of this journey's own (today or tomorrow), opens the assignments, loses the network,
// reloads, and reads the service kept from the last sync with the time of that sync, read-only.
import { expect, signInWithLocale, test } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { PHONE } from '../support/phone.ts';
import { DEMO } from '../support/demo-accounts.ts';
import { authenticate } from '../support/session.ts';
import { API_URL, SHELL_URL } from '../support/urls.ts';
import { P } from './pa-support.ts';
import { fileMilanoRequest } from './requests-support.ts';
import { apiCall } from './pricing-support.ts';

const HOUR = 3_600_000;
const p = P.en;

test('the shell links a valid manifest whose icons answer as PNG', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(`${SHELL_URL}${href}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Alfie', start_url: '/pa-assignments', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(new URL(icon.src, SHELL_URL).href);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
  }
  // Prerendered and client-rendered pages alike.
  await page.goto('/pa-assignments');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test("offline, the PA's assignments page shows the last sync's services, read-only", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    requireApi();
    // A service of this journey's own for the demo PA, later today or tomorrow, at an hour the PA is free.
    const street = `Via Offline ${Date.now().toString(36)}`;
    const pa = await authenticate(request, 'pa');
    const admin = (await authenticate(request, 'admin')).account.token;
    let assigned = false;
    for (const hours of [6, 10, 14, 18]) {
      const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR + 17 * 60_000);
      const id = await fileMilanoRequest(request, { start, street, hours: 1 });
      await apiCall(request, pa.account.token, 'POST', '/pa/alfie/offer', { requestId: id });
      const offers = await apiCall<{ id: number; email: string }[]>(
        request,
        admin,
        'GET',
        `/PersonalAssistant/alfie/personal-assistant-by-request?id=${id}`,
      );
      const answer = await request.post(`${API_URL}/Request/alfie/assign-request`, {
        headers: { Authorization: `Bearer ${admin}` },
        data: { requestId: id, personalAssistantId: offers.find((o) => o.email === DEMO.pa.email)!.id },
      });
      if (answer.ok()) {
        assigned = true;
        break;
      }
    }
    expect(assigned, 'the demo PA is free at one of the hours tried').toBe(true);

    await signInWithLocale(page, request, 'pa', 'en', '/pa-assignments');
    await expect(page.getByRole('heading', { level: 1, name: p.assignmentsTitle })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: street });
    await expect(card).toBeVisible({ timeout: 30_000 });

    // The worker is installed and has kept the shell's and the PA remote's files.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const urls: string[] = [];
            for (const name of await caches.keys())
              for (const key of await (await caches.open(name)).keys()) urls.push(key.url);
            return urls;
          }),
        { timeout: 30_000 },
      )
      .toEqual(
        expect.arrayContaining([
          `${SHELL_URL}/pa-assignments`,
          `${SHELL_URL}/config.json`,
          'http://localhost:3007/mf-manifest.json',
          'http://localhost:3007/remoteEntry.js',
        ]),
      );

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: p.assignmentsTitle })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/^You are offline\. Last synced at \d\d:\d\d\.$/)).toBeVisible();
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: p.showPast })).toHaveCount(0);
    await context.setOffline(false);
  });
});
