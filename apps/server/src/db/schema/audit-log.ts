import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, newestFirst } from './columns';

/** Every admin change, shown in the dashboard. Rows are only ever inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    /** Kept as null if the acting account is ever hard-deleted, so the entry survives. */
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** e.g. 'account.deactivate', 'idea.hide', 'report.resolve'. */
    action: text('action').notNull(),
    /** e.g. 'account', 'idea', 'report'. */
    targetType: text('target_type').notNull(),
    /** Text so any kind of key fits (uuids, category slugs, permission names). */
    targetId: text('target_id').notNull(),
    /** The changed fields before and after; null when nothing existed before or after. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    note: text('note'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(newestFirst(t.createdAt)),
    index('audit_log_actor_created_idx').on(t.actorAccountId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_idx').on(t.action),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
