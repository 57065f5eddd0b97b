// Queues N e-mails in the outbox of DATABASE_URL, one insert at a time (as requests would, while the API
// replicas are delivering), each to its own address so the receiver can count them: deploy+<run>-<i>@example.com.
import { openDatabase } from '../../../api/src/db/client.ts';
import { enqueueMail } from '../../../api/src/mail/outbox.ts';

const url = process.env.DATABASE_URL;
const count = Number(process.argv[2] ?? 200);
const run = process.argv[3] ?? 'run';
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
try {
  for (let i = 0; i < count; i++) {
    await enqueueMail(database.db, {
      to: `deploy+${run}-${i}@example.com`,
      language: (['it', 'en', 'fr'] as const)[i % 3]!,
      template: 'password-reset',
      params: { link: `http://localhost:8090/reset-password?token=deploy-${run}-${i}` },
    });
  }
  console.log(`queued ${count}`);
} finally {
  await database.close();
}
