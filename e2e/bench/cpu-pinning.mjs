// A core of its own for the measured page's main thread. Lighthouse's simulation multiplies each main-thread task's
// wall time by four; on a two-core machine the page's main thread shared its core with the browser's own processes
// (about 60% of a core each for the browser and GPU processes during a load, mostly the tracing and the screenshot
// of every frame that Lighthouse asks for), the servers and Lighthouse itself, and its tasks' wall time was often
// three times their CPU time (traced, docs/performance.md, "Reproducing Lighthouse's figures"). A phone runs its
// browser's other processes on other cores than the page's. So the bench keeps itself and everything it starts
// (servers, Chrome) on the machine's other cores, and moves each renderer's main thread to the last core as it
// appears. `BENCH_PIN=off` measures without it; where taskset or /proc is missing, or one core, nothing is pinned.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POLL_MS = 5;

/** Which cores go to what: null when nothing is pinned. */
export function pinningPlan({
  cpus = availableParallelism(),
  env = process.env,
  hasTaskset = tasksetFound,
} = {}) {
  if (env.BENCH_PIN === 'off' || cpus < 2 || !existsSync('/proc/self/stat') || !hasTaskset()) return null;
  const page = cpus - 1;
  return { page: String(page), rest: page === 1 ? '0' : `0-${page - 1}` };
}

function tasksetFound() {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A renderer process of Chromium, from its command line (the zygote forks them and then sets it). */
function isRenderer(cmdline) {
  return cmdline.includes('--type=renderer');
}

/**
 * Moves this process (every thread, so every child it starts from now on) to the plan's other cores, and watches
 * for renderers, moving each one's main thread (its thread id is its process id) to the page's core. `stop()` ends
 * the watch; `describe()` says what was done, for the report.
 */
export function pinForMeasuring(plan = pinningPlan()) {
  if (!plan) return { stop() {}, describe: () => 'no core pinning' };
  execFileSync('taskset', ['-a', '-p', '-c', plan.rest, String(process.pid)], { stdio: 'ignore' });
  // Moved renderers, and processes that are no browser's (read once): a forked renderer has the zygote's command line
  // until it sets its own, so Chromium's other processes are read again on every look.
  const done = new Set();
  const watch = setInterval(() => {
    for (const pid of readdirSync('/proc')) {
      if (done.has(pid) || !/^\d+$/.test(pid)) continue;
      let cmdline;
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      if (!isRenderer(cmdline)) {
        if (!cmdline.includes('chrom')) done.add(pid);
        continue;
      }
      done.add(pid);
      run('taskset', ['-p', '-c', plan.page, pid]).catch(() => undefined);
    }
  }, POLL_MS);
  watch.unref();
  return {
    stop: () => clearInterval(watch),
    describe: () =>
      `each page's renderer main thread on a core of its own (CPU ${plan.page}), the browser's other processes, ` +
      `the servers and Lighthouse on the others (CPU ${plan.rest}): \`taskset\`, \`BENCH_PIN=off\` to measure without`,
  };
}
