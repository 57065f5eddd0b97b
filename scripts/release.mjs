// Builds ONE front end alone into its own versioned folder, releases/<app>/<version>/, and prints the entry of
// config.json (and the deployment variable) that puts that version in use. A release or a rollback of a remote
// is then a change of that one entry: no other front end is rebuilt, and every earlier version stays served.
//
//   npm run release -- mfe-pricing                      version from mfe-pricing/package.json
//   npm run release -- mfe-pricing --version 1.2.0-rc1  explicit version (a folder name)
//   npm run release -- --all                            every front end, each at its package.json version
//   options: --out <dir> (default releases), --public-base <origin> (the shell's asset origin, e.g. a CDN),
//            --source <dir> (build the app folder of another checkout, e.g. a release branch's worktree),
//            --force (replace an existing version folder: only for a version never deployed)
// Run from an app folder (`npm run release -w mfe-pricing` with "release": "node ../scripts/release.mjs"),
// the app is the current folder.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, MANIFEST_FILE } from '../tooling/webpack/apps.mjs';
import { isUpToDate } from './build-apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** A version becomes a URL path segment and a folder name. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

export class ReleaseError extends Error {
  name = 'ReleaseError';
}

/** 'mfe-pricing', 'mfe_pricing' or '@alfie/mfe-pricing' to the app of tooling/webpack/apps.mjs. */
export function findApp(name) {
  const bare = name.replace(/^@alfie\//, '');
  const app = APPS.find((a) => a.dir === bare || a.name === bare);
  if (!app)
    throw new ReleaseError(`unknown front end '${name}': one of ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}

/** The environment variable of deploy/web/render-config.sh that selects this app's version. */
export function versionVariable(app) {
  return `${app.name.toUpperCase()}_VERSION`;
}

/** Where the shell finds this version: a path on the same origin, or under --public-base. */
export function releaseUrl(app, version, publicBase = '') {
  return `${publicBase.replace(/\/+$/, '')}/${app.dir}/${version}/`;
}

/** Every file of a folder with its SHA-256, relative paths sorted: what a release is made of. */
export function fileHashes(dir) {
  const out = {};
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else
        out[rel] = createHash('sha256')
          .update(readFileSync(path.join(dir, rel)))
          .digest('hex');
    }
  };
  walk('');
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function gitCommit() {
  const run = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

/**
 * Builds one app with its own `npm run build` into a temporary folder next to the target, then renames it into
 * place, so a half-built version is never served. With `reuseFresh`, a remote whose dist was built from these very
 * sources (scripts/build-apps.mjs's fingerprint) is copied instead: a remote's production build depends on nothing
 * else, so the copy is the same files (the deployment tests, after the journeys built every front end).
 */
export function release({
  app: appName,
  version,
  out = path.join(root, 'releases'),
  publicBase = '',
  source = root,
  force = false,
  quiet = false,
  reuseFresh = false,
  log = console.log,
}) {
  const app = findApp(appName);
  const appDir = path.join(path.resolve(source), app.dir);
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const v = version ?? pkg.version;
  if (!VERSION_PATTERN.test(v) || v.includes('..'))
    throw new ReleaseError(`'${v}' cannot be a release folder name`);
  const appOut = path.resolve(out, app.dir);
  const target = path.join(appOut, v);
  if (existsSync(target) && !force) {
    throw new ReleaseError(
      `${path.relative(root, target)} exists: versions are immutable once served (browsers cache their hashed files). Pass another --version, or --force for a version never deployed.`,
    );
  }
  mkdirSync(appOut, { recursive: true });
  const staging = path.join(appOut, `.building-${v}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  // The app's own build script, run in its folder (as `npm run build -w <app>` does).
  const args = ['run', 'build', '--', '--output-path', staging];
  // Remotes keep publicPath 'auto' (their chunks load next to their remoteEntry.js wherever it is served); the
  // shell's index.html is answered for every route, so its scripts need the absolute folder of this version.
  if (app.name === 'shell') args.push('--output-public-path', releaseUrl(app, v, publicBase));
  const started = Date.now();
  const reuse = reuseFresh && app.name !== 'shell' && path.resolve(source) === root && isUpToDate(app);
  if (reuse) {
    log(`release: ${app.dir} ${v} from its up-to-date dist`);
    cpSync(path.join(appDir, 'dist'), staging, { recursive: true });
  } else {
    log(`release: building ${app.dir} ${v}`);
    const build = spawnSync('npm', args, {
      cwd: appDir,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      env: process.env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (build.status !== 0) {
      rmSync(staging, { recursive: true, force: true });
      const tail = quiet
        ? `\n${`${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-30).join('\n')}`
        : '';
      throw new ReleaseError(`the build of ${app.dir} failed (exit ${build.status})${tail}`);
    }
  }
  if (app.name !== 'shell' && !existsSync(path.join(staging, MANIFEST_FILE))) {
    rmSync(staging, { recursive: true, force: true });
    throw new ReleaseError(`${app.dir} built no ${MANIFEST_FILE}: the shell could not load it`);
  }
  const files = fileHashes(staging);
  const info = {
    app: app.dir,
    name: app.name,
    version: v,
    commit: gitCommit(),
    builtAt: new Date().toISOString(),
    files,
  };
  writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  const bytes = Object.keys(files).reduce((sum, f) => sum + statSync(path.join(target, f)).size, 0);
  return { app, version: v, dir: target, files, bytes, seconds: (Date.now() - started) / 1000 };
}

/** The lines that put a release in use: the deployment variable and the config.json entry it renders. */
export function describe(result, publicBase = '') {
  const { app, version } = result;
  const variable = `${versionVariable(app)}=${version}`;
  if (app.name === 'shell')
    return [`${variable}`, `index.html: ${releaseUrl(app, version, publicBase)}index.html`];
  return [
    variable,
    `config.json: "remotes": { "${app.name}": "${releaseUrl(app, version, publicBase)}${MANIFEST_FILE}" }`,
  ];
}

function appFromCwd() {
  const here = path.basename(process.cwd());
  return APPS.some((a) => a.dir === here) ? here : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      out: { type: 'string' },
      'public-base': { type: 'string', default: '' },
      source: { type: 'string' },
      all: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  const names = values.all
    ? APPS.map((a) => a.dir)
    : positionals.length
      ? positionals
      : [appFromCwd()].filter(Boolean);
  try {
    if (names.length === 0) throw new ReleaseError('which front end? e.g. npm run release -- mfe-pricing');
    if (values.version && names.length > 1)
      throw new ReleaseError('--version applies to one front end at a time');
    const out = values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : undefined;
    for (const name of names) {
      const result = release({
        app: name,
        version: values.version,
        out,
        publicBase: values['public-base'],
        source: values.source
          ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.source)
          : undefined,
        force: values.force,
      });
      console.log(
        `release: ${result.app.dir} ${result.version} -> ${path.relative(process.cwd(), result.dir)} (${Object.keys(result.files).length} files, ${(result.bytes / 1024).toFixed(0)} KiB, ${result.seconds.toFixed(1)} s)`,
      );
      for (const line of describe(result, values['public-base'])) console.log(`  ${line}`);
    }
  } catch (err) {
    if (!(err instanceof ReleaseError)) throw err;
    console.error(`release: ${err.message}`);
    process.exit(1);
  }
}
