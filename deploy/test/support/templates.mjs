// Renders the project's nginx templates the way the nginx image's envsubst step does (only ${NAME} of the
// variables given), so the tests run exactly the files the containers run, with test ports and paths.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_DIR = path.resolve(import.meta.dirname, '../../nginx');
/** Sourced by the image's entrypoint before the templates are rendered: the values it exports. */
export const ENVSH = path.resolve(import.meta.dirname, '../../web/alfie-site.envsh');

/** ALFIE_CSP_SCRIPT_HASHES as alfie-site.envsh reads it from a shell release's prerender.json (its own function). */
export function cspScriptHashes(prerenderJson) {
  return execFileSync('sh', ['-c', '. "$0" >/dev/null; csp_script_hashes "$1"', ENVSH, prerenderJson], {
    env: { PATH: process.env.PATH, ALFIE_SITE: 'static' },
    encoding: 'utf8',
  });
}

/** Replaces ${NAME} for every NAME of vars; a ${ALFIE_...} left over is a template the test forgot to fill. */
export function renderTemplate(text, vars) {
  const out = text.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) =>
    name in vars ? String(vars[name]) : whole,
  );
  const left = out.match(/\$\{ALFIE_[A-Z0-9_]+\}/);
  if (left) throw new Error(`template variable ${left[0]} has no value`);
  return out;
}

export function renderFile(file, vars) {
  return renderTemplate(readFileSync(path.join(NGINX_DIR, file), 'utf8'), vars);
}
