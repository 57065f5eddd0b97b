// The authorization job of every API process: runs runAuthorizationJob on a timer (first run shortly after start).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { runAuthorizationJob } from './authorizations.ts';
import { paypalFromConfig } from './paypal-client.ts';

export interface PaymentJob {
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createPaymentJob(opts: { db: Db; config: Config; log?: FastifyBaseLogger }): PaymentJob {
  const paypal = paypalFromConfig(opts.config);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runAuthorizationJob({ db: opts.db, paypal, ...(opts.log ? { log: opts.log } : {}) })
      .then((report) => {
        if (report.reauthorized.length + report.expired.length + report.failed.length > 0)
          opts.log?.info({ report }, 'payment authorizations job');
      })
      .catch((err: unknown) => opts.log?.error({ err }, 'payment authorizations job failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start(intervalMs = 15 * 60_000) {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      setTimeout(tick, 5_000).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
