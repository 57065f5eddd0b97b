// The audit log of state changes: write it with the same transaction as the change it records.
import { auditLog } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Role } from '@alfie/shared/contracts';

/** Who made the change (a route's caller fits); null for the system (jobs, the seed). */
export interface Actor {
  accountId: number;
  role: Role;
}

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: string;
  /** A request transition's statuses and the reason given (see modules/requests/lifecycle/transition.ts). */
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/** `await audit(tx, caller, { entity: 'request', entityId: id, action: 'assign', before, after })`. */
export async function audit(tx: DbOrTx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorAccountId: actor?.accountId ?? null,
    actorRole: actor?.role ?? null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    reason: entry.reason ?? null,
    before: entry.before === undefined ? null : (JSON.parse(JSON.stringify(entry.before)) as unknown),
    after: entry.after === undefined ? null : (JSON.parse(JSON.stringify(entry.after)) as unknown),
  });
}
