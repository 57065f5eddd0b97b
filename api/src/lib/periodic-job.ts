// A job every API process runs on a timer (first round shortly after start): never two rounds of one process at
// once, errors logged and the next round tried; stop() waits for the round under way.
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<T> {
  /** One round; what it answers goes to `report`. */
  round(): Promise<T>;
  /** Logs what a round did (only when it did something worth a line). */
  report?(result: T): void;
  log?: Pick<FastifyBaseLogger, 'error'> | undefined;
  /** The log line of a failed round. */
  failure: string;
  defaultIntervalMs: number;
  firstRunAfterMs?: number;
}

export function periodicJob<T>(opts: PeriodicJobOptions<T>): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = opts
      .round()
      .then((result) => opts.report?.(result))
      .catch((err: unknown) => opts.log?.error({ err }, opts.failure))
      .finally(() => {
        running = null;
      });
  };
  return {
    start(intervalMs = opts.defaultIntervalMs) {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      setTimeout(tick, opts.firstRunAfterMs ?? 5_000).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
