import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { AccountRole } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import {
  accounts,
  adminInvitations,
  adminPermissions,
  auditLog,
  blocks,
  contentReports,
  chatMembers,
  chatMessageReactions,
  chatMessages,
  commentLikes,
  comments,
  emailVerifications,
  follows,
  ideaBookmarks,
  messageMailSenders,
  ideaAttachments,
  ideas,
  mailOutbox,
  notifications,
  matchProfiles,
  partnerDismissals,
  partnerQuestionAnswers,
  partnerQuestionDeletionWishes,
  partnerRequests,
  ideaAccessRequests,
  ideaAccessViews,
  passwordResets,
  reviews,
  subAccounts,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  uploads,
} from '../../db/schema/index';

/** Snapshot fields of audit entries that name or reach a person; erasing an account removes them. */
export const AUDIT_PERSONAL_FIELDS = [
  'email',
  'username',
  'firstName',
  'middleName',
  'lastName',
  'name',
  'text',
  'deactivatedReason',
] as const;

/** SQL of deleting an account (what it owns, erasing and anonymising it): one function per query. */
export const deletionRepository = {
  /** Active SuperAdmins other than `accountId`. */
  otherSuperAdminCount: async (db: Database, accountId: string): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(accounts)
      .where(
        and(
          eq(accounts.role, AccountRole.SuperAdmin),
          eq(accounts.isDeactivated, false),
          isNull(accounts.deletedAt),
          ne(accounts.id, accountId),
        ),
      );
    return row?.count ?? 0;
  },

  subAccountIdsOf: async (db: Database, ownerAccountId: string): Promise<string[]> => {
    const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerAccountId, ownerAccountId));
    return rows.map((row) => row.id);
  },

  uploadsOf: (db: Database, accountIds: string[]) =>
    db
      .select({ key: uploads.key, acl: uploads.acl, mime: uploads.mime })
      .from(uploads)
      .where(inArray(uploads.ownerAccountId, accountIds))
      .orderBy(uploads.createdAt),

  /** Keys of images the people in `ids` show (profile, background, their ideas' images), with or without an upload row. */
  imageKeysOf: async (db: Database, ids: string[]): Promise<string[]> => {
    const profiles = await db
      .select({ profileImage: accounts.profileImage, backgroundImage: accounts.backgroundImage })
      .from(accounts)
      .where(inArray(accounts.id, ids));
    const attachments = await db
      .select({ key: ideaAttachments.key })
      .from(ideaAttachments)
      .innerJoin(ideas, eq(ideas.id, ideaAttachments.ideaId))
      .where(inArray(ideas.ownerAccountId, ids));
    return [
      ...profiles.flatMap((row) => [row.profileImage, row.backgroundImage]),
      ...attachments.map((row) => row.key),
    ].filter((key): key is string => Boolean(key));
  },

  /** Owners of the upload rows of these keys (a key without a row is absent). */
  uploadOwnersOf: async (db: Database, keys: string[]) =>
    keys.length
      ? db
          .select({ key: uploads.key, ownerAccountId: uploads.ownerAccountId })
          .from(uploads)
          .where(inArray(uploads.key, keys))
      : [],

  /** Every address mail to the people in `ids` went to: their email, and addresses they verified or were invited at. */
  mailAddressesOf: async (db: Database, ids: string[]): Promise<string[]> => {
    const rows = await db
      .select({ email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.id, ids))
      .union(
        db
          .select({ email: emailVerifications.email })
          .from(emailVerifications)
          .where(inArray(emailVerifications.accountId, ids)),
      )
      .union(
        db
          .select({ email: adminInvitations.email })
          .from(adminInvitations)
          .where(inArray(adminInvitations.acceptedAccountId, ids)),
      );
    return [...new Set(rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : [])))];
  },

  /**
   * The rows stay (what was sent, when, to nobody now): the address, subject, body and headers
   * (which carry greetings, links and the unsubscribe token) go.
   */
  scrubMailTo: async (db: Database, addresses: string[]) => {
    if (!addresses.length) return;
    await db
      .update(mailOutbox)
      .set({ toAddress: null, subject: '', text: '', html: '', headers: null })
      .where(inArray(mailOutbox.toAddress, addresses));
  },

  /**
   * Audit entries about the people in `ids` keep what was done and when, and lose the personal
   * fields of their before/after snapshots (AUDIT_PERSONAL_FIELDS) and their free-text note: entries
   * about their account, about their comments, and invitations sent to their addresses.
   */
  scrubAuditOf: async (db: Database, ids: string[], addresses: string[]) => {
    const fields = sql`array[${sql.join(
      AUDIT_PERSONAL_FIELDS.map((field) => sql`${field}`),
      sql`, `,
    )}]::text[]`;
    const theirComments = db
      .select({ id: sql<string>`${comments.id}::text` })
      .from(comments)
      .where(inArray(comments.authorAccountId, ids));
    const aboutThem = or(
      and(eq(auditLog.targetType, 'account'), inArray(auditLog.targetId, ids)),
      and(eq(auditLog.targetType, 'comment'), inArray(auditLog.targetId, theirComments)),
      addresses.length
        ? and(
            eq(auditLog.targetType, 'invitation'),
            or(
              inArray(sql`lower(${auditLog.before}->>'email')`, addresses),
              inArray(sql`lower(${auditLog.after}->>'email')`, addresses),
            ),
          )
        : undefined,
    );
    await db
      .update(auditLog)
      .set({
        before: sql`${auditLog.before} - ${fields}`,
        after: sql`${auditLog.after} - ${fields}`,
        note: null,
      })
      .where(aboutThem);
  },

  /**
   * Removes everything the people in `ids` wrote or linked (ideas, comments, reviews, likes, partner
   * links, blocks, matching profiles, notifications, uploads, two-factor data, verification links), then recounts the
   * counters of other people's ideas and comments they had touched. Their comments that other people
   * replied to stay as blank deleted placeholders, so those replies keep their thread and authors.
   */
  eraseContentOf: async (db: Database, ids: string[]) => {
    const touchedIdeas = await db
      .select({ id: comments.ideaId })
      .from(comments)
      .where(inArray(comments.authorAccountId, ids))
      .union(db.select({ id: reviews.ideaId }).from(reviews).where(inArray(reviews.accountId, ids)));
    const touchedComments = await db
      .select({ id: sql<string>`coalesce(${comments.parentId}, ${comments.id})` })
      .from(comments)
      .where(inArray(comments.authorAccountId, ids))
      .union(db.select({ id: commentLikes.commentId }).from(commentLikes).where(inArray(commentLikes.accountId, ids)));

    await db.delete(ideas).where(inArray(ideas.ownerAccountId, ids));
    // Their requests for others' confidential ideas (their notes) and their reads in the owners' logs.
    await db.delete(ideaAccessRequests).where(inArray(ideaAccessRequests.requesterAccountId, ids));
    await db.delete(ideaAccessViews).where(inArray(ideaAccessViews.accountId, ids));
    await db.delete(commentLikes).where(inArray(commentLikes.accountId, ids));
    // Their replies go; their comments others replied to become blank placeholders; the rest go.
    await db.delete(comments).where(and(inArray(comments.authorAccountId, ids), isNotNull(comments.parentId)));
    const hasReplies = sql`exists (select 1 from ${comments} r where r.parent_id = ${comments.id})`;
    const placeholders = await db
      .update(comments)
      .set({ text: '', isDeleted: true, likeCount: 0, updatedAt: sql`${comments.updatedAt}` })
      .where(and(inArray(comments.authorAccountId, ids), hasReplies))
      .returning({ id: comments.id });
    if (placeholders.length) {
      await db.delete(commentLikes).where(
        inArray(
          commentLikes.commentId,
          placeholders.map((row) => row.id),
        ),
      );
    }
    await db.delete(comments).where(and(inArray(comments.authorAccountId, ids), sql`not ${hasReplies}`));
    await db.delete(reviews).where(inArray(reviews.accountId, ids));
    await db
      .delete(partnerRequests)
      .where(or(inArray(partnerRequests.requesterAccountId, ids), inArray(partnerRequests.addresseeAccountId, ids)));
    await db.delete(blocks).where(or(inArray(blocks.blockerAccountId, ids), inArray(blocks.blockedAccountId, ids)));
    // Whom they follow and who follows them, and the ideas they saved (the rows would keep an
    // erased person in others' follower lists and in the savers an idea update notifies).
    await db
      .delete(follows)
      .where(or(inArray(follows.followerAccountId, ids), inArray(follows.followedAccountId, ids)));
    await db.delete(ideaBookmarks).where(inArray(ideaBookmarks.accountId, ids));
    await db
      .delete(messageMailSenders)
      .where(or(inArray(messageMailSenders.recipientAccountId, ids), inArray(messageMailSenders.senderPersonId, ids)));
    // Their matching profiles (the skill lists on the account are cleared by `anonymize`).
    await db.delete(matchProfiles).where(inArray(matchProfiles.accountId, ids));
    // Hidden suggestions either way, and the questions to agree on of every pair they were part of
    // (the pair is gone; its answers were private to it).
    await db
      .delete(partnerDismissals)
      .where(or(inArray(partnerDismissals.accountId, ids), inArray(partnerDismissals.dismissedAccountId, ids)));
    await db
      .delete(partnerQuestionAnswers)
      .where(or(inArray(partnerQuestionAnswers.accountId, ids), inArray(partnerQuestionAnswers.partnerAccountId, ids)));
    await db
      .delete(partnerQuestionDeletionWishes)
      .where(
        or(
          inArray(partnerQuestionDeletionWishes.accountId, ids),
          inArray(partnerQuestionDeletionWishes.partnerAccountId, ids),
        ),
      );
    // Their reports on comments and people (with their texts), and the reports about them.
    await db
      .delete(contentReports)
      .where(or(inArray(contentReports.reporterAccountId, ids), inArray(contentReports.accountId, ids)));
    await db.delete(notifications).where(inArray(notifications.recipientAccountId, ids));
    await db.delete(notifications).where(inArray(notifications.actorAccountId, ids));
    await db.delete(passwordResets).where(inArray(passwordResets.accountId, ids));
    await db.delete(twoFactorChallenges).where(inArray(twoFactorChallenges.accountId, ids));
    await db.delete(twoFactorRecoveryCodes).where(inArray(twoFactorRecoveryCodes.accountId, ids));
    await db.delete(emailVerifications).where(inArray(emailVerifications.accountId, ids));
    await db.delete(adminInvitations).where(inArray(adminInvitations.acceptedAccountId, ids));
    await db
      .delete(subAccounts)
      .where(or(inArray(subAccounts.ownerAccountId, ids), inArray(subAccounts.accountId, ids)));
    await db.delete(uploads).where(inArray(uploads.ownerAccountId, ids));
    await db.delete(adminPermissions).where(inArray(adminPermissions.accountId, ids));

    const ideaIds = touchedIdeas.map((row) => row.id);
    if (ideaIds.length) {
      await db
        .update(ideas)
        .set({
          commentCount: sql`(select count(*)::int from ${comments} c where c.idea_id = ${ideas.id} and not c.is_deleted)`,
          // Only reviews that count toward a rating (an unverified author's do not) are recounted.
          reviewCount: sql`(select count(*)::int from ${reviews} r where r.idea_id = ${ideas.id} and r.counts_toward_rating)`,
          ratingSum: sql`(select coalesce(sum(r.score), 0)::int from ${reviews} r where r.idea_id = ${ideas.id} and r.counts_toward_rating)`,
          ratingAvg: sql`(select coalesce(avg(r.score), 0)::float8 from ${reviews} r where r.idea_id = ${ideas.id} and r.counts_toward_rating)`,
          updatedAt: sql`${ideas.updatedAt}`,
        })
        .where(inArray(ideas.id, ideaIds));
    }
    const commentIds = touchedComments.map((row) => row.id);
    if (commentIds.length) {
      await db
        .update(comments)
        .set({
          replyCount: sql`(select count(*)::int from ${comments} r where r.parent_id = ${comments.id} and not r.is_deleted)`,
          likeCount: sql`(select count(*)::int from ${commentLikes} l where l.comment_id = ${comments.id})`,
          updatedAt: sql`${comments.updatedAt}`,
        })
        .where(inArray(comments.id, commentIds));
    }
  },

  /**
   * Blanks every personal field. The row stays only so the other side of a chat keeps its messages;
   * its username is a reserved form no registration can take, so the old name and email are free.
   */
  anonymize: async (db: Database, id: string, username: string, now: Date) => {
    await db
      .update(accounts)
      .set({
        username,
        email: null,
        emailVerifiedAt: null,
        passwordHash: null,
        googleSub: null,
        lineSub: null,
        firstName: null,
        middleName: null,
        lastName: null,
        miniBio: null,
        bio: null,
        profileImage: null,
        backgroundImage: null,
        achievements: [],
        role: AccountRole.User,
        isNewsAndPromotion: false,
        isDeactivated: true,
        deactivatedAt: now,
        deactivatedReason: null,
        skillsOffered: [],
        skillsSought: [],
        interestedCategories: [],
        timeCommitment: null,
        location: null,
        isLookingForPartner: false,
        twoFactorSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
        emailOnMessage: false,
        emailDigest: 'off',
        deletedAt: now,
      })
      .where(eq(accounts.id, id));
  },

  /** Chats the account is in, to tell the other members their list changed. */
  chatPartnersOf: async (db: Database, accountId: string): Promise<string[]> => {
    const mine = db
      .select({ chatId: chatMembers.chatId })
      .from(chatMembers)
      .where(eq(chatMembers.accountId, accountId));
    const rows = await db
      .selectDistinct({ accountId: chatMembers.accountId })
      .from(chatMembers)
      .where(and(inArray(chatMembers.chatId, mine), ne(chatMembers.accountId, accountId)));
    return rows.map((row) => row.accountId);
  },

  /** Chat images the person sent: their files go, the messages stay (text only). */
  clearChatImagesOf: async (db: Database, ids: string[]) => {
    await db.update(chatMessages).set({ imageKey: null }).where(inArray(chatMessages.senderAccountId, ids));
  },

  /** The reactions the people in `ids` gave (the account row stays, so no cascade removes them). */
  deleteChatReactionsOf: async (db: Database, ids: string[]) => {
    await db.delete(chatMessageReactions).where(inArray(chatMessageReactions.accountId, ids));
  },
};
