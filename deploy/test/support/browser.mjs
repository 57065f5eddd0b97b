// Debian's Chromium driven by Playwright (no browser download), and a network recorder built on the DevTools
// protocol: for each request its URL, status, whether the HTTP cache answered, and the bytes on the wire.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './api.mjs';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumAvailable() {
  return existsSync(CHROMIUM);
}

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Records every network request of a page until `stop()`; entries are complete once loading finished. */
export async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, {url: string, status: number, fromCache: boolean, bytes: number, failed?: string}>} */
  const byId = new Map();
  const entry = (id) => {
    if (!byId.has(id)) byId.set(id, { url: '', status: 0, fromCache: false, bytes: 0 });
    return byId.get(id);
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    entry(e.requestId).url = e.request.url;
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    entry(e.requestId).fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const it = entry(e.requestId);
    it.url = e.response.url;
    it.status = e.response.status;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) it.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    entry(e.requestId).bytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    entry(e.requestId).failed = e.errorText;
  });
  return {
    entries: () => [...byId.values()].filter((e) => e.url.startsWith('http')),
    clear: () => byId.clear(),
    stop: () => cdp.detach(),
  };
}

/**
 * This machine reaches no PayPal: the production config.json points at https://www.paypal.com/sdk/js, so the
 * browser is handed the project's local fake of the SDK for that URL (the same one the e2e journeys serve).
 * Playwright turns the HTTP cache off in a context with routes: tests that measure caching must not use this.
 */
export async function withLocalPayPalSdk(context) {
  const fake = readFileSync(path.join(ROOT, 'e2e/support/fake-paypal-sdk.js'), 'utf8');
  await context.route('https://www.paypal.com/sdk/js**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: fake }),
  );
  return context;
}
