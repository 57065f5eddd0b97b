// `npm test`: every suite in turn (scripts, unit and component, API, end-to-end, then deployment beside reliability),
// after making sure the machine has what they need; prints each phase's time and a summary, stops at the first failure.
// The deployment tests run beside the reliability ones because both mostly wait (for nginx, a container's start, a
// killed API's restart, the soak's clock) and neither shares a port or a database with the other; the deployment
// output is held and printed whole after the reliability phase, so the two never interleave.
import { spawn } from 'node:child_process';
import { ensureTestTools } from './test-tools.mjs';

/** Each step is one phase, or phases run side by side (the first prints as it goes, the others are held). */
const STEPS = ['test:scripts', 'test:unit', 'test:api', 'test:e2e', ['test:reliability', 'test:deploy']];

if (!ensureTestTools()) process.exit(1);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runPhase(phase, live) {
  const started = Date.now();
  const held = [];
  console.log(
    live ? `\n[test] ${phase}` : `[test] ${phase} started beside it (its output follows when it ends)`,
  );
  const child = spawn(npm, ['run', phase], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => held.push(d));
  child.stderr?.on('data', (d) => held.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      resolve({ phase, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), held, live });
    });
  });
}

const times = [];
let failed = null;
for (const step of STEPS) {
  const phases = Array.isArray(step) ? step : [step];
  const results = await Promise.all(phases.map((phase, i) => runPhase(phase, i === 0)));
  for (const { phase, ok, seconds, held, live } of results) {
    if (!live) {
      console.log(`\n[test] ${phase} (ran beside ${phases[0]})`);
      process.stdout.write(Buffer.concat(held));
    }
    times.push(`${phase} ${seconds} s`);
    console.log(`[test] ${phase}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
    if (!ok) failed ??= phase;
  }
  if (failed) break;
}
console.log(`\n[test] phases: ${times.join(', ')}`);
process.exit(failed ? 1 : 0);
