import type { IdeaVisibilityTier } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { fileUrl } from '../../lib/files';
import { recordAudit } from '../audit/audit.service';
import type { SessionInfo } from '../auth/session.service';
import { ideaImageLinks } from '../storage/idea-image-link';
import { ideaAccessPolicy } from './idea-access.policy';
import { ideaAccessRepository as repo } from './idea-access.repository';

/** What a staff member's dashboard shows of an idea: whether its details are withheld, and each image's address. */
export type StaffRead = { isDetailWithheld: boolean; imageUrl: (key: string, index: number) => string | null };

/**
 * The dashboard's read of an idea (docs/idea-protection.md#staff). A confidential idea's details
 * are shown only to a moderator handling an open report on it, and each such read is written to
 * the audit log (`idea.confidentialRead`); to anyone else the dashboard shows its public face.
 */
export async function staffReadOf(
  db: Database,
  session: SessionInfo,
  idea: { id: string; visibility: IdeaVisibilityTier },
): Promise<StaffRead> {
  if (idea.visibility !== 'confidential') return { isDetailWithheld: false, imageUrl: (key) => fileUrl(key) };
  const hasOpenReport = await repo.hasOpenReport(db, idea.id);
  if (!ideaAccessPolicy.staffMayRead(session, hasOpenReport)) {
    return { isDetailWithheld: true, imageUrl: (key, index) => (index === 0 ? fileUrl(key) : null) };
  }
  await recordAudit(db, {
    actorAccountId: session.accountId,
    action: 'idea.confidentialRead',
    targetType: 'idea',
    targetId: idea.id,
  });
  const link = await ideaImageLinks(db, session.accountId);
  return {
    isDetailWithheld: false,
    imageUrl: (key, index) => (ideaAccessPolicy.isPrivateImage(idea.visibility, index) ? link(key) : fileUrl(key)),
  };
}
