// Fast checks of the deployment files themselves: config.json rendering, the nginx templates against the
// variables the Compose file and the image really provide, the Compose file's promises, and the release script's
// guards. `docker compose config` runs too where a compose client exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { APPS, REMOTES } from '../../tooling/webpack/apps.mjs';
import {
  ReleaseError,
  describe as describeRelease,
  findApp,
  release,
  versionVariable,
} from '../../scripts/release.mjs';
import { ROOT } from './support/api.mjs';
import { ENVSH, NGINX_DIR, cspScriptHashes, renderTemplate } from './support/templates.mjs';

const RENDER = path.join(ROOT, 'deploy/web/render-config.sh');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
const versions = Object.fromEntries(APPS.map((a) => [versionVariable(a), '1.1.4']));

function render(env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'alfie-render-'));
  const r = spawnSync('sh', [RENDER], {
    env: { PATH: process.env.PATH, ALFIE_RUNTIME_DIR: dir, ...env },
    encoding: 'utf8',
  });
  const file = path.join(dir, 'config.json');
  const config = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  rmSync(dir, { recursive: true, force: true });
  return { status: r.status, stderr: r.stderr, config };
}

test('config.json is rendered from the environment with one versioned manifest per remote', () => {
  const { status, config } = render({ ...versions, MFE_PRICING_VERSION: '1.2.0', PAYPAL_CLIENT_ID: 'abc' });
  assert.equal(status, 0);
  assert.equal(config.apiBaseUrl, '/api');
  assert.equal(config.paypalClientId, 'abc');
  assert.equal(config.paypalSdkUrl, 'https://www.paypal.com/sdk/js');
  assert.deepEqual(Object.keys(config.remotes).sort(), REMOTES.map((r) => r.name).sort());
  assert.equal(config.remotes.mfe_pricing, '/mfe-pricing/1.2.0/mf-manifest.json');
  assert.equal(config.remotes.mfe_users, '/mfe-users/1.1.4/mf-manifest.json');
});

test('config.json can point the remotes at a CDN origin', () => {
  const { config } = render({
    ...versions,
    REMOTES_BASE_URL: 'https://cdn.example.com/',
    API_BASE_URL: 'https://api.example.com',
  });
  assert.equal(config.remotes.mfe_payment, 'https://cdn.example.com/mfe-payment/1.1.4/mf-manifest.json');
  assert.equal(config.apiBaseUrl, 'https://api.example.com');
});

test('a missing or unsafe value stops the container instead of serving a broken map', () => {
  const { MFE_USERS_VERSION: _omit, ...withoutUsers } = versions;
  for (const [env, message] of [
    [withoutUsers, /MFE_USERS_VERSION is required/],
    [{ ...versions, SHELL_VERSION: '../etc' }, /not a release folder name/],
    [{ ...versions, MFE_PRICING_VERSION: '1.2/x' }, /not a release folder name/],
    [{ ...versions, API_BASE_URL: '/api"}' }, /without quotes/],
    [{ ...versions, PAYPAL_CLIENT_ID: 'a b' }, /without quotes/],
  ]) {
    const r = render(env);
    assert.notEqual(r.status, 0, JSON.stringify(env));
    assert.match(r.stderr, message);
    assert.equal(r.config, null, 'no config.json written');
  }
});

/** ALFIE_* variables set by `ENV` in the web Dockerfile. */
function dockerfileEnv() {
  const text = readFileSync(path.join(ROOT, 'deploy/web/Dockerfile'), 'utf8');
  return new Set([...text.matchAll(/\b(ALFIE_[A-Z_]+)=/g)].map((m) => m[1]));
}

test('every nginx template variable is provided by the image or the Compose file', () => {
  const image = dockerfileEnv();
  // Exported by alfie-site.envsh (the CSP origins for every site, the shell's version for the shell).
  const csp = ['ALFIE_CSP_SCRIPT_ORIGINS', 'ALFIE_CSP_CONNECT_ORIGINS'];
  const sites = {
    proxy: { files: ['proxy.conf.template', 'proxy-locations.inc.template'], service: 'proxy', extra: csp },
    shell: {
      files: ['shell.conf.template'],
      service: 'web-shell',
      extra: ['ALFIE_SHELL_VERSION', 'ALFIE_CSP_SCRIPT_HASHES', ...csp],
    },
    static: { files: ['static.conf.template'], service: 'web-mfe-pricing', extra: csp },
  };
  for (const [site, { files, service, extra = [] }] of Object.entries(sites)) {
    const env = compose.services[service].environment;
    assert.equal(env.ALFIE_SITE, site, `${service} runs the ${site} site`);
    const provided = new Set([...image, ...Object.keys(env), ...extra]);
    for (const file of files) {
      const text = readFileSync(path.join(NGINX_DIR, file), 'utf8');
      const used = [...text.matchAll(/\$\{(ALFIE_[A-Z0-9_]+)\}/g)].map((m) => m[1]);
      for (const name of used)
        assert.ok(provided.has(name), `${file} uses ${name}, which ${service} does not set`);
      const vars = Object.fromEntries(used.map((n) => [n, 'x']));
      assert.doesNotThrow(() => renderTemplate(text, vars));
    }
  }
  const envsh = readFileSync(path.join(ROOT, 'deploy/web/alfie-site.envsh'), 'utf8');
  assert.match(envsh, /export ALFIE_SHELL_VERSION="\$SHELL_VERSION"/);
  for (const name of [...csp, 'ALFIE_CSP_SCRIPT_HASHES']) assert.match(envsh, new RegExp(`export ${name}=`));
});

test("the shell's CSP allows its prerendered pages' inline scripts by their hashes, and nothing else", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'alfie-csp-'));
  try {
    const file = path.join(dir, 'prerender.json');
    const a = `'sha256-${'A'.repeat(42)}Q='`;
    const b = `'sha256-${'b+/'.repeat(14)}c='`;
    writeFileSync(
      file,
      JSON.stringify({ inlineScripts: [a, b], note: "'sha256-short=' 'unsafe-inline'; script-src *" }),
    );
    assert.equal(cspScriptHashes(file), ` ${a} ${b}`);
    writeFileSync(file, JSON.stringify({ pages: {} }));
    assert.equal(cspScriptHashes(file), '', 'a prerender.json without inline scripts');
    assert.equal(cspScriptHashes(path.join(dir, 'none.json')), '', 'a release without prerendered pages');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Sources alfie-site.envsh as the image's entrypoint does, and prints the CSP origins it exports. */
function cspOrigins(env) {
  const r = spawnSync(
    'sh',
    ['-c', '. "$0"; printf "%s\\n%s" "$ALFIE_CSP_SCRIPT_ORIGINS" "$ALFIE_CSP_CONNECT_ORIGINS"', ENVSH],
    { env: { PATH: process.env.PATH, ALFIE_SITE: 'static', ...env }, encoding: 'utf8' },
  );
  const [script = '', connect = ''] = r.stdout.split('\n');
  return { status: r.status, stderr: r.stderr, script: script.trim(), connect: connect.trim() };
}

test("the pages' CSP allows the origins of config.json, and only origins", () => {
  const same = cspOrigins({ API_BASE_URL: '/api', REMOTES_BASE_URL: '', PAYPAL_SDK_URL: '' });
  assert.deepEqual([same.status, same.script, same.connect], [0, '', ''], 'one origin: nothing added');
  const split = cspOrigins({
    API_BASE_URL: 'https://api.example.com/v1',
    REMOTES_BASE_URL: 'https://cdn.example.com/',
    PAYPAL_SDK_URL: 'https://www.paypal.com/sdk/js',
  });
  assert.equal(split.status, 0, split.stderr);
  assert.equal(split.script, 'https://cdn.example.com https://www.paypal.com');
  assert.equal(split.connect, 'https://api.example.com https://cdn.example.com');
  for (const bad of [
    'https://api.example.com";add_header X y',
    'https://a.example.com;script-src *',
    'https://',
  ]) {
    const r = cspOrigins({ API_BASE_URL: bad });
    assert.notEqual(r.status, 0, bad);
    assert.match(r.stderr, /no usable origin/);
  }
});

test('the Compose file keeps its promises', () => {
  const s = compose.services;
  assert.match(s.postgres.image, /^postgres:17/);
  assert.ok(s.postgres.healthcheck?.test, 'postgres has a health check');
  assert.ok(
    s.postgres.volumes.some((v) => v.startsWith('pgdata:')),
    'postgres keeps its data in a volume',
  );
  assert.deepEqual(s.migrate.command, ['node', 'api/src/db/migrate-cli.ts']);
  assert.ok(existsSync(path.join(ROOT, s.migrate.command[1])), 'the migration command exists');
  assert.equal(s.migrate.restart, 'no');
  assert.equal(s.api.environment.NODE_ENV, 'production');
  assert.equal(s.api.environment.SEED_DEMO, 'false');
  assert.equal(s.api.environment.MIGRATE_ON_START, 'false');
  assert.equal(s.api.depends_on.migrate.condition, 'service_completed_successfully');
  assert.equal(s.api.ports, undefined, 'replicas publish no port (--scale api=N)');
  assert.equal(s.api.container_name, undefined);
  for (const app of APPS) {
    const web = s[`web-${app.dir}`];
    assert.ok(web, `a static server for ${app.dir}`);
    assert.ok(
      web.volumes.includes(`./releases/${app.dir}:/srv/releases/${app.dir}:ro`),
      `${app.dir} serves its own release folders`,
    );
    if (app.name !== 'shell') {
      assert.equal(s.proxy.environment[`ALFIE_UPSTREAM_${app.name.toUpperCase()}`], `web-${app.dir}:8080`);
    }
  }
  assert.ok(
    s.proxy.ports.some((p) => String(p).endsWith(':8080')),
    'the proxy is the single published entry',
  );
  assert.match(s.mailpit.image, /^axllent\/mailpit:/);
  for (const name of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']) {
    const raw = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    assert.match(raw, new RegExp(`\\$\\{${name}:\\?`), `${name} is required by compose`);
  }
});

test('every file the Dockerfiles copy from deploy/ exists', () => {
  for (const file of ['deploy/web/Dockerfile', 'deploy/api/Dockerfile']) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/^COPY (?:--\S+ )*(.+) \S+$/gm)) {
      for (const src of m[1].split(' ').filter((x) => x.startsWith('deploy/'))) {
        assert.ok(existsSync(path.join(ROOT, src)), `${file} copies ${src}`);
      }
    }
  }
  const nginxFiles = readdirSync(NGINX_DIR);
  assert.ok(nginxFiles.includes('http.conf'));
});

function composeClient() {
  const v2 = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  if (v2.status === 0) return ['docker', ['compose']];
  const v1 = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  if (v1.status === 0) return ['docker-compose', []];
  return null;
}

const client = composeClient();
test(
  'docker compose config accepts the file',
  { skip: client ? false : 'no compose client on this machine' },
  () => {
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      POSTGRES_PASSWORD: 'x',
      JWT_SECRET: 'y'.repeat(40),
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      ...versions,
    };
    const [cmd, pre] = client;
    const ok = spawnSync(cmd, [...pre, '-f', path.join(ROOT, 'docker-compose.yml'), 'config', '-q'], {
      env,
      encoding: 'utf8',
    });
    assert.equal(ok.status, 0, ok.stderr);
    const { JWT_SECRET: _s, ...withoutSecret } = env;
    const refused = spawnSync(cmd, [...pre, '-f', path.join(ROOT, 'docker-compose.yml'), 'config', '-q'], {
      env: withoutSecret,
      encoding: 'utf8',
    });
    assert.notEqual(refused.status, 0, 'compose refuses to run without JWT_SECRET');
    assert.match(refused.stderr, /JWT_SECRET/);
  },
);

test('the release script names apps either way and guards its folders', () => {
  assert.equal(findApp('mfe-pricing').name, 'mfe_pricing');
  assert.equal(findApp('mfe_pricing').dir, 'mfe-pricing');
  assert.equal(findApp('@alfie/shell').dir, 'shell');
  assert.throws(() => findApp('mfe-nope'), ReleaseError);
  const out = mkdtempSync(path.join(tmpdir(), 'alfie-release-'));
  try {
    assert.throws(
      () => release({ app: 'mfe-users', version: '../x', out, log: () => {} }),
      /cannot be a release folder name/,
    );
    assert.throws(
      () => release({ app: 'mfe-users', version: 'a/b', out, log: () => {} }),
      /cannot be a release folder name/,
    );
    mkdirSync(path.join(out, 'mfe-users', '2.0.0'), { recursive: true });
    assert.throws(() => release({ app: 'mfe-users', version: '2.0.0', out, log: () => {} }), /immutable/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const lines = describeRelease({ app: findApp('mfe-pricing'), version: '1.2.0' });
  assert.deepEqual(lines, [
    'MFE_PRICING_VERSION=1.2.0',
    'config.json: "remotes": { "mfe_pricing": "/mfe-pricing/1.2.0/mf-manifest.json" }',
  ]);
});
