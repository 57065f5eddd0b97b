// The checked-in app icons are what scripts/brand-icons.mjs draws from the favicon (regenerate them after a
// brand change), real PNGs of the sizes the manifest declares.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ICONS, ICONS_DIR, iconPng } from './brand-icons.mjs';

const manifest = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'shell/public/manifest.webmanifest'), 'utf8'),
);

test('each icon is the drawing of the current favicon, a PNG of its size', () => {
  for (const { file, size, maskable } of ICONS) {
    const stored = readFileSync(path.join(ICONS_DIR, file));
    assert.ok(stored.equals(iconPng(size, maskable)), `${file}: run node scripts/brand-icons.mjs`);
    assert.equal(stored.subarray(1, 4).toString('ascii'), 'PNG');
    assert.equal(stored.readUInt32BE(16), size);
    assert.equal(stored.readUInt32BE(20), size);
  }
});

test('the manifest names each icon with its size and purpose', () => {
  assert.deepEqual(
    manifest.icons.map((i) => [i.src, i.sizes, i.type, i.purpose ?? 'any']),
    ICONS.map((i) => [
      `/icons/${i.file}`,
      `${i.size}x${i.size}`,
      'image/png',
      i.maskable ? 'maskable' : 'any',
    ]),
  );
});
