// Backup and restore: npm run db:backup / db:restore on PGlite (under the DATA_DIR lock) and PostgreSQL
// (pg_dump/pg_restore): a restore brings back the data of the backup and the API serves it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { REPO_ROOT, startApi } from './support/api-process.ts';
import { openTarget, prepareTarget, type Target } from './support/database.ts';
import { startPostgres } from './support/postgres.ts';
import { login } from './support/http.ts';

function npmScript(script: 'db:backup' | 'db:restore', file: string, target: Target) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  delete env.INIT_CWD;
  const r = spawnSync('npm', ['run', '--silent', script, '--', file], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

async function marker(target: Target): Promise<string | null> {
  const db = await openTarget(target);
  try {
    const [row] = await db.rows<{ name: string }>(
      sql`select business_name as name from companies where email = 'customer@example.com'`,
    );
    return row?.name ?? null;
  } finally {
    await db.close();
  }
}

async function setMarker(target: Target, name: string): Promise<void> {
  const db = await openTarget(target);
  try {
    await db.rows(sql`update companies set business_name = ${name} where email = 'customer@example.com'`);
  } finally {
    await db.close();
  }
}

async function roundTrip(target: Target, dir: string, port: number) {
  await prepareTarget(target);
  await setMarker(target, 'Backed Up S.p.A.');
  const file = join(dir, 'alfie.backup');
  const backup = npmScript('db:backup', file, target);
  assert.equal(backup.code, 0, backup.out);
  assert.ok(existsSync(file));
  assert.ok(!readdirSync(dir).some((f) => f.endsWith('.partial')), 'no partial file left');

  await setMarker(target, 'Changed After Backup');
  const restore = npmScript('db:restore', file, target);
  assert.equal(restore.code, 0, restore.out);
  assert.equal(await marker(target), 'Backed Up S.p.A.', 'the restore brings back the backed-up data');

  const api = await startApi({ port, dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    assert.ok(await login(api.url, 'customer@example.com'), 'the API serves the restored database');
  } finally {
    await api.kill('SIGTERM');
  }
}

test('PGlite: backup under the lock, refused while the API runs, restore keeps the old folder', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'alfie-backup-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const target: Target = { driver: 'pglite', dataDir: join(dir, 'data') };
  await roundTrip(target, dir, 4620);
  assert.ok(readdirSync(target.dataDir).some((f) => f.startsWith('pglite.before-restore-')));

  const api = await startApi({ port: 4621, dataDir: target.dataDir });
  try {
    const refused = npmScript('db:backup', join(dir, 'while-running.backup'), target);
    assert.equal(refused.code, 1);
    assert.match(refused.out, /in use by another Alfie API process .* needs the API stopped/);
    const noRestore = npmScript('db:restore', join(dir, 'alfie.backup'), target);
    assert.equal(noRestore.code, 1);
    assert.match(noRestore.out, /Stop the API before restoring/);
  } finally {
    await api.kill('SIGTERM');
  }
});

test('PostgreSQL: pg_dump custom format and pg_restore in one transaction', async (t) => {
  let server;
  try {
    server = await startPostgres(4537);
  } catch (err) {
    t.skip(`no PostgreSQL: ${(err as Error).message}`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'alfie-backup-pg-'));
  t.after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await server.stop();
  });
  const target: Target = { driver: 'postgres', dataDir: join(dir, 'data'), databaseUrl: server.url };
  await roundTrip(target, dir, 4622);
  // The same file restores into an empty database too (a new server).
  const other: Target = {
    driver: 'postgres',
    dataDir: join(dir, 'other'),
    databaseUrl: await server.createDatabase(),
  };
  const restore = npmScript('db:restore', join(dir, 'alfie.backup'), other);
  assert.equal(restore.code, 0, restore.out);
  assert.equal(await marker(other), 'Backed Up S.p.A.');
});
