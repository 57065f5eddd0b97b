// The proxy's TLS server as docs/deploy.md tells to enable it (the commented block of proxy.conf.template,
// uncommented, with a throwaway self-signed certificate): every answer carries one HSTS header of a year with
// subdomains, the proxy's own, even when the API behind it sends its own copy. Needs nginx and openssl.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX_BIN, nginxAvailable } from './support/nginx.mjs';
import { launch, run, waitFor } from './support/processes.mjs';
import { NGINX_DIR, renderFile, renderTemplate } from './support/templates.mjs';

const TLS_PORT = 4133;
const PLAIN_PORT = 4134;
const API_PORT = 4135;
const openssl = spawnSync('openssl', ['version']).status === 0;
const skip = !nginxAvailable() ? 'missing nginx' : !openssl ? 'missing openssl' : false;
const asRoot = process.getuid?.() === 0;
const asUser = asRoot ? { uid: 65534, gid: 65534 } : {};

/** nginx -v prints e.g. "nginx version: nginx/1.22.1" on stderr. */
function nginxHasHttp2Directive() {
  const v = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' }).stderr);
  if (!v) return true;
  const [major, minor, patch] = v.slice(1).map(Number);
  return major > 1 || minor > 25 || (minor === 25 && patch >= 1);
}

let dir;
let nginx;
let api;

/** The TLS server block of proxy.conf.template with its comment marks removed. */
function tlsServer(text) {
  const start = text.indexOf('# server {');
  assert.ok(start > 0, 'proxy.conf.template keeps a commented TLS server block');
  return text
    .slice(start)
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^# ?/, ''))
    .join('\n');
}

before(async () => {
  if (skip) return;
  dir = mkdtempSync(path.join(tmpdir(), 'alfie-tls-'));
  chmodSync(dir, 0o755);
  for (const sub of ['conf.d', 'logs', 'temp', 'run', 'certs']) mkdirSync(path.join(dir, sub));
  if (asRoot) for (const sub of ['logs', 'temp', 'run']) chownSync(path.join(dir, sub), 65534, 65534);
  const certs = path.join(dir, 'certs');
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
    ...['-keyout', path.join(certs, 'privkey.pem'), '-out', path.join(certs, 'fullchain.pem')],
  ]);
  chmodSync(path.join(certs, 'privkey.pem'), 0o644);

  // An API that sends its own HSTS, as helmet does in production.
  api = createServer((_req, res) => {
    res.setHeader('Strict-Transport-Security', 'max-age=60');
    res.end('{"status":"ok"}');
  });
  await new Promise((resolve) => api.listen(API_PORT, '127.0.0.1', resolve));

  const conf = path.join(dir, 'conf.d');
  const log = path.join(dir, 'logs', 'proxy.access.log');
  const template = readFileSync(path.join(NGINX_DIR, 'proxy.conf.template'), 'utf8');
  const vars = {
    ALFIE_LISTEN: `127.0.0.1:${PLAIN_PORT}`,
    ALFIE_ACCESS_LOG: log,
    ALFIE_CONF_DIR: conf,
    ALFIE_API_SERVERS: `server 127.0.0.1:${API_PORT};`,
  };
  const proxy = renderTemplate(template, vars) + '\n' + renderTemplate(tlsServer(template), vars);
  const files = {
    '00-http.conf': readFileSync(path.join(NGINX_DIR, 'http.conf'), 'utf8'),
    'proxy.conf': proxy
      .replaceAll('listen 8443 ssl;', `listen 127.0.0.1:${TLS_PORT} ssl;`)
      .replaceAll('/etc/nginx/certs', certs)
      // `http2 on;` needs nginx 1.25.1 (the image has 1.28); Debian 12's nginx is 1.22.
      .replace(/^\s*http2 on;$/m, nginxHasHttp2Directive() ? '$&' : ''),
    // Front ends nobody serves here: the proxy answers 502 for them, which still carries the header.
    'proxy-locations.inc': renderFile('proxy-locations.inc.template', {
      ALFIE_RESOLVER: '127.0.0.1',
      ...Object.fromEntries(
        [
          'SHELL',
          'MFE_REQUESTS',
          'MFE_RECRUITING',
          'MFE_PRICING',
          'MFE_USERS',
          'MFE_CUSTOMER',
          'MFE_PAYMENT',
          'MFE_PA',
        ].map((name) => [`ALFIE_UPSTREAM_${name}`, '127.0.0.1:9']),
      ),
    }),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(conf, name), text);
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `worker_processes 1;
daemon off;
pid ${dir}/run/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/temp/client;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${conf}/*.conf;
}
`,
  );
  const args = ['-e', path.join(dir, 'logs', 'error.log'), '-p', dir, '-c', main];
  await run(NGINX_BIN, [...args, '-t'], asUser);
  nginx = launch(NGINX_BIN, args, { name: 'nginx', ...asUser });
  await waitFor(() => get('/api/health').then(() => true), { what: 'the TLS server', proc: nginx });
});

after(async () => {
  await nginx?.stop('SIGQUIT');
  await new Promise((resolve) => (api ? api.close(resolve) : resolve()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** GET over TLS, accepting the throwaway certificate; resolves with the status and raw header pairs. */
function get(pathname) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: TLS_PORT, path: pathname, rejectUnauthorized: false, timeout: 3000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, raw: res.rawHeaders }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const hstsOf = (raw) => raw.filter((_, i) => i % 2 === 1 && /^strict-transport-security$/i.test(raw[i - 1]));

test('the TLS server sends one HSTS header of a year with subdomains on every answer', { skip }, async () => {
  for (const pathname of ['/api/health', '/', '/mfe-payment/1.0.0/']) {
    const { status, raw } = await get(pathname);
    const hsts = hstsOf(raw);
    assert.equal(hsts.length, 1, `${pathname} (${status}): ${JSON.stringify(hsts)}`);
    assert.match(hsts[0], /^max-age=(\d+); includeSubDomains$/, pathname);
    assert.ok(Number(/max-age=(\d+)/.exec(hsts[0])[1]) >= 31_536_000, pathname);
  }
  // The plain server carries none (HSTS over HTTP is ignored; it becomes the redirect to HTTPS).
  const plain = await fetch(`http://127.0.0.1:${PLAIN_PORT}/api/health`);
  await plain.arrayBuffer();
  assert.equal(plain.headers.get('strict-transport-security'), 'max-age=60', 'the API copy passes on HTTP');
});
