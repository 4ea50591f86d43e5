import type { Permission } from '@ideamatch/shared/constants';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn } from './columns';

/** Permissions granted to an Admin. A SuperAdmin needs no rows: it holds them all. */
export const adminPermissions = pgTable(
  'admin_permissions',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<Permission>().notNull(),
    grantedBy: uuid('granted_by').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({
      name: 'admin_permissions_pkey',
      columns: [t.accountId, t.permission],
    }),
    check(
      'admin_permissions_permission_check',
      sql`${t.permission} in ('user.manage', 'idea.manage', 'report.manage', 'admin.manage')`,
    ),
  ],
);

export type AdminPermission = typeof adminPermissions.$inferSelect;
export type NewAdminPermission = typeof adminPermissions.$inferInsert;
