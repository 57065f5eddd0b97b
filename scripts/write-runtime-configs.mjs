// Writes config.json into the dist of the shell and of mfe-payment (the two apps that boot and read it) from the
// environment; see runtime-config.mjs for the variables.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../tooling/webpack/apps.mjs';
import { paymentConfig, shellConfig } from './runtime-config.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONFIG_OF = { shell: shellConfig, mfe_payment: paymentConfig };

export function writeRuntimeConfigsTo(apps = APPS, env = process.env) {
  for (const app of apps) {
    const make = CONFIG_OF[app.name];
    if (make)
      writeFileSync(
        path.join(ROOT, app.dir, 'dist', 'config.json'),
        `${JSON.stringify(make(env), null, 2)}\n`,
      );
  }
}
