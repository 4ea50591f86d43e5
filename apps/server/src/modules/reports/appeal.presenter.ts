import type { IdeaAppeal } from '@ideamatch/shared';
import type { IdeaAppeal as IdeaAppealRow } from '../../db/schema/index';

/** An appeal as its owner and the moderators see it. */
export const presentAppeal = (row: IdeaAppealRow): IdeaAppeal => ({
  id: row.id,
  message: row.message,
  status: row.status,
  decisionNote: row.decisionNote,
  appealed: row.appealed,
  action: row.appealedAction ?? 'hide',
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});
