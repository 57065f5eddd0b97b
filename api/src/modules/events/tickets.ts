// Tickets that open a live stream: random, single-use, valid EVENTS_TICKET_TTL_SECONDS. Only their SHA-256 is
// stored, and opening a stream deletes the row in the same statement that checks it, so of several API processes
// (or two tabs racing) exactly one gets to use it.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EVENTS_TICKET_TTL_SECONDS, type EventsTicketAnswer } from '@alfie/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { countryScope, type Caller } from '../../auth/caller.ts';

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** The owner's country scope, as the stream filters by it: null sees every country. */
export interface TicketOwner {
  accountId: number;
  countryScope: number | null;
}

export async function issueTicket(db: Db, caller: Caller): Promise<EventsTicketAnswer> {
  const ticket = randomBytes(32).toString('base64url');
  // The database's clock stamps and checks the expiry, as every API process shares it.
  const [row] = await rowsOf<{ expires_at: Date | string }>(
    db,
    sql`insert into event_tickets (token_hash, account_id, country_scope, expires_at)
        values (${hashOf(ticket)}, ${caller.accountId}, ${countryScope(caller)},
                now() + make_interval(secs => ${EVENTS_TICKET_TTL_SECONDS}))
        returning expires_at`,
  );
  return { ticket, expiresAt: new Date(row!.expires_at).toISOString() };
}

/** The ticket's owner if it is unused and unexpired (and its account still active); it is used up either way. */
export async function consumeTicket(db: Db, ticket: string): Promise<TicketOwner | null> {
  const [row] = await rowsOf<{ account_id: number; country_scope: number | null; live: boolean }>(
    db,
    sql`delete from event_tickets t using accounts a
         where a.id = t.account_id and t.token_hash = ${hashOf(ticket)}
        returning t.account_id, t.country_scope, (t.expires_at > now() and a.status = 'active') as live`,
  );
  if (!row?.live) return null;
  return {
    accountId: Number(row.account_id),
    countryScope: row.country_scope == null ? null : Number(row.country_scope),
  };
}

/** Drops expired tickets and events older than the resume window (plus a margin); any process may run it. */
export async function pruneLiveEvents(db: Db, keepSeconds: number): Promise<void> {
  await db.execute(sql`delete from event_tickets where expires_at < now()`);
  await db.execute(
    sql`delete from request_events where created_at < now() - make_interval(secs => ${keepSeconds})`,
  );
}
