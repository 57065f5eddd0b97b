// The API image without Docker: the stages of deploy/api/Dockerfile replayed in folders (its COPY lines, its
// `npm ci` line, its ENV, CMD and HEALTHCHECK), then the migration job and the API started from that layout
// against PostgreSQL. Proves the image holds everything the API needs with production dependencies only.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT, apiEnv } from './support/api.mjs';
import { postgresAvailable, startPostgres } from './support/postgres.mjs';
import { launch, run, waitForHttp } from './support/processes.mjs';

const PORT = 4141;
const skip = postgresAvailable() ? false : 'no PostgreSQL (set DATABASE_URL or install postgresql)';

/** The Dockerfile as stages: { name, lines: [{ op, args }] }, continuation lines joined. */
export function parseDockerfile(text) {
  const joined = text.replace(/\\\n\s*/g, ' ');
  const stages = [];
  for (const raw of joined.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (op === 'FROM') stages.push({ name: / AS (\S+)$/i.exec(args)?.[1], lines: [] });
    else if (op && stages.length) stages.at(-1).lines.push({ op, args });
  }
  return stages;
}

const ignored = (src) => /(^|\/)(node_modules|dist|\.data)(\/|$)|\.test\.ts$/.test(src); // Dockerfile.dockerignore

/** Replays COPY lines of a stage into `dir` (WORKDIR), from the repository or from earlier stage folders. */
function replayCopies(stage, dir, stageDirs) {
  for (const { op, args } of stage.lines) {
    if (op !== 'COPY') continue;
    const parts = args.split(/\s+/);
    const from = parts.find((p) => p.startsWith('--from='))?.slice('--from='.length);
    const paths = parts.filter((p) => !p.startsWith('--'));
    const dest = paths.pop();
    for (const src of paths) {
      const source = from ? path.join(stageDirs[from], src.replace(/^\/app\//, '')) : path.join(ROOT, src);
      const target = path.join(dir, dest.endsWith('/') ? path.join(dest, path.basename(src)) : dest);
      // Dockerfile.dockerignore applies to the build context only, not to copies between stages.
      const filter = from ? undefined : (s) => !ignored(path.relative(ROOT, s));
      cpSync(source, target, { recursive: true, verbatimSymlinks: true, filter });
    }
  }
}

const dockerfile = parseDockerfile(readFileSync(path.join(ROOT, 'deploy/api/Dockerfile'), 'utf8'));
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
let work;
let database;
let api;

before(async () => {
  if (skip) return;
  work = mkdtempSync(path.join(tmpdir(), 'alfie-api-image-'));
  database = await startPostgres('alfie_image');
});

after(async () => {
  await api?.stop();
  await database?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test(
  'the API image runs the migration job and the API with production dependencies only',
  { skip, timeout: 300_000 },
  async () => {
    const deps = dockerfile.find((s) => s.name === 'deps');
    const runtime = dockerfile.find((s) => s.name === 'runtime');
    assert.ok(deps && runtime, 'stages deps and runtime');
    const stageDirs = { deps: path.join(work, 'deps'), runtime: path.join(work, 'app') };

    mkdirSync(stageDirs.deps);
    replayCopies(deps, stageDirs.deps, stageDirs);
    const npmCi = deps.lines.find((l) => l.op === 'RUN' && l.args.startsWith('npm ci'));
    assert.ok(npmCi, 'the deps stage installs with npm ci');
    assert.match(npmCi.args, /--omit=dev/);
    // --prefer-offline: the packages are in the npm cache after the repository's own install.
    await run('sh', ['-c', npmCi.args.replace(/^npm ci/, 'npm ci --prefer-offline')], {
      cwd: stageDirs.deps,
    });

    mkdirSync(stageDirs.runtime);
    replayCopies(runtime, stageDirs.runtime, stageDirs);
    const imageEnv = Object.fromEntries(
      runtime.lines
        .filter((l) => l.op === 'ENV')
        .flatMap((l) => [...l.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])),
    );
    assert.equal(imageEnv.NODE_ENV, 'production');
    assert.ok(
      runtime.lines.some((l) => l.op === 'USER' && l.args === 'node'),
      'runs as a non-root user',
    );

    const dataDir = path.join(work, 'data');
    const composeApi = compose.services.api.environment;
    const env = apiEnv(database.url, {
      ...imageEnv,
      MIGRATE_ON_START: composeApi.MIGRATE_ON_START,
      SEED_DEMO: composeApi.SEED_DEMO,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });

    // The migration job: compose's command in the image's folder.
    const [cmd, ...args] = compose.services.migrate.command;
    assert.equal(cmd, 'node');
    await run(process.execPath, args, { cwd: stageDirs.runtime, env });

    const cmdLine = runtime.lines.find((l) => l.op === 'CMD');
    const [node, ...entry] = JSON.parse(cmdLine.args);
    assert.equal(node, 'node');
    api = launch(process.execPath, entry, { cwd: stageDirs.runtime, env, name: 'api (image layout)' });
    await waitForHttp(PORT, '/health', { proc: api, ok: (s) => s === 200, timeoutMs: 60_000 });

    // The image's HEALTHCHECK command answers 0.
    const health = runtime.lines.find((l) => l.op === 'HEALTHCHECK');
    const [, ...check] = JSON.parse(/CMD (\[.*\])$/.exec(health.args)[1]);
    await run(process.execPath, check, { env });

    // Production never seeds: the demo admin does not exist.
    const login = await fetch(`http://127.0.0.1:${PORT}/Auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'Demo-2026!' }),
    });
    assert.equal(login.status, 401);

    const result = await api.stop('SIGTERM', 20_000);
    assert.equal(result.code, 0, `graceful exit on SIGTERM:\n${api.output()}`);
    const json = api.lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    assert.ok(
      json.some((l) => l.reqId && l.msg === 'request completed'),
      'JSON request logs on stdout',
    );
    api = null;
  },
);
