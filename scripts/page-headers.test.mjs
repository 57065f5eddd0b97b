// The pages' Content-Security-Policy allows the shell's one inline script (the prerendered pages' gate) by the hash
// its build lists, and refuses to read anything else from that list into the policy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineScriptHashes, pageHeaders } from './page-headers.mjs';

const HASH = "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='";
const scriptSrc = (headers) =>
  /(?:^|; )script-src ([^;]*)/.exec(headers['Content-Security-Policy'])?.[1].split(' ') ?? [];

test("a built shell's inline scripts are read from its prerender.json, well-formed hashes only", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'alfie-headers-'));
  try {
    assert.deepEqual(inlineScriptHashes(dist), [], 'a dist without prerendered pages has none');
    writeFileSync(path.join(dist, 'prerender.json'), JSON.stringify({ pages: {}, inlineScripts: [HASH] }));
    assert.deepEqual(inlineScriptHashes(dist), [HASH]);
    writeFileSync(path.join(dist, 'prerender.json'), JSON.stringify({ inlineScripts: ["'unsafe-inline'"] }));
    assert.throws(() => inlineScriptHashes(dist), /is not a script hash/);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test("the shell's script-src names the inline scripts' hashes, never 'unsafe-inline'", () => {
  const o = { config: { remotes: {} }, shellOrigin: 'http://localhost:3000' };
  const shell = scriptSrc(pageHeaders('shell', { ...o, inlineScripts: [HASH] }));
  assert.deepEqual(shell.slice(0, 2), ["'self'", HASH]);
  assert.ok(!shell.includes("'unsafe-inline'"));
  assert.deepEqual(scriptSrc(pageHeaders('shell', o)).slice(0, 2), ["'self'", 'https://*.paypal.com']);
});
