// Builds the front ends whose sources changed since their last build (npm start, e2e). The fingerprint covers the
// app's sources, @alfie/shared, the webpack factory and the lockfile; it is kept outside dist so a clean build
// cannot leave a stale one behind. Usage: node scripts/build-apps.mjs [--force] [--lanes N] [app folder...]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS } from '../tooling/webpack/apps.mjs';
import { run } from './processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const STAMPS = path.join(ROOT, 'node_modules', '.cache', 'alfie-build');
const COMMON_INPUTS = ['shared/src', 'shared/package.json', 'tooling/webpack', 'package-lock.json'];

function listFiles(target, out) {
  if (!existsSync(target)) return out;
  const info = statSync(target);
  if (info.isFile()) {
    out.push(`${path.relative(ROOT, target)}:${info.size}:${info.mtimeMs}`);
    return out;
  }
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    listFiles(path.join(target, entry), out);
  }
  return out;
}

export function fingerprint(app) {
  const inputs = [
    `${app.dir}/src`,
    `${app.dir}/public`,
    `${app.dir}/package.json`,
    `${app.dir}/webpack.config.mjs`,
  ];
  const files = [...inputs, ...COMMON_INPUTS].flatMap((p) => listFiles(path.join(ROOT, p), [])).sort();
  return createHash('sha256').update(files.join('\n')).digest('hex');
}

const stampFile = (app) => path.join(STAMPS, `${app.dir}.txt`);

export function isUpToDate(app) {
  const stamp = stampFile(app);
  return (
    existsSync(path.join(ROOT, app.dir, 'dist', 'index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === fingerprint(app)
  );
}

/**
 * Builds the stale apps, as many at a time as the machine has cores (up to four). One webpack build keeps about one
 * core busy: on two cores, two builds side by side finish the eight apps well before one after the other did.
 */
export async function buildApps({ apps = APPS, force = false, lanes = buildLanes() } = {}) {
  mkdirSync(STAMPS, { recursive: true });
  const timings = [];
  const queue = [];
  for (const app of apps) {
    if (!force && isUpToDate(app)) console.log(`[build] ${app.dir} is up to date`);
    else queue.push(app);
  }
  const buildNext = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const before = fingerprint(app);
      const started = performance.now();
      await run(app.dir, process.execPath, [webpackCli(), '--mode', 'production'], {
        cwd: path.join(ROOT, app.dir),
      });
      const seconds = (performance.now() - started) / 1000;
      timings.push({ app: app.dir, seconds });
      console.log(`[build] ${app.dir} built in ${seconds.toFixed(1)} s`);
      writeFileSync(stampFile(app), before);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(lanes, queue.length) }, buildNext));
  if (timings.length > 1)
    console.log(`[build] ${timings.length} apps in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return timings;
}

/** Builds at a time: one per core, at most four (each webpack build holds several hundred MB). */
export const buildLanes = () => Math.max(1, Math.min(4, availableParallelism()));

function webpackCli() {
  return path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, lanes: { type: 'string' } },
  });
  const apps = positionals.length ? APPS.filter((a) => positionals.includes(a.dir)) : APPS;
  const lanes = values.lanes ? Number(values.lanes) : buildLanes();
  if (!Number.isInteger(lanes) || lanes < 1)
    throw new Error(`--lanes ${values.lanes}: a whole number from 1`);
  await buildApps({ apps, force: values.force, lanes });
}
