import { AccountRole, Permission, isStaffRole, type IdeaVisibilityTier } from '@ideamatch/shared';

/** What of an idea decides who reads its confidential part. */
export type ProtectedIdea = { ownerAccountId: string; visibility: IdeaVisibilityTier };

/** Where the viewer stands with the idea's owner: an approval in force, and a block either way. */
export type Standing = { isApproved: boolean; isBlocked: boolean };

/**
 * Who reads the confidential part of an idea (detail, business model, achievements, the images
 * after the cover): docs/idea-protection.md. Who may see the idea at all is `ideaPolicy`'s call,
 * asked first.
 */
export const ideaAccessPolicy = {
  /**
   * Everyone reads all of a public or members-only idea they may see. Of a confidential one, the
   * owner and the people the owner approved, while neither blocked the other.
   */
  canReadDetails: (idea: ProtectedIdea, viewerId: string | null, standing: Standing): boolean =>
    idea.visibility !== 'confidential' ||
    (viewerId !== null && (viewerId === idea.ownerAccountId || (standing.isApproved && !standing.isBlocked))),

  /** A confidential idea's images other than its cover live in private storage, served by signed links. */
  isPrivateImage: (visibility: IdeaVisibilityTier, index: number): boolean =>
    visibility === 'confidential' && index > 0,

  /**
   * Staff read a confidential idea's details only while handling a report on it: a moderator
   * (report.manage, which a SuperAdmin holds) and an open report on the idea that someone else filed
   * (a report of their own opens nothing). Each read is audited by the caller.
   */
  staffMayRead: (staff: { role: number; permissions: readonly string[] }, hasOpenReportByOthers: boolean): boolean =>
    isStaffRole(staff.role) &&
    (staff.role === AccountRole.SuperAdmin || staff.permissions.includes(Permission.ReportManage)) &&
    hasOpenReportByOthers,
};
