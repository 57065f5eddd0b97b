// Removes the run's temporary DATA_DIR (database, mails) unless ALFIE_E2E_KEEP_DATA is set for debugging.
import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.ALFIE_E2E_DATA_DIR;
  if (!dir) return;
  if (process.env.ALFIE_E2E_KEEP_DATA) {
    console.log(`e2e data kept in ${dir}`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
}
