// API tests. With DATABASE_URL set (CI), every test runs on PostgreSQL, and the embedded PGlite runs only the tests
// whose outcome the driver or the embedded database can change: those inside `describe('on each database', ...)`,
// each block with a comment saying what differs there (a different driver path, numeric and timestamp parsing,
// transactions on one connection, the listener, the seed and health as `npm start` runs them). The PGlite pass
// runs the files holding such a block with a name pattern that selects them. Everything else (routes, rules,
// authorization) is the same SQL on the same PostgreSQL engine, so one pass says it all. Without DATABASE_URL
// (a developer's machine), every test runs on PGlite; API_TESTS_PGLITE=all runs every test on both.
// Files of both passes share one queue with a slot per core (each file gets its own database and every listener a
// free port), the longest first; each file's output is printed whole when it ends, with its time, so the slow files
// show in every run. On two cores the suite is bound by CPU: the queue took 699 s where two passes of one file at a
// time took 676 s, and a third process slowed the others as much as it added.
import { spawn } from 'node:child_process';
import { globSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const EACH_DATABASE = 'on each database';
const MARK = new RegExp(`^describe\\('${EACH_DATABASE}', `, 'm');
const given = process.argv.slice(2);
const flags = given.filter((a) => a.startsWith('-'));
const files = given.filter((a) => !a.startsWith('-'));
const all = files.length ? files : globSync('src/**/*.test.ts').sort();
const marked = all.filter((file) => MARK.test(readFileSync(file, 'utf8')));
// The file-level marker of before ran a whole file on PGlite; a file still carrying it would now run there no more.
const oldMark = all.filter((file) => /^\/\/ @both-databases:/m.test(readFileSync(file, 'utf8')));
if (oldMark.length) {
  console.error(
    `Put the tests that must run on PGlite inside describe('${EACH_DATABASE}', ...): ${oldMark.join(', ')}`,
  );
  process.exit(1);
}

const { DATABASE_URL, ...withoutDb } = process.env;
const onPglite = { ...withoutDb, NODE_ENV: 'test' };
const onPostgres = { ...process.env, NODE_ENV: 'test' };
const everyTestOnPglite = !DATABASE_URL || process.env.API_TESTS_PGLITE === 'all';
// A test's name for the pattern is its suites' names and its own, joined by spaces.
const selected = everyTestOnPglite ? [] : [`--test-name-pattern=^${EACH_DATABASE} `];
const jobs = [
  ...(DATABASE_URL ? all.map((file) => ({ label: 'PostgreSQL', file, env: onPostgres, selected: [] })) : []),
  ...(everyTestOnPglite ? all : marked).map((file) => ({ label: 'PGlite', file, env: onPglite, selected })),
];
// The longest first, so the last files to end are short ones: PGlite starts a WebAssembly database for every test,
// so its files weigh more than their size says, unless only a few of their tests run there.
const weight = ({ label, file, selected }) =>
  statSync(file).size * (label !== 'PGlite' ? 1 : selected.length ? 0.5 : 3);
jobs.sort((a, b) => weight(b) - weight(a));

const totals = { PostgreSQL: { files: 0, tests: 0, failed: [] }, PGlite: { files: 0, tests: 0, failed: [] } };
const count = { tests: 0, pass: 0, fail: 0 };
const started = Date.now();

function runJob({ label, file, env, selected }) {
  const begun = Date.now();
  const held = [];
  const child = spawn(process.execPath, ['--test', ...flags, ...selected, file], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  child.stdout.on('data', (d) => held.push(d));
  child.stderr.on('data', (d) => held.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const text = Buffer.concat(held).toString();
      for (const key of Object.keys(count)) {
        const m = new RegExp(`^ℹ ${key} (\\d+)$`, 'm').exec(text);
        if (m) count[key] += Number(m[1]);
        if (m && key === 'tests') totals[label].tests += Number(m[1]);
      }
      totals[label].files += 1;
      if (code !== 0) totals[label].failed.push(file);
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      process.stdout.write(
        `\n== ${label} ${file}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ==\n${text}`,
      );
      resolve();
    });
  });
}

const queue = [...jobs];
const slots = Math.max(1, Math.min(availableParallelism(), Number(process.env.API_TESTS_SLOTS) || Infinity));
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await runJob(job);
  }),
);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\n== API tests: ${count.tests} tests, ${count.pass} passed, ${count.fail} failed, in ${seconds} s ==`,
);
for (const [label, { files: n, tests, failed }] of Object.entries(totals)) {
  if (n)
    console.log(
      `== ${label}: ${n} files, ${tests} tests, ${failed.length ? `FAILED: ${failed.join(', ')}` : 'passed'} ==`,
    );
}
process.exit(Object.values(totals).some((t) => t.failed.length) ? 1 : 0);
