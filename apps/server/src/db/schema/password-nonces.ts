import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * SHA-256 of every encrypted password accepted within its 5-minute window, so a
 * captured ciphertext cannot be replayed. Rows past `expires_at` may be deleted.
 */
export const passwordNonces = pgTable(
  'password_nonces',
  {
    ciphertextHash: text('ciphertext_hash').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('password_nonces_expires_idx').on(t.expiresAt)],
);
