// Debian's Chromium driven by Playwright (no browser download), and a network recorder built on the DevTools
// protocol: for each request its URL, status, whether the HTTP cache answered, and the bytes on the wire.
import { existsSync } from 'node:fs';
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
