// `npm run typecheck`: every TypeScript project checked, as many at a time as the machine has cores. Each project is
// its own `tsc` (they share no build output), so a clean clone spends its time in one compiler per core instead of
// one compiler at a time. Each project's errors are printed together when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

// Every workspace's own check (`npm run typecheck -w <name>` stays the way to check one), then the projects that are
// not workspaces: the reliability suite and the contracts' standalone build.
const root = JSON.parse(readFileSync('package.json', 'utf8'));
const PROJECTS = [
  ...root.workspaces
    .filter((ws) => {
      const { scripts = {} } = JSON.parse(readFileSync(`${ws}/package.json`, 'utf8'));
      if (scripts.typecheck && scripts.typecheck !== 'tsc -p tsconfig.json')
        throw new Error(
          `${ws}'s typecheck script is not \`tsc -p tsconfig.json\`: teach scripts/typecheck.mjs about it`,
        );
      return Boolean(scripts.typecheck);
    })
    .map((ws) => `${ws}/tsconfig.json`),
  'reliability/tsconfig.json',
  'shared/tsconfig.contracts.json',
];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  const started = Date.now();
  const out = [];
  const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)`);
      if (out.length) process.stdout.write(Buffer.concat(out));
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  let ok = true;
  for (let next = queue.shift(); next; next = queue.shift()) ok = (await check(next)) && ok;
  return ok;
});
const ok = (await Promise.all(lanes)).every(Boolean);
process.exit(ok ? 0 : 1);
