// One-shot step of the deployment tests: loads the demo data into DATABASE_URL so the browser can log in as the
// demo admin. Production never runs it: there the API starts with SEED_DEMO=false and an empty database.
import { openDatabase } from '../../../api/src/db/client.ts';
import { seedDemo } from '../../../api/src/db/seed/demo.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
try {
  const result = await seedDemo(database.db, { requests: 60 });
  console.log(JSON.stringify(result));
} finally {
  await database.close();
}
