import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDrizzleInternalImport } from './drizzle-resolve.ts';

const inDrizzle = 'file:///app/node_modules/drizzle-orm/pg-core/table.js';

test("drizzle-orm's own relative .js imports are taken over, nothing else", () => {
  assert.equal(isDrizzleInternalImport('./columns/index.js', inDrizzle), true);
  assert.equal(isDrizzleInternalImport('../sql/sql.js', inDrizzle), true);
  assert.equal(isDrizzleInternalImport('drizzle-orm', inDrizzle), false);
  assert.equal(isDrizzleInternalImport('./index.cjs', inDrizzle), false);
  assert.equal(isDrizzleInternalImport('./db/schema.ts', 'file:///app/api/src/app.ts'), false);
  assert.equal(
    isDrizzleInternalImport('./x.js', 'file:///app/node_modules/drizzle-orm-extra/index.js'),
    false,
  );
  assert.equal(isDrizzleInternalImport('./x.js', undefined), false);
});

test('the premise holds for the installed drizzle-orm: its .js files are ES modules', () => {
  const entry = fileURLToPath(import.meta.resolve('drizzle-orm'));
  const pkg = JSON.parse(readFileSync(entry.replace(/index\.js$/, 'package.json'), 'utf8')) as {
    type?: string;
  };
  assert.equal(pkg.type, 'module');
});
