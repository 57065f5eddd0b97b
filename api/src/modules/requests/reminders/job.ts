// The reminder job of every API process: runs runReminderJob every minute (first run shortly after start).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { periodicJob, type PeriodicJob } from '../../../lib/periodic-job.ts';
import { runReminderJob, type ReminderReport } from './run.ts';

export function createReminderJob(opts: { db: Db; config: Config; log?: FastifyBaseLogger }): PeriodicJob {
  return periodicJob({
    round: () =>
      runReminderJob({
        db: opts.db,
        offsetsHours: opts.config.reminderOffsetsHours,
        ...(opts.log ? { log: opts.log } : {}),
      }),
    report: (report: ReminderReport) => {
      if (report.sent.length + report.skipped.length > 0)
        opts.log?.info({ sent: report.sent.length, skipped: report.skipped.length }, 'request reminders job');
    },
    log: opts.log,
    failure: 'request reminders job failed',
    // A minute: the reminders go out at most a minute late, and a round with nothing due is one query.
    defaultIntervalMs: 60_000,
  });
}
