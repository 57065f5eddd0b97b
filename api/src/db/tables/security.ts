// Tokens ended before their expiry (logout): the guard refuses a token whose hash is listed here.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    /** SHA-256 of the whole token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** The token's own expiry: after it the row is useless and is purged. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);
