// Templates (languages, escaping, links) and the worker's retries, backoff and single delivery.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build } from '../test/build.ts';
import { mailOutbox } from '../db/schema.ts';
import { frenchPunctuationFaults, stringsOf } from '@alfie/shared/contracts/french-typography';
import { MAIL_TEMPLATES } from './catalog.ts';
import { renderMail } from './render.ts';
import { enqueueMail } from './outbox.ts';
import { backoffMs, createMailWorker } from './worker.ts';

test('every template exists in it, en and fr, with the same placeholders', () => {
  for (const [name, langs] of Object.entries(MAIL_TEMPLATES)) {
    const holes = (l: keyof typeof langs) =>
      JSON.stringify(langs[l])
        .match(/\{[\w:]+\}/g)
        ?.sort()
        .join();
    assert.equal(holes('en'), holes('it'), name);
    assert.equal(holes('fr'), holes('it'), name);
  }
});

test('the French mails put a no-break space before : ; ? !', () => {
  const faults = Object.entries(MAIL_TEMPLATES).flatMap(([name, template]) =>
    stringsOf(template.fr).flatMap(([key, text]) =>
      frenchPunctuationFaults(text).map((f) => `${name}.${key}: ${f}`),
    ),
  );
  assert.deepEqual(faults, []);
});

test('user values are HTML-escaped, links only http(s), language chosen with Italian as fallback', () => {
  const evil = '<script>alert(1)</script> & "Co"';
  const m = renderMail('company-approved', 'fr', { businessName: evil, loginUrl: 'http://app.test/' });
  assert.match(m.subject, /Votre entreprise/);
  assert.ok(!m.html.includes('<script>'));
  assert.ok(m.html.includes('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;'));
  assert.ok(m.text.includes(evil), 'the text part stays readable');
  assert.ok(m.html.includes('href="http://app.test/"'));
  const js = renderMail('password-reset', 'en', { link: 'javascript:alert(1)' });
  assert.ok(!js.html.includes('javascript:'));
  assert.match(renderMail('company-rejected', 'de', { businessName: 'X' }).subject, /Esito/);
  const when = renderMail('pa-assignment', 'it', {
    firstname: 'Giulia',
    requestId: 7,
    customer: 'ACME',
    start: '2026-03-01T09:00:00Z',
    end: '2026-03-01T11:00:00Z',
    place: 'Milano',
  });
  assert.match(when.text, /1 marzo 2026.*10:00/, 'instants shown in Italian time');
});

test('a failing delivery is retried with backoff, then marked failed; a sent row is never sent twice', async (t) => {
  const h = await build({ seed: false });
  t.after(() => h.close());
  // Nothing listens on this port: every attempt fails.
  const broken = createMailWorker({
    db: h.db,
    smtpUrl: 'smtp://127.0.0.1:1',
    mailFrom: 'Alfie <no-reply@example.com>',
    dataDir: h.dataDir,
    maxAttempts: 2,
  });
  t.after(() => broken.stop());
  const id = await enqueueMail(h.db, {
    to: 'a@example.com',
    language: 'en',
    template: 'company-rejected',
    params: { businessName: 'X' },
  });
  const now = new Date();
  assert.deepEqual(await broken.deliverDue(now), { sent: 0, failed: 1 });
  let [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  assert.equal(row!.status, 'pending');
  assert.equal(row!.attempts, 1);
  assert.equal(row!.nextAttemptAt.getTime(), now.getTime() + backoffMs(1));
  assert.deepEqual(await broken.deliverDue(now), { sent: 0, failed: 0 }, 'not due before its backoff');
  const later = new Date(now.getTime() + backoffMs(1));
  assert.deepEqual(await broken.deliverDue(later), { sent: 0, failed: 1 });
  [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  assert.equal(row!.status, 'failed');
  assert.ok(backoffMs(2) > backoffMs(1));

  const ok = await enqueueMail(h.db, {
    to: 'b@example.com',
    language: 'it',
    template: 'pa-approved',
    params: { firstname: 'Luca', nextStepsUrl: 'http://app.test/' },
  });
  assert.deepEqual(await h.mail.deliverDue(), { sent: 1, failed: 0 });
  assert.deepEqual(await h.mail.deliverDue(), { sent: 0, failed: 0 });
  [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, ok));
  assert.equal(row!.status, 'sent');
  assert.match(row!.messageId!, /^<outbox-\d+\.\d+@example\.com>$/);
});

test('two workers delivering at once send each row once', async (t) => {
  const h = await build({ seed: false });
  t.after(() => h.close());
  const second = createMailWorker({
    db: h.db,
    smtpUrl: null,
    mailFrom: 'Alfie <no-reply@example.com>',
    dataDir: h.dataDir,
  });
  t.after(() => second.stop());
  for (let i = 0; i < 30; i++)
    await enqueueMail(h.db, {
      to: `p${i}@example.com`,
      language: 'en',
      template: 'company-rejected',
      params: { businessName: `C${i}` },
    });
  const [a, b] = await Promise.all([h.mail.deliverDue(), second.deliverDue()]);
  assert.equal(a.sent + b.sent, 30);
  const files = await import('node:fs/promises').then((fs) => fs.readdir(`${h.dataDir}/mail`));
  assert.equal(files.length, 30);
});

test('an outbox row is written in the same transaction as the change: a rollback leaves no mail', async (t) => {
  const h = await build({ seed: false });
  t.after(() => h.close());
  await assert.rejects(
    h.db.transaction(async (tx) => {
      await enqueueMail(tx, {
        to: 'x@example.com',
        language: 'it',
        template: 'company-rejected',
        params: { businessName: 'X' },
      });
      throw new Error('change failed');
    }),
  );
  assert.equal((await h.db.select().from(mailOutbox)).length, 0);
});
