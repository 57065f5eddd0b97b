// Renders the project's nginx templates the way the nginx image's envsubst step does (only ${NAME} of the
// variables given), so the tests run exactly the files the containers run, with test ports and paths.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_DIR = path.resolve(import.meta.dirname, '../../nginx');

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
