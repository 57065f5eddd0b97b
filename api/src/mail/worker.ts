// Delivers the outbox: claims due rows with FOR UPDATE SKIP LOCKED (several API processes never take the same
// row), sends over SMTP_URL or writes .eml files under DATA_DIR/mail, retries with exponential backoff.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, lte, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { renderMail } from './render.ts';

export interface MailWorkerOptions {
  db: Db;
  smtpUrl: string | null;
  mailFrom: string;
  dataDir: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  batchSize?: number;
  maxAttempts?: number;
  /** A row left in 'sending' longer than this (a crash mid-delivery) is queued again with the same Message-ID. */
  staleAfterMs?: number;
}

export interface MailWorker {
  /** Delivers every due row once; returns how many were sent and how many failed this round. */
  deliverDue(now?: Date): Promise<{ sent: number; failed: number }>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 3_600_000;

export function backoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
}

function domainOf(from: string): string {
  const m = /@([^>\s]+)>?\s*$/.exec(from);
  return m ? m[1]! : 'alfie.local';
}

export function createMailWorker(opts: MailWorkerOptions): MailWorker {
  const { db, log } = opts;
  const batch = opts.batchSize ?? 20;
  const maxAttempts = opts.maxAttempts ?? 6;
  const staleAfter = opts.staleAfterMs ?? 600_000;
  const domain = domainOf(opts.mailFrom);
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = join(opts.dataDir, 'mail');

  /** `at` pins the clock (tests); otherwise the database's clock decides what is due, as it stamped the rows. */
  async function claim(at: Date | undefined) {
    const now = at ?? sql`now()`;
    const staleBefore = at
      ? new Date(at.getTime() - staleAfter)
      : sql`now() - make_interval(secs => ${staleAfter / 1000})`;
    return db.transaction(async (tx) => {
      await tx
        .update(mailOutbox)
        .set({ status: 'pending', nextAttemptAt: now })
        .where(and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, staleBefore)));
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          status: 'sending',
          claimedAt: now,
          attempts: sql`${mailOutbox.attempts} + 1`,
          messageId: sql`coalesce(${mailOutbox.messageId}, '<outbox-' || ${mailOutbox.id} || '.' || (extract(epoch from ${mailOutbox.createdAt}) * 1000)::bigint || '@' || ${domain}::text || '>')`,
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  async function send(row: typeof mailOutbox.$inferSelect): Promise<void> {
    const m = renderMail(row.template, row.language, row.params);
    const info = (await transport.sendMail({
      from: opts.mailFrom,
      to: row.toAddress,
      subject: m.subject,
      text: m.text,
      html: m.html,
      messageId: row.messageId!,
      headers: { 'Content-Language': row.language },
    })) as { message?: Buffer };
    if (!opts.smtpUrl && info.message) {
      await mkdir(mailDir, { recursive: true });
      await writeFile(join(mailDir, `${String(row.id).padStart(6, '0')}-${row.template}.eml`), info.message);
    }
  }

  async function deliverDue(at?: Date) {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const rows = await claim(at);
      if (rows.length === 0) break;
      for (const row of rows) {
        try {
          await send(row);
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date(), lastError: null })
            .where(eq(mailOutbox.id, row.id));
          sent++;
        } catch (err) {
          failed++;
          const final = row.attempts >= maxAttempts;
          await db
            .update(mailOutbox)
            .set({
              status: final ? 'failed' : 'pending',
              lastError: String((err as Error).message ?? err).slice(0, 500),
              nextAttemptAt: new Date((at ?? new Date()).getTime() + backoffMs(row.attempts)),
            })
            .where(eq(mailOutbox.id, row.id));
          log?.warn({ mailId: row.id, attempts: row.attempts, final }, 'mail delivery failed');
        }
      }
      if (rows.length < batch) break;
    }
    if (sent > 0) log?.info({ sent }, 'mail delivered');
    return { sent, failed };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    deliverDue,
    start(intervalMs = 2000) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = deliverDue()
          .catch((err: unknown) => log?.error({ err }, 'mail worker round failed'))
          .finally(() => (running = null));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}
