// Node 24 learns the format of every ES module file it loads from the nearest package.json, and re-parses that
// package's whole `exports` map each time. drizzle-orm 0.45 publishes a 179 KB map and the API loads about 450 of
// its files: a second of every API start (of about six) and of every test process went to parsing that JSON again.
// drizzle-orm's own relative imports are ES modules by construction (a "type": "module" package, explicit `.js`), so
// they are resolved here without the lookup. drizzle-orm 1.0 publishes a two-key map: this hook can go with it.
import { registerHooks } from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';

export function isDrizzleInternalImport(specifier: string, parentURL: string | undefined): boolean {
  return (
    parentURL?.includes(DRIZZLE) === true &&
    (specifier.startsWith('./') || specifier.startsWith('../')) &&
    specifier.endsWith('.js')
  );
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (isDrizzleInternalImport(specifier, context.parentURL))
      return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
