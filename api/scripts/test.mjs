// API tests. With DATABASE_URL set (CI), every test runs on PostgreSQL, and the embedded PGlite runs only the tests
// whose outcome the driver or the embedded database can change: those inside `describe('on each database', ...)`,
// each block with a comment saying what differs there (a different driver path, numeric and timestamp parsing,
// transactions on one connection, the listener, the seed and health as `npm start` runs them). The PGlite pass
// runs the files holding such a block with a name pattern that selects them. Everything else (routes, rules,
// authorization) is the same SQL on the same PostgreSQL engine, so one pass says it all. Without DATABASE_URL
// (a developer's machine), every test runs on PGlite; API_TESTS_PGLITE=all runs every test on both.
// With DATABASE_URL set, files share processes (`--test-isolation=none`): a test process spends seconds loading the
// API's modules (and on PGlite compiling the WebAssembly database) before its first test, which for most files is
// more than their tests take; one process per file made that the larger part of the suite. The selected PGlite
// tests of every file run in one group, and the PostgreSQL files are dealt into as many groups as make three per
// core with it, the largest first (each file still gets its own databases and every listener a free port): the
// groups then take about the same time (the PGlite group about as long as a PostgreSQL one), so no core waits
// alone for the last one, as with two PostgreSQL groups per core and the PGlite one after them (a core idle for
// the last 90 s). The groups share a queue with a slot per core; each group's output is printed whole when it
// ends, with its time. API_TESTS_ISOLATE=1 gives every file its own process again (each file's time printed), to
// find which file a failure or a slow test belongs to.
import { spawn } from 'node:child_process';
import { globSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const EACH_DATABASE = 'on each database';
// The module hook the API's entry registers (src/boot/drizzle-resolve.ts says why), in every test process too.
const DRIZZLE_RESOLVE = './src/boot/drizzle-resolve.ts';
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
const slots = Math.max(1, Math.min(availableParallelism(), Number(process.env.API_TESTS_SLOTS) || Infinity));
const shared = DATABASE_URL && !process.env.API_TESTS_ISOLATE;
const size = (file) => statSync(file).size;
/** Files dealt into `count` groups of about equal size, the largest first. */
function groupsOf(list, count) {
  const groups = Array.from({ length: Math.min(count, list.length) }, () => ({ files: [], size: 0 }));
  for (const file of [...list].sort((a, b) => size(b) - size(a))) {
    const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.files.push(file);
    lightest.size += size(file);
  }
  return groups.map((g) => g.files.sort());
}
const jobs = [
  ...(!DATABASE_URL
    ? []
    : shared
      ? groupsOf(all, slots * 3 - (marked.length && !everyTestOnPglite ? 1 : 0)).map((files) => ({
          label: 'PostgreSQL',
          files,
          env: onPostgres,
          args: ['--test-isolation=none'],
        }))
      : all.map((file) => ({ label: 'PostgreSQL', files: [file], env: onPostgres, args: [] }))),
  ...(everyTestOnPglite
    ? all.map((file) => ({ label: 'PGlite', files: [file], env: onPglite, args: [] }))
    : shared
      ? [{ label: 'PGlite', files: marked, env: onPglite, args: [...selected, '--test-isolation=none'] }]
      : marked.map((file) => ({ label: 'PGlite', files: [file], env: onPglite, args: selected }))),
].filter((job) => job.files.length);
// The longest first, so the last files to end are short ones: PGlite starts a WebAssembly database for every test,
// so its files weigh more than their size says, unless only a few of their tests run there.
const weight = ({ label, files, args }) =>
  files.reduce((sum, file) => sum + size(file), 0) * (label !== 'PGlite' ? 1 : args.length ? 0.5 : 3);
jobs.sort((a, b) => weight(b) - weight(a));

const totals = { PostgreSQL: { files: 0, tests: 0, failed: [] }, PGlite: { files: 0, tests: 0, failed: [] } };
const count = { tests: 0, pass: 0, fail: 0 };
const started = Date.now();

function runJob({ label, files, env, args }) {
  const begun = Date.now();
  const held = [];
  const child = spawn(
    process.execPath,
    ['--import', DRIZZLE_RESOLVE, '--test', ...flags, ...args, ...files],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    },
  );
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
      totals[label].files += files.length;
      if (code !== 0)
        totals[label].failed.push(files.length > 1 ? `${files.length} files in one process` : files[0]);
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      process.stdout.write(
        `\n== ${label} ${files.length > 1 ? `${files.length} files in one process (${files.join(' ')})` : files[0]}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ==\n${text}`,
      );
      resolve();
    });
  });
}

const queue = [...jobs];
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
