// Where the login route's gzip bytes go, by package or shared folder: each file's gzip size shared out by how many
// of its minified characters each source maps to (an estimate, good to a few hundred bytes per row). Needs a shell
// built with source maps: `npm run build -w @alfie/shell -- --env sourceMaps`, then `node tooling/budgets/breakdown.mjs`
// (`--files`: the project's own sources file by file, to find which module a change pulled onto the route).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loginRoute } from './budgets.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');
const shellDist = path.resolve(import.meta.dirname, '../../shell/dist');

/** The row a source belongs to: an npm package, a folder of shared/src or shell/src, or webpack's runtime. */
export function rowOf(source, byFile = false) {
  const file = /\/((shared|shell)\/src\/.+)$/.exec(source);
  if (byFile && file) return file[1];
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const own = /\/(shared|shell)\/src\/([^/]+(\/[^/.]+(?=\/))?)/.exec(source);
  if (own) return `${own[1]}/${own[2]}`;
  return /webpack\/runtime/.test(source) ? 'webpack runtime' : source;
}

async function breakdown() {
  const totals = new Map();
  const login = loginRoute(shellDist);
  for (const { file, gzip } of login.files) {
    const mapFile = path.join(shellDist, `${file}.map`);
    if (!existsSync(mapFile)) throw new Error(`${mapFile} is missing: build the shell with --env sourceMaps`);
    const lines = readFileSync(path.join(shellDist, file), 'utf8').split('\n');
    const raw = lines.reduce((sum, l) => sum + l.length + 1, 0);
    const mappings = [];
    const consumer = await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    consumer.eachMapping((m) => mappings.push(m));
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const end =
        next?.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
      const row = rowOf(m.source ?? '(unmapped)', process.argv.includes('--files'));
      totals.set(row, (totals.get(row) ?? 0) + ((end - m.generatedColumn) / raw) * gzip);
    });
  }
  console.log(`login route: ${login.requests} files, ${(login.bytes / 1024).toFixed(1)} KB gzip`);
  const css = login.css.map((c) => `${c.file} ${(c.gzip / 1024).toFixed(1)} KB`).join(', ');
  console.log(`stylesheets linked by the page (not JavaScript): ${css || 'none'}`);
  if (login.prerendered)
    console.log("/ is prerendered: its page carries the stylesheet's text and the gate's code (no request)");
  for (const [row, bytes] of [...totals].sort((a, b) => b[1] - a[1])) {
    if (bytes >= (process.argv.includes('--files') ? 20 : 100))
      console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${row}`);
  }
}

if (process.argv[1] === import.meta.filename) await breakdown();
