// The app icons of the PA app's manifest (shell/public/icons), drawn from the brand's favicon: its square colour
// and a white "A", as PNG written here (no image library): 192 and 512 px with rounded corners, and a maskable
// 512 px one whose letter stays inside the safe circle. `node scripts/brand-icons.mjs` writes them.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const root = path.join(import.meta.dirname, '..');
const FAVICON = path.join(root, 'shell/public/favicon.svg');
export const ICONS_DIR = path.join(root, 'shell/public/icons');

/** The files and how each is drawn. */
export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

/** The favicon's square colour as [r, g, b]. */
export function brandColour(svg = readFileSync(FAVICON, 'utf8')) {
  const hex = /<rect[^>]*fill="#([0-9a-f]{6})"/i.exec(svg)?.[1];
  if (!hex) throw new Error('favicon.svg: no <rect fill="#rrggbb">');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

// The letter in a unit square: two legs and the bar, as the favicon's bold sans-serif "A" reads at icon size.
const LETTER = [
  [
    [0.26, 0.78],
    [0.37, 0.78],
    [0.535, 0.22],
    [0.445, 0.22],
  ],
  [
    [0.74, 0.78],
    [0.63, 0.78],
    [0.465, 0.22],
    [0.555, 0.22],
  ],
  [
    [0.34, 0.56],
    [0.66, 0.56],
    [0.66, 0.645],
    [0.34, 0.645],
  ],
];

function inside(polygon, x, y) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels of one icon, each the mean of 4x4 samples (smooth edges). */
function pixels(size, maskable, [r, g, b]) {
  const out = Buffer.alloc(size * size * 4);
  // The maskable icon fills its square (the platform cuts its shape); its letter shrinks into the safe zone.
  const scale = maskable ? 0.8 : 1;
  const radius = maskable ? 0 : 6 / 32;
  const n = 4;
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      let ground = 0;
      let letter = 0;
      for (let sy = 0; sy < n; sy++)
        for (let sx = 0; sx < n; sx++) {
          const x = (px + (sx + 0.5) / n) / size;
          const y = (py + (sy + 0.5) / n) / size;
          if (!inRoundedSquare(x, y, radius)) continue;
          ground += 1;
          const lx = (x - 0.5) / scale + 0.5;
          const ly = (y - 0.5) / scale + 0.5;
          if (LETTER.some((p) => inside(p, lx, ly))) letter += 1;
        }
      const white = ground ? letter / ground : 0;
      const o = (py * size + px) * 4;
      out[o] = Math.round(r + (255 - r) * white);
      out[o + 1] = Math.round(g + (255 - g) * white);
      out[o + 2] = Math.round(b + (255 - b) * white);
      out[o + 3] = Math.round((255 * ground) / (n * n));
    }
  return out;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** One icon as PNG bytes (8-bit RGBA, no filter). */
export function iconPng(size, maskable, colour = brandColour()) {
  const rgba = pixels(size, maskable, colour);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(ICONS_DIR, { recursive: true });
  const colour = brandColour();
  for (const { file, size, maskable } of ICONS)
    writeFileSync(path.join(ICONS_DIR, file), iconPng(size, maskable, colour));
}
