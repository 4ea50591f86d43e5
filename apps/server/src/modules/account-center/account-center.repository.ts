import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
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
  ideaAttachments,
  ideas,
  mailOutbox,
  notifications,
  matchProfiles,
  partnerRequests,
  ideaAccessRequests,
  ideaAccessViews,
  passwordResets,
  reviews,
  serverKeys,
  sessions,
  subAccounts,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  uploads,
} from '../../db/schema/index';
import { mailRecipientColumns } from '../mail/mail.repository';

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

const securityColumns = {
  ...mailRecipientColumns,
  role: accounts.role,
  passwordHash: accounts.passwordHash,
  googleSub: accounts.googleSub,
  isDeactivated: accounts.isDeactivated,
  deletedAt: accounts.deletedAt,
  twoFactorSecret: accounts.twoFactorSecret,
  twoFactorEnabledAt: accounts.twoFactorEnabledAt,
  twoFactorLastStep: accounts.twoFactorLastStep,
  emailOnMessage: accounts.emailOnMessage,
  emailDigest: accounts.emailDigest,
  isNewsAndPromotion: accounts.isNewsAndPromotion,
};

/** SQL of the account center (password, sessions, two-factor, preferences, deletion): one function per query. */
export const accountCenterRepository = {
  findSecurity: async (db: Database, accountId: string) => {
    const [row] = await db.select(securityColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
    return row;
  },

  setPasswordHash: async (db: Database, accountId: string, passwordHash: string) => {
    await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
  },

  listSessions: (db: Database, accountId: string, now: Date) =>
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .where(and(eq(sessions.accountId, accountId), sql`${sessions.expiresAt} > ${now}`))
      .orderBy(desc(sessions.createdAt), desc(sessions.id)),

  /** True when the session exists and belongs to the account. */
  isSessionOf: async (db: Database, accountId: string, sessionId: string): Promise<boolean> => {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId)))
      .limit(1);
    return rows.length > 0;
  },

  // ── two-factor ──────────────────────────────────────────────────────────────
  setPendingSecret: async (db: Database, accountId: string, secret: string) => {
    await db
      .update(accounts)
      .set({ twoFactorSecret: secret, twoFactorLastStep: null })
      .where(and(eq(accounts.id, accountId), isNull(accounts.twoFactorEnabledAt)));
  },

  /** Every stored TOTP secret (pending or on), as stored. */
  listTwoFactorSecrets: (db: Database) =>
    db
      .select({ id: accounts.id, secret: sql<string>`${accounts.twoFactorSecret}` })
      .from(accounts)
      .where(isNotNull(accounts.twoFactorSecret)),

  /** Swaps a stored secret for its encrypted form, unless it changed meanwhile. */
  replaceSecret: async (db: Database, accountId: string, from: string, to: string): Promise<boolean> => {
    const rows = await db
      .update(accounts)
      .set({ twoFactorSecret: to })
      .where(and(eq(accounts.id, accountId), eq(accounts.twoFactorSecret, from)))
      .returning({ id: accounts.id });
    return rows.length > 0;
  },

  /**
   * Records `step` as used unless it (or a later one) was used before; false when it was, so the
   * same code is never accepted twice, even by two requests at once.
   */
  acceptStep: async (db: Database, accountId: string, step: number): Promise<boolean> => {
    const rows = await db
      .update(accounts)
      .set({ twoFactorLastStep: step })
      .where(
        and(eq(accounts.id, accountId), or(isNull(accounts.twoFactorLastStep), lt(accounts.twoFactorLastStep, step))),
      )
      .returning({ id: accounts.id });
    return rows.length > 0;
  },

  enable: async (db: Database, accountId: string, codeHashes: string[], now: Date) => {
    await db.update(accounts).set({ twoFactorEnabledAt: now }).where(eq(accounts.id, accountId));
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
    await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ accountId, codeHash })));
  },

  disable: async (db: Database, accountId: string) => {
    await db
      .update(accounts)
      .set({ twoFactorEnabledAt: null, twoFactorSecret: null, twoFactorLastStep: null })
      .where(eq(accounts.id, accountId));
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
  },

  /** Uses up an unused recovery code; false when there is none with this hash. */
  useRecoveryCode: async (db: Database, accountId: string, codeHash: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(twoFactorRecoveryCodes.accountId, accountId),
          eq(twoFactorRecoveryCodes.codeHash, codeHash),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return rows.length > 0;
  },

  recoveryCodesLeft: async (db: Database, accountId: string): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.accountId, accountId), isNull(twoFactorRecoveryCodes.usedAt)));
    return row?.count ?? 0;
  },

  insertChallenge: async (
    db: Database,
    values: { tokenHash: string; accountId: string; expiresAt: Date; userAgent: string | null; ip: string | null },
  ) => {
    await db.insert(twoFactorChallenges).values(values);
  },

  /** Counts one try at a live challenge; undefined when it is unknown, expired or out of tries. */
  tryChallenge: async (db: Database, tokenHash: string, now: Date, maxAttempts: number) => {
    const [row] = await db
      .update(twoFactorChallenges)
      .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, tokenHash),
          sql`${twoFactorChallenges.expiresAt} > ${now}`,
          lt(twoFactorChallenges.attempts, maxAttempts),
        ),
      )
      .returning({
        id: twoFactorChallenges.id,
        accountId: twoFactorChallenges.accountId,
        userAgent: twoFactorChallenges.userAgent,
        ip: twoFactorChallenges.ip,
      });
    return row;
  },

  deleteChallenge: async (db: Database, id: string) => {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
  },

  touchLastActive: async (db: Database, accountId: string, now: Date) => {
    await db.update(accounts).set({ lastActiveAt: now }).where(eq(accounts.id, accountId));
  },

  // ── preferences ─────────────────────────────────────────────────────────────
  updatePreferences: async (
    db: Database,
    accountId: string,
    values: Partial<{
      language: 'TH' | 'EN';
      emailOnMessage: boolean;
      emailDigest: 'off' | 'daily' | 'weekly';
      isNewsAndPromotion: boolean;
    }>,
  ) => {
    if (Object.keys(values).length === 0) return;
    await db.update(accounts).set(values).where(eq(accounts.id, accountId));
  },

  // ── mail digest and unsubscribe ────────────────────────────────────────────
  /** Active main accounts whose digest of this frequency is due (none sent since `since`). */
  dueDigests: (db: Database, frequency: 'daily' | 'weekly', since: Date) =>
    db
      .select({
        ...mailRecipientColumns,
        lastDigestAt: accounts.lastDigestAt,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .where(
        and(
          eq(accounts.emailDigest, frequency),
          eq(accounts.isDeactivated, false),
          isNull(accounts.ownerAccountId),
          sql`${accounts.email} is not null`,
          or(isNull(accounts.lastDigestAt), lt(accounts.lastDigestAt, since)),
        ),
      ),

  /** Unread notifications and unread chat messages from others, both newer than `after`. */
  unreadSince: async (db: Database, accountId: string, after: Date) => {
    const [notes] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientAccountId, accountId),
          eq(notifications.isRead, false),
          sql`${notifications.createdAt} > ${after}`,
        ),
      );
    const [messages] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .innerJoin(chatMembers, and(eq(chatMembers.chatId, chatMessages.chatId), eq(chatMembers.accountId, accountId)))
      .where(
        and(
          ne(chatMessages.senderAccountId, accountId),
          sql`${chatMessages.createdAt} > greatest(coalesce(${chatMembers.lastReadAt}, '-infinity'), ${after})`,
        ),
      );
    return { notifications: notes?.count ?? 0, messages: messages?.count ?? 0 };
  },

  markDigestSent: async (db: Database, accountId: string, now: Date) => {
    await db.update(accounts).set({ lastDigestAt: now }).where(eq(accounts.id, accountId));
  },

  findKey: async (db: Database, id: string) => {
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, id)).limit(1);
    return row;
  },

  insertKeyIfAbsent: async (db: Database, id: string, secret: string) => {
    await db
      .insert(serverKeys)
      .values({ id, kid: id, publicJwk: { kty: 'oct' }, privateJwk: { kty: 'oct', k: secret } })
      .onConflictDoNothing({ target: serverKeys.id });
  },

  // ── deletion ────────────────────────────────────────────────────────────────
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
    // Their matching profiles (the skill lists on the account are cleared by `anonymize`).
    await db.delete(matchProfiles).where(inArray(matchProfiles.accountId, ids));
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
          reviewCount: sql`(select count(*)::int from ${reviews} r where r.idea_id = ${ideas.id})`,
          ratingSum: sql`(select coalesce(sum(r.score), 0)::int from ${reviews} r where r.idea_id = ${ideas.id})`,
          ratingAvg: sql`(select coalesce(avg(r.score), 0)::float8 from ${reviews} r where r.idea_id = ${ideas.id})`,
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
