// The flight poller of every API process: a round a minute (the lease lets one process poll at a time; the
// cadence of each flight decides whether a round asks about it). No provider key: no job, tracking is off.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { runFlightPoll, type PollReport } from './poller.ts';
import { statusProviderOf } from './provider.ts';

export function createFlightJob(opts: {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
}): PeriodicJob | null {
  const provider = statusProviderOf(opts.config.flightStatus, opts.log);
  if (!provider) return null;
  return periodicJob({
    round: () =>
      runFlightPoll({
        db: opts.db,
        provider,
        dailyCalls: opts.config.flightStatus.dailyCalls,
        ...(opts.log ? { log: opts.log } : {}),
      }),
    report: (report: PollReport) => {
      if (report.asked.length > 0)
        opts.log?.info({ asked: report.asked.length, changed: report.changed.length }, 'flight status poll');
    },
    log: opts.log,
    failure: 'flight status poll failed',
    defaultIntervalMs: 60_000,
  });
}
