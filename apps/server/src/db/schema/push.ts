import type { PushKind } from '@ideamatch/shared';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { sessions } from './sessions';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * One web push subscription per device (browser profile): the push service's endpoint is unique,
 * and subscribing again from the same device, even signed in as someone else, takes the row over.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    /** The main account the device belongs to (pushes for its personas reach it too). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * The sign-in the device subscribed under: signing out, ending that session elsewhere or a
     * password change ends the device's pushes with it, so a shared computer stops showing the
     * last person's messages. The app subscribes again on its next load once signed in.
     */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for the payload encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    /** The last push the push service accepted. */
    lastPushedAt: timestamptz('last_pushed_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_account_id_idx').on(t.accountId),
    index('push_subscriptions_session_id_idx').on(t.sessionId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The kinds of push a person switched off; no row means every kind is on. */
export const pushSettings = pgTable('push_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  mutedKinds: jsonb('muted_kinds').$type<PushKind[]>().notNull().default([]),
});
