// The DATA_DIR lock: a second holder is refused with a clear message; a dead holder's lock is taken over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'alfie-lock-'));

test('a second lock in the same process is refused, and released locks can be taken again', (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const first = lockDataDir(dir);
  assert.throws(
    () => lockDataDir(dir),
    (e: Error) =>
      e instanceof DataDirLockedError && /in use by another Alfie API process \(pid \d+\)/.test(e.message),
  );
  first.release();
  assert.ok(!existsSync(join(dir, '.lock')));
  lockDataDir(dir).release();
});

test('a stale lock left by a dead process is taken over', (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  writeFileSync(join(dir, '.lock'), dead.stdout);
  const lock = lockDataDir(dir);
  lock.release();
});

test('a second API process on the same DATA_DIR refuses to start with a clear message', async (t) => {
  const dir = tempDir();
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `import(${JSON.stringify(new URL('./lock.ts', import.meta.url).href)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  t.after(() => {
    holder.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  await once(holder.stdout, 'data');
  const server = spawnSync(process.execPath, [new URL('../server.ts', import.meta.url).pathname], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, PORT: '4599', SEED_DEMO: 'false' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(server.status, 1);
  assert.match(
    server.stderr,
    new RegExp(`DATA_DIR ${dir} is in use by another Alfie API process \\(pid ${holder.pid}\\)`),
  );
});
