// API tests. With DATABASE_URL set (CI), every test runs on PostgreSQL, and beside it the embedded PGlite runs the
// files whose outcome the database can change: those marked `// @both-databases: <why>` (a different driver path,
// numeric and timestamp parsing, transactions on one connection, the listener). Everything else (routes, rules,
// authorization) is the same SQL on the same PostgreSQL engine, so one pass says it all. Without DATABASE_URL
// (a developer's machine), every test runs on PGlite; API_TESTS_PGLITE=all runs every test on both.
// The two passes run side by side (each test file gets its own database and every listener a free port). The
// PostgreSQL pass prints as it goes; the PGlite pass is held and printed whole after it. Each pass runs one file at a
// time: with the two passes side by side both cores are busy, and a second PostgreSQL file slowed PGlite more than it
// sped PostgreSQL.
import { spawn } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';

const MARK = /^\/\/ @both-databases: \S/m;
const given = process.argv.slice(2);
const flags = given.filter((a) => a.startsWith('-'));
const files = given.filter((a) => !a.startsWith('-'));
const all = files.length ? files : globSync('src/**/*.test.ts').sort();
const marked = all.filter((file) => MARK.test(readFileSync(file, 'utf8')));

function run(label, env, live, list, concurrency = 1) {
  const started = Date.now();
  const held = [];
  if (live) console.log(`\n== API tests on ${label}: ${list.length} files ==`);
  const args = ['--test', `--test-concurrency=${concurrency}`, ...flags, ...list];
  const child = spawn(process.execPath, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  child.stdout?.on('data', (d) => held.push(d));
  child.stderr?.on('data', (d) => held.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ label, ok: code === 0, seconds, held, count: list.length });
    });
  });
}

function report({ label, ok, seconds, held, count }, live) {
  if (!live) {
    console.log(`\n== API tests on ${label}: ${count} files ==`);
    process.stdout.write(Buffer.concat(held));
  }
  console.log(`== ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s ==`);
  return ok;
}

const { DATABASE_URL, ...withoutDb } = process.env;
const onPglite = { ...withoutDb, NODE_ENV: 'test' };
let ok = true;
if (DATABASE_URL) {
  const pgliteFiles = process.env.API_TESTS_PGLITE === 'all' ? all : marked;
  const pglite = pgliteFiles.length ? run('PGlite', onPglite, false, pgliteFiles) : null;
  ok = report(await run('PostgreSQL', { ...process.env, NODE_ENV: 'test' }, true, all), true) && ok;
  if (pglite) ok = report(await pglite, false) && ok;
} else {
  ok = report(await run('PGlite', onPglite, true, all), true);
}
process.exit(ok ? 0 : 1);
