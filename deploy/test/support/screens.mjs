// What the deployment test opens: one screen of every remote, with the demo account that may see it (docs/product.md
// section 2), and the state of every file of a releases folder (to prove which ones a release touched).
import { readdirSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const screens = [
  {
    login: 'admin@example.com',
    home: '/user-management',
    screens: [
      { path: '/user-management', remote: 'mfe-users' },
      { path: '/richieste', remote: 'mfe-requests' },
      { path: '/nuovi-PA', remote: 'mfe-recruiting' },
      { path: '/pricing', remote: 'mfe-pricing' },
    ],
  },
  {
    login: 'customer@example.com',
    home: '/landing-richiesta',
    screens: [{ path: '/landing-richiesta', remote: 'mfe-customer' }],
  },
  {
    login: 'pa@example.com',
    home: '/pa',
    screens: [{ path: '/pa', remote: 'mfe-pa' }],
  },
  {
    // Public: the page the mobile web view opens, and the PA application form.
    login: null,
    screens: [
      { path: '/do-paypal-payment?token=x&requestId=1&amount=10&description=test', remote: 'mfe-payment' },
      { path: '/candidatura', remote: 'mfe-pa' },
    ],
  },
];

/** relative path -> { mtimeMs, sha256 } for every file under dir. */
export function fileStates(dir) {
  const out = {};
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      const abs = path.join(dir, rel);
      if (entry.isDirectory()) walk(rel);
      else
        out[rel] = {
          mtimeMs: statSync(abs).mtimeMs,
          sha256: createHash('sha256').update(readFileSync(abs)).digest('hex'),
        };
    }
  };
  walk('');
  return out;
}
