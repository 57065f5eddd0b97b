// Durability on PGlite: repeated SIGKILLs under concurrent writes lose nothing acknowledged (support/crash-run.ts),
// and a second API on the same data folder is refused instead of corrupting it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, startApiExpectingRefusal } from './support/api-process.ts';
import { crashRun, summary } from './support/crash-run.ts';

test('PGlite: acknowledged writes, whole requests, decisions and mails survive repeated SIGKILLs', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'alfie-crash-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const report = await crashRun('PGlite', { driver: 'pglite', dataDir }, 4610);
  t.diagnostic(summary(report));
  if (report.ledger.unexpected.length) t.diagnostic(JSON.stringify(report.ledger.unexpected.slice(0, 5)));
  assert.ok(report.ledger.registrations.size > 0, 'the clients got writes through');
});

test('a second API on the same PGlite DATA_DIR is refused with a clear message', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'alfie-lock-'));
  const first = await startApi({ port: 4612, dataDir, env: { SEED_DEMO: 'false' } });
  t.after(async () => {
    await first.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const second = await startApiExpectingRefusal({ port: 4613, dataDir, env: { SEED_DEMO: 'false' } });
  assert.equal(second.code, 1);
  assert.match(
    second.stderr,
    /Alfie API cannot start: DATA_DIR .* is in use by another Alfie API process \(pid \d+\)/,
  );
  assert.equal((await fetch(`${first.url}/health`)).status, 200, 'the first one keeps serving');
});
