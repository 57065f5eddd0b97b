// API tests on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL as well. The two passes run side by
// side (each test file gets its own database and every listener a free port), which saves about a third of the
// wall time on a two-core CI machine. The PostgreSQL pass prints as it goes; the PGlite pass is held and printed
// whole after it, so the two logs never interleave.
import { spawn } from 'node:child_process';

const args = ['--test', '--test-concurrency=1', ...process.argv.slice(2)];
if (!process.argv.slice(2).some((a) => !a.startsWith('-'))) args.push('src/**/*.test.ts');

function run(label, env, live) {
  const started = Date.now();
  const held = [];
  if (live) console.log(`\n== API tests on ${label} ==`);
  const child = spawn(process.execPath, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  child.stdout?.on('data', (d) => held.push(d));
  child.stderr?.on('data', (d) => held.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ label, ok: code === 0, seconds, held });
    });
  });
}

function report({ label, ok, seconds, held }, live) {
  if (!live) {
    console.log(`\n== API tests on ${label} ==`);
    process.stdout.write(Buffer.concat(held));
  }
  console.log(`== ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s ==`);
  return ok;
}

const { DATABASE_URL, ...withoutDb } = process.env;
let ok = true;
if (DATABASE_URL) {
  const pglite = run('PGlite', { ...withoutDb, NODE_ENV: 'test' }, false);
  ok = report(await run('PostgreSQL', { ...process.env, NODE_ENV: 'test' }, true), true) && ok;
  ok = report(await pglite, false) && ok;
} else {
  ok = report(await run('PGlite', { ...withoutDb, NODE_ENV: 'test' }, true), true);
}
process.exit(ok ? 0 : 1);
