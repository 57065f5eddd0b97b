// Registers every area: each folder of src/modules with a routes.ts whose default export is a Fastify plugin.
// Adding an area is adding its folder; no shared list to edit (several engineers add areas at the same time).
import { readdirSync, existsSync } from 'node:fs';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export async function registerModules(app: FastifyInstance): Promise<string[]> {
  const dir = new URL('./', import.meta.url);
  const areas = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/routes.ts`, dir)))
    .map((d) => d.name)
    .sort();
  for (const area of areas) {
    const mod = (await import(new URL(`${area}/routes.ts`, dir).href)) as { default?: FastifyPluginAsync };
    if (typeof mod.default !== 'function')
      throw new Error(`src/modules/${area}/routes.ts must export default a Fastify plugin`);
    await app.register(mod.default);
  }
  return areas;
}
