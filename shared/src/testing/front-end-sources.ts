// The source files (tests left out) of the shell, every remote (present and future: any mfe-* folder) and
// @alfie/shared: what the checks of the build's thin library modules read for the names the front ends import.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) sourceFiles(file, out);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(file);
  }
  return out;
}

export function frontEndSourceFiles(repoRoot: string): string[] {
  return readdirSync(repoRoot)
    .filter((d) => d === 'shell' || d === 'shared' || d.startsWith('mfe-'))
    .map((d) => path.join(repoRoot, d, 'src'))
    .filter((d) => statSync(d, { throwIfNoEntry: false })?.isDirectory())
    .flatMap((d) => sourceFiles(d));
}
