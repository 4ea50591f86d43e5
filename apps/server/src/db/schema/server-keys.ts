import type { JsonWebKey } from 'node:crypto';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/**
 * Key pairs the server creates once and shares across nodes through the database,
 * e.g. id 'password-transport' for the RSA-OAEP-256 password encryption key, shared by every node.
 */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  /** Key id sent to clients with the public key. */
  kid: text('kid').notNull(),
  publicJwk: jsonb('public_jwk').$type<JsonWebKey>().notNull(),
  privateJwk: jsonb('private_jwk').$type<JsonWebKey>().notNull(),
  createdAt: createdAtColumn(),
});

export type ServerKey = typeof serverKeys.$inferSelect;
export type NewServerKey = typeof serverKeys.$inferInsert;
