// Test harness: build() gives a fresh app on a fresh database (PGlite from a migrated template, or a new
// PostgreSQL database cloned from a template when DATABASE_URL is set), driven with app.inject.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { MIGRATIONS_FOLDER, openDatabase, type Database, type Db } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemo, DEMO_PASSWORD } from '../db/seed/demo.ts';
import { createMailWorker, type MailWorker } from '../mail/worker.ts';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  dataDir: string;
  mail: MailWorker;
  /** Logs in and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Load the demo data (default true). */
  seed?: boolean;
  env?: Record<string, string>;
  /** Extra routes registered before the app is ready (e.g. probes for the guard). */
  routes?: (app: FastifyInstance) => void;
}

const SEED_FOLDER = fileURLToPath(new URL('../db/seed', import.meta.url));
const migrationsHash = (): string => {
  const h = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (f.endsWith('.sql') || f.endsWith('.json'))
      h.update(f).update(readFileSync(join(MIGRATIONS_FOLDER, f)));
  }
  // The seeded template is what the seed's code wrote: a change to the seed must not reuse a stale one.
  for (const f of readdirSync(SEED_FOLDER).sort())
    if (f.endsWith('.ts') && !f.endsWith('.test.ts')) h.update(f).update(readFileSync(join(SEED_FOLDER, f)));
  return h.digest('hex').slice(0, 12);
};

const memo = new Map<string, Promise<Blob>>();
/** A dump of a migrated (and maybe seeded) PGlite, cached in memory and on disk for the other test files. */
function pgliteTemplate(seed: boolean): Promise<Blob> {
  const day = new Date().toISOString().slice(0, 10);
  const file = join(tmpdir(), `alfie-pglite-${migrationsHash()}-${seed ? `demo-${day}` : 'empty'}.tar`);
  let p = memo.get(file);
  if (!p) {
    p = (async () => {
      if (existsSync(file)) return new Blob([readFileSync(file)]);
      const d = await openDatabase({ memory: true });
      await d.migrate();
      if (seed) await seedDemo(d.db);
      const dump = await (
        d.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
      ).$client.dumpDataDir('none');
      await d.close();
      const tmp = `${file}.${process.pid}`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      try {
        rmSync(file, { force: true });
        writeFileSync(file, readFileSync(tmp));
      } finally {
        rmSync(tmp, { force: true });
      }
      return dump;
    })();
    memo.set(file, p);
  }
  return p;
}

const pgTemplates = new Map<string, Promise<string>>();
/** A migrated (and maybe seeded) template database on the server; new test databases are cloned from it. */
async function postgresDatabase(
  adminUrl: string,
  seed: boolean,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const urlFor = (name: string) => {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    return u.toString();
  };
  try {
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const tpl = `alfie_tpl_${migrationsHash()}_${seed ? `demo_${day}` : 'empty'}`;
    let ready = pgTemplates.get(tpl);
    if (!ready) {
      ready = (async () => {
        await admin.query('select pg_advisory_lock(4202612)');
        try {
          const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [tpl]);
          if (!rowCount) {
            await admin.query(`create database ${tpl}`);
            const d = await openDatabase({ databaseUrl: urlFor(tpl), poolSize: 2 });
            try {
              await migrateDatabase(d, urlFor(tpl));
              if (seed) await seedDemo(d.db);
            } finally {
              await d.close();
            }
          }
        } finally {
          await admin.query('select pg_advisory_unlock(4202612)');
        }
        return tpl;
      })();
      pgTemplates.set(tpl, ready);
    }
    await ready;
    const name = `alfie_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name} template ${tpl}`);
    return {
      url: urlFor(name),
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  } finally {
    await admin.end();
  }
}

export async function build(opts: BuildOptions = {}): Promise<TestApp> {
  const seed = opts.seed ?? true;
  const dataDir = mkdtempSync(join(tmpdir(), 'alfie-test-'));
  const adminUrl = process.env.DATABASE_URL;
  let dropDb: (() => Promise<void>) | null = null;
  let database: Database;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const created = await postgresDatabase(adminUrl, seed);
    dropDb = created.drop;
    databaseUrl = created.url;
    database = await openDatabase({ databaseUrl, poolSize: 4 });
  } else {
    database = await openDatabase({ memory: true, loadDataDir: await pgliteTemplate(seed) });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    APP_URL: 'http://app.test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  });
  const app = await buildApp({ config, database, logger: false });
  opts.routes?.(app);
  await app.ready();
  const mail = createMailWorker({
    db: database.db,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir,
  });
  return {
    app,
    db: database.db,
    database,
    config,
    dataDir,
    mail,
    async login(email, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/Auth/authenticate',
        payload: { username: email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${email} answered ${res.statusCode}: ${res.body}`);
      return (res.json() as { account: { token: string } }).account.token;
    },
    async close() {
      await app.close();
      await mail.stop();
      await database.close();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
