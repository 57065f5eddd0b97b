// API tests: once on embedded PGlite, then again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const args = ['--test', '--test-concurrency=1', ...process.argv.slice(2)];
if (!process.argv.slice(2).some((a) => !a.startsWith('-'))) args.push('src/**/*.test.ts');

function run(label, env) {
  const started = Date.now();
  console.log(`\n== API tests on ${label} ==`);
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  console.log(
    `== ${label}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ==`,
  );
  return r.status === 0;
}

const { DATABASE_URL, ...withoutDb } = process.env;
let ok = run('PGlite', { ...withoutDb, NODE_ENV: 'test' });
if (DATABASE_URL) ok = run('PostgreSQL', { ...process.env, NODE_ENV: 'test' }) && ok;
process.exit(ok ? 0 : 1);
