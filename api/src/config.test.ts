// Configuration: production refuses to start without its secrets; development keeps a generated JWT secret.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';

const prod = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://u:p@db:5432/alfie',
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
};

test('production refuses a missing or short JWT_SECRET, a missing DATABASE_URL or PayPal credential', () => {
  assert.equal(loadConfig(prod).production, true);
  assert.equal(loadConfig(prod).seedDemo, false);
  for (const key of ['JWT_SECRET', 'DATABASE_URL', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const) {
    const env: Record<string, string> = { ...prod };
    delete env[key];
    assert.throws(
      () => loadConfig(env),
      (e: Error) => e instanceof ConfigError && e.message.includes(key),
      key,
    );
  }
  assert.throws(() => loadConfig({ ...prod, JWT_SECRET: 'x'.repeat(31) }), /at least 32 bytes/);
});

test('bad values are refused with the variable named', () => {
  const cases: Record<string, string> = {
    PORT: 'abc',
    DATABASE_URL: 'mysql://x',
    SMTP_URL: 'http://mail',
    TOKEN_TTL: 'forever',
    SEED_DEMO: 'maybe',
    APP_URL: 'not a url',
    REMINDER_EARLY_HOURS: '0',
    REMINDER_LATE_HOURS: '2.5',
  };
  for (const [key, value] of Object.entries(cases)) {
    assert.throws(
      () => loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'y'.repeat(40), [key]: value }),
      (e: Error) => e.message.includes(key),
      key,
    );
  }
});

test('defaults and parsing outside production; the generated secret is kept in DATA_DIR', () => {
  const dir = mkdtempSync(join(tmpdir(), 'alfie-config-'));
  try {
    const c = loadConfig({
      DATA_DIR: dir,
      TOKEN_TTL: '30m',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      APP_URL: 'http://app.test/',
    });
    assert.equal(c.port, 4000);
    assert.equal(c.seedDemo, true);
    assert.equal(c.tokenTtlSeconds, 1800);
    assert.equal(c.appUrl, 'http://app.test');
    assert.deepEqual(c.corsOrigins, ['http://a.test', 'http://b.test']);
    assert.equal(c.databaseUrl, null);
    assert.ok(c.jwtSecret.length >= 32);
    const again = loadConfig({ DATA_DIR: dir });
    assert.deepEqual(again.jwtSecret, c.jwtSecret, 'the same secret survives a restart');
    assert.ok(readFileSync(join(dir, 'jwt-secret'), 'utf8').length >= 32);
    assert.equal(
      loadConfig({ DATA_DIR: dir }).corsOrigins.length,
      8,
      'the local front-end ports by default (3000-3007)',
    );
    assert.equal(loadConfig({ DATA_DIR: dir, TOKEN_TTL: '8h' }).tokenTtlSeconds, 28_800);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the reminder offsets default to 24 and 2 hours, can be changed, and one value given twice is one reminder', () => {
  const base = { DATA_DIR: tmpdir(), JWT_SECRET: 'y'.repeat(40) };
  assert.deepEqual(loadConfig(base).reminderOffsetsHours, [24, 2]);
  assert.deepEqual(
    loadConfig({ ...base, REMINDER_EARLY_HOURS: '48', REMINDER_LATE_HOURS: '3' }).reminderOffsetsHours,
    [48, 3],
  );
  assert.deepEqual(
    loadConfig({ ...base, REMINDER_EARLY_HOURS: '1', REMINDER_LATE_HOURS: '6' }).reminderOffsetsHours,
    [6, 1],
  );
  assert.deepEqual(
    loadConfig({ ...base, REMINDER_EARLY_HOURS: '4', REMINDER_LATE_HOURS: '4' }).reminderOffsetsHours,
    [4],
  );
  assert.throws(() => loadConfig({ ...base, REMINDER_LATE_HOURS: '721' }), /REMINDER_LATE_HOURS/);
});

test('flight tracking is off without a key; the daily call budget is a whole number', () => {
  assert.equal(loadConfig({}).flightStatus.key, null);
  const on = loadConfig({
    FLIGHT_STATUS_KEY: 'k',
    FLIGHT_STATUS_URL: 'http://127.0.0.1:9/',
    FLIGHT_STATUS_DAILY_CALLS: '50',
  });
  assert.deepEqual(on.flightStatus, { url: 'http://127.0.0.1:9', key: 'k', dailyCalls: 50 });
  assert.throws(() => loadConfig({ FLIGHT_STATUS_DAILY_CALLS: 'lots' }), /FLIGHT_STATUS_DAILY_CALLS/);
});
