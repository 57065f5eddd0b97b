// Transactions: `inTx(db, async (tx) => ...)` commits when the callback returns and rolls back when it throws.
import type { Db, Tx } from '../db/client.ts';

export function inTx<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
