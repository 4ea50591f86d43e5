import { Permission } from '@ideamatch/shared';
import type { Database } from '../db/client';
import { reports } from '../db/schema/index';
import { recordAudit } from '../modules/audit/audit.service';
import type { DemoContext } from './demo-data';

/**
 * Dashboard demo rows: open reports for the reports queue (below the auto-hide
 * threshold) and the audit entries of the moderator's permissions granted at seeding.
 */
export async function seedDemoDashboard(db: Database, { adminId, moderatorId, people, ideas }: DemoContext) {
  await db.transaction(async (tx) => {
    const open = [
      { idea: ideas[3], reporter: people[0], reason: 'spam' as const, detail: 'Same post three times this week.' },
      { idea: ideas[3], reporter: people[1], reason: 'selfPurpose' as const, detail: null },
      { idea: ideas[5], reporter: people[2], reason: 'notRelated' as const, detail: 'Not a business idea.' },
    ];
    const rows = open.filter((row) => row.idea && row.reporter && row.idea.ownerAccountId !== row.reporter.id);
    if (rows.length) {
      await tx.insert(reports).values(
        rows.map((row) => ({
          ideaId: row.idea!.id,
          reporterAccountId: row.reporter!.id,
          reason: row.reason,
          detail: row.detail,
        })),
      );
    }
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: 'admin.promote',
      targetType: 'account',
      targetId: moderatorId,
      before: { role: 0, permissions: [] },
      after: { role: 2, permissions: [Permission.IdeaManage, Permission.ReportManage] },
      note: 'Demo data',
    });
  });
}
