import type { Database } from '../../db/client';
import { ideaModerationRepository } from './idea-moderation.repository';

/*
 * Ideas as moderation sees them (deleted ones included), for the report and appeal queues of
 * modules/reports. Hiding, restoring and deleting go through idea-moderation.service.ts.
 */

/** The full idea row, deleted ones included; null when there is none. */
export const findModeratedIdea = (db: Database, ideaId: string) => ideaModerationRepository.findIdea(db, ideaId);

/** The full idea row, locked until the transaction ends; null when there is none. */
export const lockModeratedIdea = (tx: Database, ideaId: string) => ideaModerationRepository.lock(tx, ideaId);

/** Dashboard rows of these ideas (for `presentDashboardIdea`), in no particular order. */
export const findModeratedIdeaRows = (db: Database, ideaIds: string[]) =>
  ideaModerationRepository.findRows(db, ideaIds);
