// Every environment variable of the API (docs/architecture.md), parsed and checked once; a bad value stops the start.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { DEFAULT_URGENT_HOURS, MAX_URGENT_HOURS } from '@alfie/shared/contracts/dispatch-board';
import { DEFAULT_AT_RISK_MINUTES } from '@alfie/shared/contracts';

const LOCAL_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006, 3007].map((p) => `http://localhost:${p}`);
const MIN_SECRET_BYTES = 32;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const flag = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.picklist(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], 'must be true or false'),
  v.transform((s) => ['true', '1', 'yes', 'on'].includes(s)),
);
const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.url('must be a URL'),
    v.check(
      (s) => URL.canParse(s) && protocols.includes(new URL(s).protocol),
      `must start with ${protocols.join(' or ')}`,
    ),
  );
/** '8h', '30m', '3600s', '1d' or plain seconds, to seconds. */
const duration = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d+\s*[smhd]?$/, "must be a duration such as '8h', '30m' or seconds"),
  v.transform((s) => {
    const n = Number.parseInt(s, 10);
    const unit = s.at(-1) ?? 's';
    return n * ({ m: 60, h: 3600, d: 86_400 }[unit] ?? 1);
  }),
  v.minValue(60, 'must be at least one minute'),
);

/** Whole hours from 1 to `max`, as an environment variable spells them. */
const hoursUpTo = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,3}$/, 'must be whole hours'),
    v.transform(Number),
    v.minValue(1, 'must be at least 1 hour'),
    v.maxValue(max, `must be at most ${max} hours`),
  );
/** Hours before a service's start (reminders): up to 30 days. */
const hours = hoursUpTo(720);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['production', 'development', 'test']), 'development'),
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number'), v.transform(Number), v.maxValue(65535)),
    '4000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  DATABASE_URL: v.optional(url(['postgres:', 'postgresql:'])),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), '.data'),
  JWT_SECRET: v.optional(v.string()),
  TOKEN_TTL: v.optional(duration, '8h'),
  SEED_DEMO: v.optional(flag),
  MIGRATE_ON_START: v.optional(flag),
  SMTP_URL: v.optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Alfie <no-reply@example.com>'),
  APP_URL: v.optional(url(['http:', 'https:']), 'http://localhost:3000'),
  PAYPAL_API_BASE: v.optional(url(['http:', 'https:']), 'https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  PAYPAL_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty())),
  CORS_ORIGINS: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  BODY_LIMIT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '262144'),
  TRUSTED_PROXY_HOPS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number))),
  EVENTS_HEARTBEAT_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be seconds'), v.transform(Number), v.minValue(1)),
    '25',
  ),
  REMINDER_EARLY_HOURS: v.optional(hours, '24'),
  REMINDER_LATE_HOURS: v.optional(hours, '2'),
  DISPATCH_URGENT_HOURS: v.optional(hoursUpTo(MAX_URGENT_HOURS), String(DEFAULT_URGENT_HOURS)),
  FIELD_AT_RISK_MINUTES: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}$/, 'must be whole minutes'), v.transform(Number)),
    String(DEFAULT_AT_RISK_MINUTES),
  ),
  FLIGHT_STATUS_URL: v.optional(url(['http:', 'https:']), 'https://aerodatabox.p.rapidapi.com'),
  FLIGHT_STATUS_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
  FLIGHT_STATUS_DAILY_CALLS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,6}$/, 'must be a whole number of calls'),
      v.transform(Number),
    ),
    '300',
  ),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  seedDemo: boolean;
  /** Off in production, where only the migration job (db/migrate-cli.ts) changes the schema. */
  migrateOnStart: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  appUrl: string;
  paypal: { apiBase: string; clientId: string | null; clientSecret: string | null };
  corsOrigins: string[];
  logLevel: string;
  bodyLimit: number;
  /** Proxies in front of the API whose X-Forwarded-For is believed (production); 0 outside it means loopback. */
  trustedProxyHops: number;
  /** Interval of the live events stream's `: heartbeat` comment (short in tests). */
  eventsHeartbeatSeconds: number;
  /** Hours before the start at which the PA and the referents get a reminder, largest first (24 and 2). */
  reminderOffsetsHours: number[];
  /** A request without a PA starting within these hours is urgent on the dispatch board and the dashboard. */
  dispatchUrgentHours: number;
  /** Minutes before a service's start by which its PA should have reported being at the meeting point. */
  fieldAtRiskMinutes: number;
  /** The flight-status provider; without a key flights are not tracked (travels say so). */
  flightStatus: { url: string; key: string | null; dailyCalls: number };
}

/** Reads the secret from JWT_SECRET or, outside production, from DATA_DIR/jwt-secret (created once). */
function jwtSecret(raw: string | undefined, production: boolean, dataDir: string): Uint8Array {
  if (raw !== undefined && raw !== '') {
    const bytes = new TextEncoder().encode(raw);
    if (bytes.length < MIN_SECRET_BYTES)
      throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
    return bytes;
  }
  if (production) throw new ConfigError('JWT_SECRET is required in production (at least 32 bytes)');
  const file = join(dataDir, 'jwt-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_SECRET_BYTES) return new TextEncoder().encode(kept);
  } catch {
    // first start: generate below
  }
  mkdirSync(dataDir, { recursive: true });
  const fresh = randomBytes(48).toString('base64url');
  writeFileSync(file, fresh, { mode: 0o600 });
  return new TextEncoder().encode(fresh);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, val]) => val !== undefined && val !== ''),
  );
  const parsed = v.safeParse(EnvSchema, present);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.output;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const missing = (
      ['JWT_SECRET', 'DATABASE_URL', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const
    ).filter((k) => !e[k]);
    if (missing.length > 0) throw new ConfigError(`Required in production: ${missing.join(', ')}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir,
    jwtSecret: jwtSecret(e.JWT_SECRET, production, dataDir),
    tokenTtlSeconds: e.TOKEN_TTL,
    seedDemo: e.SEED_DEMO ?? !production,
    migrateOnStart: e.MIGRATE_ON_START ?? !production,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    paypal: {
      apiBase: e.PAYPAL_API_BASE.replace(/\/+$/, ''),
      clientId: e.PAYPAL_CLIENT_ID ?? null,
      clientSecret: e.PAYPAL_CLIENT_SECRET ?? null,
    },
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : LOCAL_ORIGINS,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS ?? (production ? 1 : 0),
    eventsHeartbeatSeconds: e.EVENTS_HEARTBEAT_SECONDS,
    reminderOffsetsHours: [...new Set([e.REMINDER_EARLY_HOURS, e.REMINDER_LATE_HOURS])].sort((a, b) => b - a),
    dispatchUrgentHours: e.DISPATCH_URGENT_HOURS,
    fieldAtRiskMinutes: e.FIELD_AT_RISK_MINUTES,
    flightStatus: {
      url: e.FLIGHT_STATUS_URL.replace(/\/+$/, ''),
      key: e.FLIGHT_STATUS_KEY ?? null,
      dailyCalls: e.FLIGHT_STATUS_DAILY_CALLS,
    },
  };
}
