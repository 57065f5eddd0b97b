// The API process (server.ts imports it): configuration, database (locked, migrated, seeded), HTTP listener, mail
// worker, the payment and reminder jobs, the flight poller (when a provider key is set), graceful shutdown.
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemo } from './db/seed/demo.ts';
import { buildApp } from './app.ts';
import { createMailWorker } from './mail/worker.ts';
import { createPaymentJob } from './modules/payments/job.ts';
import { releaseCancelled } from './modules/requests/payment-states/void.ts';
import { createReminderJob } from './modules/requests/reminders/job.ts';
import { createFlightJob } from './modules/flights/job.ts';

const started = performance.now();

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let paymentJob: ReturnType<typeof createPaymentJob> | null = null;
  let reminderJob: ReturnType<typeof createReminderJob> | null = null;
  let flightJob: ReturnType<typeof createFlightJob> = null;
  const mail = createMailWorker({
    db: database.db,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
  });
  closeWithGrace({ delay: 15_000 }, async ({ err, signal }) => {
    if (err) app?.log.error({ err }, 'shutting down after an error');
    else app?.log.info({ signal }, 'shutting down');
    await app?.close();
    await mail.stop();
    await paymentJob?.stop();
    await reminderJob?.stop();
    await flightJob?.stop();
    await database.close();
  });
  if (config.migrateOnStart) await migrateDatabase(database, config.databaseUrl);
  app = await buildApp({ config, database });
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db);
    if (seeded.seeded) app.log.info({ requests: seeded.requests }, 'demo data loaded');
  }
  await app.listen({ port: config.port, host: config.host });
  mail.start();
  paymentJob = createPaymentJob({ db: database.db, config, releaseCancelled, log: app.log });
  paymentJob.start();
  reminderJob = createReminderJob({ db: database.db, config, log: app.log });
  reminderJob.start();
  flightJob = createFlightJob({ db: database.db, config, log: app.log });
  flightJob?.start();
  app.log.info(
    { driver: database.driver, startupMs: Math.round(performance.now() - started) },
    'Alfie API ready',
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`Alfie API cannot start: ${err.message}`);
  } else {
    console.error('Alfie API cannot start:', err);
  }
  process.exit(1);
});
