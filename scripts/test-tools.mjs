// What `npm test` needs from the machine besides Node: Debian's Chromium for the journeys, PostgreSQL and nginx for
// the deployment and crash tests. Installs the missing ones where it can (root with apt-get), else prints the
// exact command; only a missing browser stops the run (the other suites skip without their server).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));

/** Debian package name and whether it is here; `required` stops the tests when it cannot be had. */
export const TOOLS = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium'), required: true },
  { pkg: 'postgresql', present: hasPostgres, required: false },
  { pkg: 'nginx', present: () => existsSync('/usr/sbin/nginx'), required: false },
];

export function installCommand(pkgs) {
  return `apt-get update && apt-get install -y --no-install-recommends ${pkgs.join(' ')} fonts-liberation`;
}

const canInstall = () =>
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  spawnSync('apt-get', ['--version']).status === 0;

/** Returns false when the tests cannot run here. */
export function ensureTestTools(log = (line) => console.log(`[test] ${line}`)) {
  const missing = TOOLS.filter((t) => !t.present());
  if (missing.length === 0) return true;
  const pkgs = missing.map((t) => t.pkg);
  if (canInstall()) {
    log(`installing ${pkgs.join(', ')} from Debian's packages`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', ...pkgs, 'fonts-liberation'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
      },
    );
    return TOOLS.every((t) => !t.required || t.present());
  }
  log(`missing ${pkgs.join(', ')}; install as root with:`);
  log(`  ${installCommand(pkgs)}`);
  return !missing.some((t) => t.required);
}
