// Runs Debian's nginx as an unprivileged process with the project's own configuration files from deploy/nginx,
// rendered with test ports and paths: the entry proxy, the shell's server and one static server per remote, in
// one nginx process (as the containers would run them, each server on its own port); or the entry proxy alone in
// front of API processes, for the operating-day bench.
import {
  accessSync,
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  constants,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, run, waitForHttp } from './processes.mjs';
import { NGINX_DIR, cspScriptHashes, renderFile } from './templates.mjs';
import { REMOTES } from '../../../tooling/webpack/apps.mjs';

/** What alfie-site.envsh exports when the API, the remotes and the SDK are all on the proxy's origin. */
const SAME_ORIGIN_CSP = { ALFIE_CSP_SCRIPT_ORIGINS: '', ALFIE_CSP_CONNECT_ORIGINS: '' };

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function nginxAvailable() {
  try {
    accessSync(NGINX_BIN, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const asRoot = process.getuid?.() === 0;
/** nginx runs as `nobody` when the tests run as root, so it proves the configuration needs no privilege. */
const NOBODY = { uid: 65534, gid: 65534 };
const asUser = asRoot ? NOBODY : {};

function mainConf(dir) {
  // Mirrors the main nginx.conf of the nginx image (mime types, sendfile, keepalive, conf.d/*.conf); every
  // writable path is inside the test folder.
  return `worker_processes 1;
daemon off;
pid ${dir}/run/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/temp/client;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  access_log ${dir}/logs/default.access.log;
  include ${dir}/conf.d/*.conf;
}
`;
}

/** The entry proxy's files (http.conf, proxy.conf and its locations), with `upstreams` naming the front ends. */
function proxyFiles({ conf, accessLog, port, apiPorts, upstreams }) {
  return {
    '00-http.conf': readFileSync(path.join(NGINX_DIR, 'http.conf'), 'utf8'),
    'proxy.conf': renderFile('proxy.conf.template', {
      ALFIE_LISTEN: `127.0.0.1:${port}`,
      ALFIE_ACCESS_LOG: accessLog,
      ALFIE_CONF_DIR: conf,
      ALFIE_API_SERVERS: apiPorts.map((p) => `server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`).join(' '),
    }),
    'proxy-locations.inc': renderFile('proxy-locations.inc.template', {
      ALFIE_RESOLVER: '127.0.0.1',
      ALFIE_UPSTREAM_SHELL: upstreams.shell,
      ...Object.fromEntries(
        Object.entries(upstreams.remotes).map(([app, address]) => [
          `ALFIE_UPSTREAM_${app.replace(/-/g, '_').toUpperCase()}`,
          address,
        ]),
      ),
    }),
  };
}

/**
 * Writes `files(conf, log)` into a folder of its own, checks them (`nginx -t`), starts nginx and waits until every
 * `ready` address (port and path) answers 200. `log(site)` is the access log path of one server.
 */
async function launchNginx(files, ready) {
  const dir = mkdtempSync(path.join(tmpdir(), 'alfie-nginx-'));
  for (const sub of ['conf.d', 'logs', 'temp', 'run']) mkdirSync(path.join(dir, sub));
  chmodSync(dir, 0o755);
  if (asRoot) for (const sub of ['logs', 'temp', 'run']) chownSync(path.join(dir, sub), 65534, 65534);
  const conf = path.join(dir, 'conf.d');
  const log = (site) => path.join(dir, 'logs', `${site}.access.log`);
  let rendered;
  try {
    rendered = files(conf, log);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  for (const [name, text] of Object.entries(rendered)) writeFileSync(path.join(conf, name), text);
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(main, mainConf(dir));
  const errorLog = path.join(dir, 'logs', 'error.log');
  const args = ['-e', errorLog, '-p', dir, '-c', main];
  let proc;
  try {
    await run(NGINX_BIN, [...args, '-t'], asUser);
    proc = launch(NGINX_BIN, args, { name: 'nginx', ...asUser });
    for (const [port, probe] of ready) await waitForHttp(port, probe, { proc, ok: (s) => s === 200 });
  } catch (err) {
    // A start that failed leaves neither a process nor its folder behind.
    await proc?.stop('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    dir,
    proc,
    /** Parsed JSON lines of one server's access log (proxy, shell or a remote's folder name). */
    accessLog(site) {
      let text = '';
      try {
        text = readFileSync(log(site), 'utf8');
      } catch {
        return [];
      }
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    },
    errors: () => {
      try {
        return readFileSync(errorLog, 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      await proc.stop('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.releases  folder holding <app>/<version>/ release folders
 * @param {string} o.runtimeDir  folder holding the rendered config.json
 * @param {string} o.shellVersion
 * @param {{ proxy: number, shell: number, remotes: Record<string, number> }} o.ports  remotes by folder name
 * @param {number[]} o.apiPorts
 */
export async function startNginx({ releases, runtimeDir, shellVersion, ports, apiPorts }) {
  const files = (conf, log) => {
    const out = {
      ...proxyFiles({
        conf,
        accessLog: log('proxy'),
        port: ports.proxy,
        apiPorts,
        upstreams: {
          shell: `127.0.0.1:${ports.shell}`,
          remotes: Object.fromEntries(
            Object.entries(ports.remotes).map(([app, port]) => [app, `127.0.0.1:${port}`]),
          ),
        },
      }),
      'shell.conf': renderFile('shell.conf.template', {
        ALFIE_LISTEN: `127.0.0.1:${ports.shell}`,
        ALFIE_RELEASES: releases,
        ALFIE_ACCESS_LOG: log('shell'),
        ALFIE_RUNTIME_DIR: runtimeDir,
        ALFIE_SHELL_VERSION: shellVersion,
        ...SAME_ORIGIN_CSP,
        ALFIE_CSP_SCRIPT_HASHES: cspScriptHashes(
          path.join(releases, 'shell', shellVersion, 'prerender.json'),
        ),
      }),
    };
    for (const [app, port] of Object.entries(ports.remotes)) {
      out[`static-${app}.conf`] = renderFile('static.conf.template', {
        ALFIE_LISTEN: `127.0.0.1:${port}`,
        ALFIE_RELEASES: releases,
        ALFIE_ACCESS_LOG: log(app),
        ...SAME_ORIGIN_CSP,
      });
    }
    return out;
  };
  const nginx = await launchNginx(files, [
    [ports.shell, '/healthz'],
    [ports.proxy, '/healthz'],
  ]);
  return { ...nginx, url: `http://127.0.0.1:${ports.proxy}` };
}

/**
 * The entry proxy alone in front of API processes (the operating-day bench): the same proxy.conf and locations,
 * no front end behind it (their routes lead to a port nothing listens on). Ready when /api/health answers.
 * @param {{ port: number, apiPorts: number[] }} o
 */
export async function startApiProxy({ port, apiPorts }) {
  const nowhere = '127.0.0.1:9';
  const files = (conf, log) =>
    proxyFiles({
      conf,
      accessLog: log('proxy'),
      port,
      apiPorts,
      upstreams: { shell: nowhere, remotes: Object.fromEntries(REMOTES.map((r) => [r.dir, nowhere])) },
    });
  const nginx = await launchNginx(files, [[port, '/api/health']]);
  return { ...nginx, url: `http://127.0.0.1:${port}` };
}
