// Tickets that open a live stream: random, single-use, valid EVENTS_TICKET_TTL_SECONDS. Only their SHA-256 is
// stored, and opening a stream deletes the row in the same statement that checks it, so of several API processes
// (or two tabs racing) exactly one gets to use it. A ticket names the session that took it: once that session is
// revoked (logout, new password, account disabled or its role changed) the ticket opens nothing, and open streams
// are ended by the re-check of sessionsRevoked.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EVENTS_TICKET_TTL_SECONDS, type EventsTicketAnswer, type Role } from '@alfie/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { countryScope, type Caller, type Session } from '../../auth/caller.ts';

const PA_ROLE: Role = 'personal-assistant';

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** The owner's country scope, as the stream filters by it: null sees every country. */
export interface TicketOwner {
  accountId: number;
  countryScope: number | null;
  /** A PA's own id: the stream then carries only the requests assigned to that PA, whatever the country. */
  paId: number | null;
  session: Session;
}

export async function issueTicket(db: Db, caller: Caller, session: Session): Promise<EventsTicketAnswer> {
  const ticket = randomBytes(32).toString('base64url');
  // The database's clock stamps and checks the expiry, as every API process shares it.
  const [row] = await rowsOf<{ expires_at: Date | string }>(
    db,
    sql`insert into event_tickets (token_hash, account_id, country_scope, session_hash, token_version, expires_at)
        values (${hashOf(ticket)}, ${caller.accountId}, ${countryScope(caller)}, ${session.tokenHash},
                ${session.tokenVersion}, now() + make_interval(secs => ${EVENTS_TICKET_TTL_SECONDS}))
        returning expires_at`,
  );
  return { ticket, expiresAt: new Date(row!.expires_at).toISOString() };
}

/** The ticket's owner if it is unused and unexpired (and its session still valid); it is used up either way. */
export async function consumeTicket(db: Db, ticket: string): Promise<TicketOwner | null> {
  const [row] = await rowsOf<{
    account_id: number;
    country_scope: number | null;
    session_hash: string;
    token_version: number;
    pa_id: number | null;
    live: boolean;
  }>(
    db,
    // The account's role now (a role change also re-versions its tokens): a PA's ticket names the PA.
    sql`delete from event_tickets t using accounts a
         where a.id = t.account_id and t.token_hash = ${hashOf(ticket)}
        returning t.account_id, t.country_scope, t.session_hash, t.token_version,
                  (select p.id from personal_assistants p
                    where p.account_id = a.id and a.role = ${PA_ROLE} and p.status = 'approved') as pa_id,
                  (t.expires_at > now() and a.status = 'active' and a.token_version = t.token_version
                   and not exists (select 1 from revoked_tokens r where r.token_hash = t.session_hash)) as live`,
  );
  if (!row?.live) return null;
  return {
    accountId: Number(row.account_id),
    countryScope: row.country_scope == null ? null : Number(row.country_scope),
    paId: row.pa_id == null ? null : Number(row.pa_id),
    session: { tokenHash: row.session_hash, tokenVersion: Number(row.token_version) },
  };
}

/**
 * Which of these sessions are revoked now (logged out, token re-versioned, account disabled), by their token's hash:
 * one query for every stream a process holds, against the database every process shares.
 */
export async function sessionsRevoked(
  db: Db,
  sessions: readonly (Session & { accountId: number })[],
): Promise<Set<string>> {
  if (sessions.length === 0) return new Set();
  const rows = sessions.map((s) => sql`(${s.tokenHash}::text, ${s.accountId}::int, ${s.tokenVersion}::int)`);
  const revoked = await rowsOf<{ token_hash: string }>(
    db,
    sql`select s.token_hash from (values ${sql.join(rows, sql`, `)}) as s (token_hash, account_id, token_version)
         left join accounts a on a.id = s.account_id
         where a.id is null or a.status <> 'active' or a.token_version <> s.token_version
            or exists (select 1 from revoked_tokens r where r.token_hash = s.token_hash)`,
  );
  return new Set(revoked.map((r) => r.token_hash));
}

/** Drops expired tickets and events older than the resume window (plus a margin); any process may run it. */
export async function pruneLiveEvents(db: Db, keepSeconds: number): Promise<void> {
  await db.execute(sql`delete from event_tickets where expires_at < now()`);
  await db.execute(
    sql`delete from request_events where created_at < now() - make_interval(secs => ${keepSeconds})`,
  );
}
