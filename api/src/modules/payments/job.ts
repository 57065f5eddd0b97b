// The authorization job of every API process: runs runAuthorizationJob on a timer (first run shortly after start).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { runAuthorizationJob, type JobReport, type ReleaseCancelled } from './authorizations.ts';
import { paypalFromConfig } from './paypal-client.ts';

export type PaymentJob = PeriodicJob;

export function createPaymentJob(opts: {
  db: Db;
  config: Config;
  releaseCancelled: ReleaseCancelled;
  log?: FastifyBaseLogger;
}): PaymentJob {
  const paypal = paypalFromConfig(opts.config);
  return periodicJob({
    round: () =>
      runAuthorizationJob(
        { db: opts.db, paypal, ...(opts.log ? { log: opts.log } : {}) },
        opts.releaseCancelled,
      ),
    report: (report: JobReport) => {
      if (report.reauthorized.length + report.expired.length + report.failed.length > 0)
        opts.log?.info({ report }, 'payment authorizations job');
    },
    log: opts.log,
    failure: 'payment authorizations job failed',
    defaultIntervalMs: 15 * 60_000,
  });
}
