// The front-end bench's baseline (e2e/bench/baseline.mjs): where a baseline page answers, which folders it accepts,
// and the static figures it reports for a build.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { BASELINE_OFFSET, baselineRoot, baselineUrl, staticFigures } from '../e2e/bench/baseline.mjs';
import { APPS, REMOTES, SHELL } from '../tooling/webpack/apps.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'alfie-baseline-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A checkout with built front ends: every app's index.html, the shell's boot files, each remote's entry. */
function fakeBuild(dir, { entryBytes }) {
  for (const app of APPS) {
    const dist = path.join(dir, app.dir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  }
  const shell = path.join(dir, SHELL.dir, 'dist');
  writeFileSync(path.join(shell, 'boot-assets.json'), JSON.stringify({ files: ['main.js', 'vendor.js'] }));
  writeFileSync(path.join(shell, 'main.js'), 'console.log("main");');
  writeFileSync(path.join(shell, 'vendor.js'), 'x'.repeat(1000));
  REMOTES.forEach((remote, i) =>
    writeFileSync(path.join(dir, remote.dir, 'dist', 'remoteEntry.js'), `/*${i}*/${'y'.repeat(entryBytes)}`),
  );
}

test('a baseline page is the same address on the port plus the offset', () => {
  assert.equal(
    baselineUrl('http://localhost:3000/signup'),
    `http://localhost:${3000 + BASELINE_OFFSET}/signup`,
  );
  assert.equal(
    baselineUrl('http://localhost:3006/?token=bench&amount=10'),
    `http://localhost:${3006 + BASELINE_OFFSET}/?token=bench&amount=10`,
  );
});

test('no BENCH_BASELINE: no baseline; a folder without built front ends is refused by name', () => {
  assert.equal(baselineRoot({}), null);
  const empty = path.join(root, 'empty');
  mkdirSync(empty);
  assert.throws(() => baselineRoot({ BENCH_BASELINE: empty }), /no build of shell, mfe-/);
});

test('a built checkout is accepted, and its login route and entries are read from its own dists', () => {
  const dir = path.join(root, 'built');
  fakeBuild(dir, { entryBytes: 50 });
  assert.equal(baselineRoot({ BENCH_BASELINE: dir }), dir);
  const figures = staticFigures(dir);
  assert.equal(figures.loginRequests, 2);
  assert.equal(
    figures.loginBytes,
    gzipSync('console.log("main");', { level: 9 }).length + gzipSync('x'.repeat(1000), { level: 9 }).length,
  );
  const entries = REMOTES.map((_, i) => gzipSync(`/*${i}*/${'y'.repeat(50)}`, { level: 9 }).length);
  assert.deepEqual(figures.entries, [Math.min(...entries), Math.max(...entries)]);
});
