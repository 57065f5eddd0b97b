// drizzle-kit: `npm run db:generate -w api` writes a new versioned SQL migration under api/drizzle from the schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/tables/*.ts',
  out: './drizzle',
  casing: undefined,
});
