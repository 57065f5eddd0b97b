// serveFrontEnds serves every build as `npm start` does (the shell's client routes, the remotes' CORS, the pages'
// headers), and serveInChild runs such servers in a process of their own until stopped.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { REMOTES, SHELL } from '../tooling/webpack/apps.mjs';
import { SERVING, serveFrontEnds, serveInChild } from './serve-front-ends.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'alfie-serve-front-ends-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function dist(name, html) {
  const root = path.join(dir, name);
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry;');
  return root;
}

test('the shell answers its routes with its page and no CORS; a remote allows other origins', async () => {
  const remote = REMOTES[0];
  const servers = await serveFrontEnds(
    [
      { app: SHELL, root: dist('shell', '<!doctype html><title>shell</title>'), port: 0 },
      { app: remote, root: dist('remote', '<!doctype html><title>remote</title>'), port: 0 },
    ],
    { config: { apiUrl: 'http://localhost:4000', remotes: {} }, shellOrigin: 'http://localhost:3000' },
  );
  try {
    const [shell, other] = servers.map((s) => `http://localhost:${s.address().port}`);
    const route = await fetch(`${shell}/operator/requests`);
    assert.equal(route.status, 200);
    assert.match(await route.text(), /<title>shell<\/title>/);
    assert.match(route.headers.get('content-security-policy') ?? '', /default-src/);
    assert.equal(route.headers.get('access-control-allow-origin'), null);
    const entry = await fetch(`${other}/remoteEntry.js`);
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    assert.equal((await fetch(`${other}/no/such/route`)).status, 404);
  } finally {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  }
});

test('serveInChild resolves once the script prints that it serves, and stop() ends that process', async () => {
  const script = path.join(dir, 'child.mjs');
  writeFileSync(
    script,
    `import { createServer } from 'node:http';
createServer((_, res) => res.end('child')).listen(Number(process.argv[2]), () => console.log(${JSON.stringify(SERVING)}));`,
  );
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const child = await serveInChild(script, [String(port)]);
  assert.equal(await (await fetch(`http://localhost:${port}/`)).text(), 'child');
  await child.stop();
  await assert.rejects(fetch(`http://localhost:${port}/`));
  const failing = path.join(dir, 'failing.mjs');
  writeFileSync(failing, 'process.exit(3);');
  await assert.rejects(serveInChild(failing), /the servers stopped \(3\)/);
});
