// A review decision (approve or reject a company or a PA applicant, assign a PA to a request) as one transaction:
// lock the row, check the caller and the state, update conditionally, audit, do the decision's own extra work,
// and queue the mails, each in its recipient's language. The modules say what differs; the order and the race
// rule (of two operators deciding at once exactly one wins, the other gets 409) live here once.
import type { Locale } from '@alfie/shared/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { enqueueMail, type MailToSend } from '../mail/outbox.ts';
import { audit, type Actor, type AuditEntry } from './audit.ts';
import { conflict, notFound, type HttpError } from './http-error.ts';

/** A mail of the decision: in `language` when the decision knows it, else in the language of `accountId`'s login. */
export type DecisionMail = Omit<MailToSend, 'language'> & { language?: Locale; accountId?: number | null };

/** What the steps after the update see: the row before and after, what `check` found and what `also` answered. */
export interface Decided<Row, Checked, Extra> {
  before: Row;
  after: Row;
  checked: Checked;
  extra: Extra;
}

export interface ReviewDecision<Row, Checked = void, Extra = void> {
  actor: Actor;
  /** Reads the row and locks it (SELECT ... FOR UPDATE); nothing means 404. */
  lock(tx: Tx): Promise<Row | undefined>;
  /** Throws 403 out of the caller's scope, 409 when the state allows no decision; may answer what it looked up. */
  check(tx: Tx, before: Row): Checked | Promise<Checked>;
  /** The update, conditional on the state `check` saw; nothing back means another decision came first. */
  update(tx: Tx, before: Row, checked: Checked): Promise<Row | undefined>;
  /** The error of the lost race (default 409 INVALID.STATE). */
  lostRace?: () => HttpError;
  /**
   * The audit row's entity, id and action (before and after are the rows). Left out when `update` writes its own
   * (a request's status change: the request lifecycle's transition audits it).
   */
  audit?(after: Row): Omit<AuditEntry, 'before' | 'after'>;
  /** Work of the same transaction after the audit (a login for an approved PA, an offer marked accepted...). */
  also?(tx: Tx, decided: Omit<Decided<Row, Checked, Extra>, 'extra'>): Promise<Extra>;
  /** The mails the decision sends. */
  mails(tx: Tx, decided: Decided<Row, Checked, Extra>): DecisionMail[] | Promise<DecisionMail[]>;
}

/** The language of a login; Italian when there is none (the product's default). */
export async function languageOf(tx: Tx, accountId: number | null | undefined): Promise<Locale> {
  if (accountId == null) return 'it';
  const [row] = await tx
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.language ?? 'it';
}

/** Runs the decision in one transaction: all of it happens, or none (a throw anywhere rolls everything back). */
export async function decide<Row, Checked = void, Extra = void>(
  db: Db,
  decision: ReviewDecision<Row, Checked, Extra>,
): Promise<true> {
  return db.transaction(async (tx) => {
    const before = await decision.lock(tx);
    if (!before) throw notFound();
    const checked = await decision.check(tx, before);
    const after = await decision.update(tx, before, checked);
    if (!after) throw (decision.lostRace ?? conflict)();
    if (decision.audit) await audit(tx, decision.actor, { ...decision.audit(after), before, after });
    const extra = (await decision.also?.(tx, { before, after, checked })) as Extra;
    for (const { language, accountId, ...mail } of await decision.mails(tx, {
      before,
      after,
      checked,
      extra,
    }))
      await enqueueMail(tx, { ...mail, language: language ?? (await languageOf(tx, accountId)) });
    return true as const;
  });
}
