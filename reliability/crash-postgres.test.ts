// Durability on PostgreSQL: repeated SIGKILLs under concurrent writes lose nothing acknowledged
// (support/crash-run.ts). A file of its own so it runs beside the PGlite one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './support/postgres.ts';
import { crashRun, summary } from './support/crash-run.ts';

test('PostgreSQL: acknowledged writes, whole requests, decisions and mails survive repeated SIGKILLs', async (t) => {
  let pgServer;
  try {
    pgServer = await startPostgres();
  } catch (err) {
    t.skip(`no PostgreSQL: ${(err as Error).message}`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'alfie-crash-pg-'));
  t.after(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await pgServer.stop();
  });
  const report = await crashRun(
    'PostgreSQL',
    { driver: 'postgres', dataDir, databaseUrl: pgServer.url },
    4611,
  );
  t.diagnostic(summary(report));
  if (report.ledger.unexpected.length) t.diagnostic(JSON.stringify(report.ledger.unexpected.slice(0, 5)));
  assert.ok(report.ledger.registrations.size > 0, 'the clients got writes through');
});
