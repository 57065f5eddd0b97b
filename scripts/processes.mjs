// Child processes for the start, dev and build scripts: output prefixed with the part's name, one shutdown that
// stops every child (its whole process group) on Ctrl-C, SIGTERM or the first child that dies.
import { spawn } from 'node:child_process';

const children = new Set();
let stopping = false;

function prefixLines(name, stream, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => pending && target.write(`[${name}] ${pending}\n`));
}

/** Starts a long-running child in its own process group. */
export function start(name, command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Runs a child to completion; rejects on a non-zero exit. */
export function run(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = start(name, command, args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with ${signal ?? code}`)),
    );
  });
}

function signalAll(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Stops every child (SIGTERM, then SIGKILL after a grace period), runs cleanup, exits with code. */
export async function shutdown(code = 0, cleanup = async () => {}) {
  if (stopping) return;
  stopping = true;
  signalAll('SIGTERM');
  const deadline = Date.now() + 8000;
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  signalAll('SIGKILL');
  await cleanup();
  process.exit(code);
}

export const isStopping = () => stopping;
