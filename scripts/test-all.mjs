// `npm test`: every suite in turn (scripts, unit and component, API, end-to-end, deployment, reliability), after
// making sure the machine has what they need; prints each phase's time and a summary, stops at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureTestTools } from './test-tools.mjs';

const PHASES = ['test:scripts', 'test:unit', 'test:api', 'test:e2e', 'test:deploy', 'test:reliability'];

if (!ensureTestTools()) process.exit(1);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed = null;
for (const phase of PHASES) {
  const started = Date.now();
  console.log(`\n[test] ${phase}`);
  const { status } = spawnSync(npm, ['run', phase], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push(`${phase} ${seconds} s`);
  console.log(`[test] ${phase}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (status !== 0) {
    failed = phase;
    break;
  }
}
console.log(`\n[test] phases: ${times.join(', ')}`);
process.exit(failed ? 1 : 0);
