// One-shot migration job (deployments): `node api/src/db/migrate-cli.ts` with DATABASE_URL, then exits.
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required to run the migrations');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
try {
  await migrateDatabase(database, url);
  console.log('migrations applied');
} finally {
  await database.close();
}
