import { IdeaStatus } from '@ideamatch/shared';
import type { Idea } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import { dashboardIdeaRepository as repo } from './dashboard-idea.repository';

/**
 * Hides or shows an idea as a moderator and audits it (run inside the action's transaction).
 * A moderator's hide is marked so the owner cannot simply unhide it; `auto` is the report threshold.
 */
export async function setIdeaHidden(
  tx: Database,
  {
    idea,
    isHidden,
    actorAccountId,
    note,
    auto = false,
  }: { idea: Idea; isHidden: boolean; actorAccountId: string | null; note?: string | null; auto?: boolean },
): Promise<void> {
  if (idea.isHidden === isHidden && idea.hiddenByReport === isHidden) return;
  await repo.update(tx, idea.id, { isHidden, hiddenByReport: isHidden });
  await recordAudit(tx, {
    actorAccountId,
    action: auto ? 'idea.autoHide' : isHidden ? 'idea.hide' : 'idea.unhide',
    targetType: 'idea',
    targetId: idea.id,
    before: { isHidden: idea.isHidden, isHiddenByReport: idea.hiddenByReport },
    after: { isHidden, isHiddenByReport: isHidden },
    note: note ?? null,
  });
}

/** Soft-deletes an idea as a moderator (status Deleted) and audits it. */
export async function deleteIdeaAsModerator(
  tx: Database,
  { idea, actorAccountId, note }: { idea: Idea; actorAccountId: string; note?: string | null },
): Promise<void> {
  if (idea.status === IdeaStatus.Deleted) return;
  await repo.update(tx, idea.id, { status: IdeaStatus.Deleted });
  await recordAudit(tx, {
    actorAccountId,
    action: 'idea.delete',
    targetType: 'idea',
    targetId: idea.id,
    before: { status: idea.status },
    after: { status: IdeaStatus.Deleted },
    note: note ?? null,
  });
}
