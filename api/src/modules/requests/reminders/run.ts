// The reminders before a service: some hours before the start (REMINDER_EARLY_HOURS, REMINDER_LATE_HOURS) the
// assigned PA and the request's referents get a mail through the outbox, in their language. Every API process
// runs this; the claim row in request_reminders (unique request, offset and recipient, inserted with
// `on conflict do nothing` in the transaction that queues the mail) lets exactly one of them queue each reminder.
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STAFFED_STATUSES, transitionOf, type Locale } from '@alfie/shared/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import {
  accounts,
  auditLog,
  personalAssistants,
  referents,
  requestReminders,
  requests,
} from '../../../db/schema.ts';
import { enqueueMail, type MailToSend } from '../../../mail/outbox.ts';
import { customerLanguageOf, customerOf, departureOf } from '../mail-facts.ts';

const HOUR_MS = 3_600_000;

export interface ReminderDeps {
  db: Db;
  /** Hours before the start (config.reminderOffsetsHours). */
  offsetsHours: readonly number[];
  /** The job's clock (tests move it); the wall clock otherwise. */
  now?: Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface ReminderClaim {
  requestId: number;
  offsetHours: number;
  recipient: string;
  outcome: 'sent' | 'skipped';
}

/** What this run claimed; what another process claimed first is in neither list. */
export interface ReminderReport {
  sent: ReminderClaim[];
  skipped: ReminderClaim[];
}

type Outcome = ReminderClaim['outcome'];

/**
 * Whether the reminder `offset` hours before `start` is sent or skipped, or null while its time has not come.
 * Skipped: the PA was assigned after its time (an assignment 1 h before the start gets neither the 24 h nor the
 * 2 h reminder), or a nearer reminder is due as well (after a long stop of every API process one mail, not two).
 * The caller only asks while the start is ahead: a reminder is never sent once the service has begun.
 */
export function reminderOutcome(
  offset: number,
  offsets: readonly number[],
  start: Date,
  assignedAt: Date,
  now: Date,
): Outcome | null {
  const dueAt = (hours: number) => start.getTime() - hours * HOUR_MS;
  if (dueAt(offset) > now.getTime()) return null;
  if (assignedAt.getTime() > dueAt(offset)) return 'skipped';
  const nearerDue = offsets.some((o) => o < offset && dueAt(o) <= now.getTime());
  return nearerDue ? 'skipped' : 'sent';
}

/** The staffed requests starting within the largest offset with a reminder due and not yet claimed by anyone. */
async function candidates(db: Db, offsets: readonly number[], now: Date): Promise<number[]> {
  const largest = Math.max(...offsets);
  const list = sql.join(
    offsets.map((o) => sql`(${o}::int)`),
    sql`, `,
  );
  const rows = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        inArray(requests.status, [...STAFFED_STATUSES]),
        isNotNull(requests.personalAssistantId),
        gt(requests.startDatetime, now),
        lte(requests.startDatetime, new Date(now.getTime() + largest * HOUR_MS)),
        sql`exists (select 1 from (values ${list}) as o(hours)
                     where ${requests.startDatetime} - make_interval(hours => o.hours) <= ${now}
                       and not exists (select 1 from ${requestReminders} rr
                                        where rr.request_id = ${requests.id} and rr.offset_hours = o.hours))`,
      ),
    )
    .orderBy(asc(requests.startDatetime));
  return rows.map((r) => r.id);
}

/** When the request's current PA was assigned: its last `assign` audit row; unknown (older data) is `now`. */
async function assignedAtOf(tx: Tx, requestId: number, now: Date): Promise<Date> {
  const [row] = await tx
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'request'),
        eq(auditLog.entityId, String(requestId)),
        eq(auditLog.action, transitionOf('assign').audit),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row?.at ?? now;
}

type Recipient = Omit<MailToSend, 'requestId'>;

/** The PA (in the language of the PA's login) and the referents with an e-mail, one mail per address. */
async function recipientsOf(tx: Tx, request: typeof requests.$inferSelect): Promise<Recipient[]> {
  const [pa] = await tx
    .select({
      email: personalAssistants.email,
      firstname: personalAssistants.firstname,
      lastname: personalAssistants.lastname,
      language: sql<Locale>`coalesce(${accounts.language}, ${personalAssistants.language})`,
    })
    .from(personalAssistants)
    .leftJoin(accounts, eq(accounts.id, personalAssistants.accountId))
    .where(eq(personalAssistants.id, request.personalAssistantId!));
  if (!pa) return [];
  const customer = await customerOf(tx, request.customerId);
  const referentLanguage = await customerLanguageOf(tx, customer, request.createdBy);
  const people = await tx
    .select()
    .from(referents)
    .where(and(eq(referents.requestId, request.id), ne(sql`trim(${referents.email})`, '')))
    .orderBy(asc(referents.id));
  const common = {
    requestId: request.id,
    customer: customer?.businessName ?? '',
    place: await departureOf(tx, request.id),
    start: request.startDatetime.toISOString(),
    end: request.endDatetime.toISOString(),
  };
  const all: Recipient[] = [
    {
      to: pa.email,
      language: pa.language,
      template: 'pa-reminder',
      params: { ...common, firstname: pa.firstname },
    },
    ...people.map((r): Recipient => ({
      to: r.email.trim(),
      language: referentLanguage,
      template: 'referent-reminder',
      params: {
        ...common,
        firstname: r.firstname,
        lastname: r.lastname,
        paName: `${pa.firstname} ${pa.lastname}`,
      },
    })),
  ];
  const seen = new Set<string>();
  return all.filter((m) => !seen.has(m.to.toLowerCase()) && seen.add(m.to.toLowerCase()));
}

/** The request's due reminders in one transaction: claim rows first, a mail only for a claim this run won. */
async function remindRequest(deps: ReminderDeps, requestId: number, now: Date, report: ReminderReport) {
  await deps.db.transaction(async (tx) => {
    // Shared lock: a cancellation (which locks the row for update) waits for this transaction or comes first.
    const [request] = await tx
      .select()
      .from(requests)
      .where(
        and(
          eq(requests.id, requestId),
          inArray(requests.status, [...STAFFED_STATUSES]),
          isNotNull(requests.personalAssistantId),
          gt(requests.startDatetime, now),
        ),
      )
      .for('share');
    if (!request) return;
    const assignedAt = await assignedAtOf(tx, request.id, now);
    const recipients = await recipientsOf(tx, request);
    for (const offset of deps.offsetsHours) {
      const outcome = reminderOutcome(offset, deps.offsetsHours, request.startDatetime, assignedAt, now);
      if (!outcome) continue;
      for (const mail of recipients) {
        const recipient = mail.to.toLowerCase();
        const [claimed] = await tx
          .insert(requestReminders)
          .values({ requestId: request.id, offsetHours: offset, recipient, outcome })
          .onConflictDoNothing()
          .returning({ id: requestReminders.id });
        if (!claimed) continue;
        const claim = { requestId: request.id, offsetHours: offset, recipient, outcome };
        if (outcome === 'skipped') {
          report.skipped.push(claim);
          continue;
        }
        const mailId = await enqueueMail(tx, { ...mail, requestId: request.id });
        await tx.update(requestReminders).set({ mailId }).where(eq(requestReminders.id, claimed.id));
        report.sent.push(claim);
      }
    }
  });
}

/** One run: every staffed, not yet started request with a reminder due gets it queued once, or recorded skipped. */
export async function runReminderJob(deps: ReminderDeps): Promise<ReminderReport> {
  const now = deps.now ?? new Date();
  const report: ReminderReport = { sent: [], skipped: [] };
  if (deps.offsetsHours.length === 0) return report;
  for (const id of await candidates(deps.db, deps.offsetsHours, now)) {
    try {
      await remindRequest(deps, id, now, report);
    } catch (err) {
      // One request's failure (a concurrent change, a bad row) must not hold back the others' reminders.
      deps.log?.warn({ err, requestId: id }, 'request reminder failed');
    }
  }
  return report;
}
