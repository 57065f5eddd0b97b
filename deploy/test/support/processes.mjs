// Child processes of the deployment tests: started with their output kept for failure messages, stopped by
// pid (never by name), awaited until they answer.
import { spawn } from 'node:child_process';

/** Spawns a long-running process; `output()` gives its last lines for an assertion message. */
export function launch(command, args, { env = process.env, cwd, name = command, uid, gid } = {}) {
  const child = spawn(command, args, { env, cwd, uid, gid, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line) lines.push(line);
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    exited,
    lines,
    output: (n = 40) => lines.slice(-n).join('\n'),
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(command, args, { env = process.env, cwd, uid, gid } = {}) {
  return new Promise((resolve, reject) => {
    const proc = launch(command, args, { env, cwd, uid, gid });
    proc.exited.then(({ code }) => {
      if (code === 0) resolve(proc.output(200));
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${proc.output()}`));
    });
    proc.child.once('error', reject);
  });
}

/** Polls `probe` until it returns a truthy value or the deadline passes. */
export async function waitFor(
  probe,
  { timeoutMs = 30_000, intervalMs = 200, what = 'condition', proc } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) {
      throw new Error(
        `${proc.name} exited (${proc.child.exitCode}) while waiting for ${what}:\n${proc.output()}`,
      );
    }
    try {
      const value = await probe();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(
    `timed out waiting for ${what}${lastError ? `: ${lastError.message}` : ''}${proc ? `\n${proc.output()}` : ''}`,
  );
}

/** Resolves when http://127.0.0.1:port/path answers with an accepted status. */
export function waitForHttp(port, path = '/', { ok = (s) => s < 500, ...options } = {}) {
  return waitFor(
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return ok(res.status);
    },
    { what: `http://127.0.0.1:${port}${path}`, ...options },
  );
}
