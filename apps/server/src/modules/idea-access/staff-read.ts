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
 * are shown only to a moderator handling an open report on it that someone else filed (reporting it
 * yourself opens nothing), and each such read, with the reports it is for, is written to
 * the audit log (`idea.confidentialRead`); to anyone else the dashboard shows its public face.
 */
export async function staffReadOf(
  db: Database,
  session: SessionInfo,
  idea: { id: string; visibility: IdeaVisibilityTier },
): Promise<StaffRead> {
  if (idea.visibility !== 'confidential') return { isDetailWithheld: false, imageUrl: (key) => fileUrl(key) };
  const handled = await repo.openReportsByOthers(db, idea.id, session.accountId);
  if (!ideaAccessPolicy.staffMayRead(session, handled.length > 0)) {
    return { isDetailWithheld: true, imageUrl: (key, index) => (index === 0 ? fileUrl(key) : null) };
  }
  await recordAudit(db, {
    actorAccountId: session.accountId,
    action: 'idea.confidentialRead',
    targetType: 'idea',
    targetId: idea.id,
    // The reports whose handling the read is for.
    after: { reportIds: handled },
  });
  const link = await ideaImageLinks(db, session.accountId);
  return {
    isDetailWithheld: false,
    imageUrl: (key, index) => (ideaAccessPolicy.isPrivateImage(idea.visibility, index) ? link(key) : fileUrl(key)),
  };
}
