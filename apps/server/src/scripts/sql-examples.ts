// Longer than 400 lines: one example call for every query every repository exports, in one table that
// `npm run sync:sql` runs; splitting it would split that table.
import { AccountRole, IdeaSort, NotificationType } from '@ideamatch/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ideas } from '../db/schema/index';
import { accountSecurityRepository } from '../modules/account-center/account-security.repository';
import { deletionRepository } from '../modules/account-center/deletion.repository';
import { exportRepository } from '../modules/account-center/export.repository';
import { preferencesRepository } from '../modules/account-center/preferences.repository';
import { reauthRepository } from '../modules/account-center/reauth.repository';
import { twoFactorRepository } from '../modules/account-center/two-factor.repository';
import { accountRepository } from '../modules/accounts/account.repository';
import { emailVerificationRepository } from '../modules/accounts/email-verification.repository';
import { passwordResetRepository } from '../modules/accounts/password-reset.repository';
import { adminRepository } from '../modules/admins/admin.repository';
import { staffAccountRepository } from '../modules/admins/staff-account.repository';
import { auditRepository } from '../modules/audit/audit.repository';
import { appliedMigrations, listTables, migrationTable } from '../modules/backup/backup.repository';
import { authRepository } from '../modules/auth/auth.repository';
import { passwordTransportRepository } from '../modules/auth/password-transport.repository';
import { serverKeyRepository } from '../modules/keys/server-key.repository';
import { sessionRepository } from '../modules/auth/session.repository';
import { chatMailRepository } from '../modules/chat/chat-mail.repository';
import { chatMessageRepository } from '../modules/chat/chat-message.repository';
import { chatSummaryRepository } from '../modules/chat/chat-summary.repository';
import { chatRepository } from '../modules/chat/chat.repository';
import { commentRepository } from '../modules/comments/comment.repository';
import { dashboardAccountRepository } from '../modules/dashboard/dashboard-account.repository';
import { dashboardOverviewRepository } from '../modules/dashboard/dashboard-overview.repository';
import { bookmarkRepository } from '../modules/engagement/bookmark.repository';
import { followRepository } from '../modules/engagement/follow.repository';
import { ideaUpdateRepository } from '../modules/engagement/idea-update.repository';
import { ideaAccessRepository } from '../modules/idea-access/idea-access.repository';
import {
  listPublicPage,
  countPublic,
  listAutocompletePage,
  sampleText,
  estimateIdeaRows,
  listCards,
} from '../modules/ideas/idea-list.repository';
import { ideaModerationRepository } from '../modules/ideas/idea-moderation.repository';
import { ideaTrendingRepository } from '../modules/ideas/idea-trending.repository';
import { ideaWriteRepository } from '../modules/ideas/idea-write.repository';
import { ideaRepository } from '../modules/ideas/idea.repository';
import { maintenanceRepository } from '../modules/jobs/maintenance.repository';
import { mailRepository } from '../modules/mail/mail.repository';
import { notificationRepository } from '../modules/notifications/notification.repository';
import { isBlockedEitherWay, isBlockedWithAny, blockRepository } from '../modules/partners/block.repository';
import { matchProfileRepository } from '../modules/partners/match-profile.repository';
import { partnerQuestionRepository } from '../modules/partners/partner-questions.repository';
import { partnerRepository } from '../modules/partners/partner.repository';
import { ideaProofRepository } from '../modules/proof/idea-proof.repository';
import { pushRepository } from '../modules/push/push.repository';
import { appealRepository } from '../modules/reports/appeal.repository';
import { contentReportRepository } from '../modules/reports/content-report.repository';
import { reportRepository } from '../modules/reports/report.repository';
import { reviewRepository } from '../modules/reviews/review.repository';
import { searchRepository } from '../modules/search/search.repository';
import { storageRepository } from '../modules/storage/storage.repository';
import { subAccountRepository } from '../modules/sub-accounts/sub-account.repository';
import { trustRepository } from '../modules/trust/trust.repository';
import {
  backfillChatSearch,
  countMatchingMessages,
  matchingMessagesOf,
  messageSearchVector,
} from '../modules/chat/chat-search';

/**
 * What every example gets: rows the seed wrote (an account with a session, another account, an idea
 * of the first with one image, their chat with one message (client id `seed`), a comment of the other
 * on the idea with a reply of the first), an id that matches no row, and a fixed time. Ids are
 * parameters, so they never reach the SQL text.
 */
export type SqlSeed = {
  accountId: string;
  sessionId: string;
  otherId: string;
  ideaId: string;
  chatId: string;
  messageId: string;
  commentId: string;
  /** An id of no row (an update or delete of nothing still sends its statement). */
  uuid: string;
  now: Date;
};

/** One call whose statements go into a snapshot: `label` names it (`repository.method`). */
export type SqlExample = {
  label: string;
  run: (db: Database, seed: SqlSeed) => Promise<unknown>;
  args: (seed: SqlSeed) => readonly unknown[];
};

/** The arguments of a query function after its `db`. */
type ArgsAfterDb<F> = F extends (db: Database, ...args: infer A) => unknown ? A : never;

/**
 * An example for each method of a repository that takes `db` first: a method without one fails the
 * typecheck (the object must name every one), so a new query cannot be left out of the snapshots. A
 * method whose SQL depends on its arguments (a text search, one id or several) takes a list of
 * examples, one per form; the second is labelled `method#2`, and so on.
 */
type ExamplesOf<R> = {
  [K in keyof R as R[K] extends (db: Database, ...args: never[]) => unknown ? K : never]:
    ((seed: SqlSeed) => ArgsAfterDb<R[K]>) | readonly ((seed: SqlSeed) => ArgsAfterDb<R[K]>)[];
};

type ArgsOfSeed = (seed: SqlSeed) => unknown[];

/** The examples of every query method of `repo`, in the order written here, labelled `name.method`. */
function repository<R extends object>(name: string, repo: R, examples: NoInfer<ExamplesOf<R>>): SqlExample[] {
  const method = (key: string) => (repo as Record<string, (db: Database, ...rest: unknown[]) => unknown>)[key]!;
  return Object.entries(examples as Record<string, ArgsOfSeed | readonly ArgsOfSeed[]>).flatMap(([key, forms]) =>
    (Array.isArray(forms) ? (forms as readonly ArgsOfSeed[]) : [forms as ArgsOfSeed]).map((args, i) => ({
      label: `${name ? `${name}.` : ''}${key}${i ? `#${i + 1}` : ''}`,
      args,
      run: (db: Database, seed: SqlSeed) => Promise.resolve(method(key)(db, ...args(seed))),
    })),
  );
}

/** The examples of query functions a repository file exports on their own (not in an object). */
const functions = <R extends object>(fns: R, examples: NoInfer<ExamplesOf<R>>): SqlExample[] =>
  repository('', fns, examples);

/**
 * Exports of the files below that send no statement of their own: SQL pieces other queries embed,
 * unexecuted queries another function runs, and plain helpers. The check fails on an export of a
 * repository file that is neither here nor in `sqlExamples`.
 */
export const notQueries: Record<string, string[]> = {
  // The rows of any statement (the backup reads tables it does not know by name), and quoting a name.
  'backup.backup': ['rowsOf', 'quoteIdent'],
  // The key of a direct chat, from two ids.
  'chat.chat': ['directKeyOf'],
  // The search words of a message (text, and as SQL), and the WHERE of a message search (in
  // searchMessages' example).
  'chat.chat-search': ['messageSearchWords', 'messageSearchVector', 'matchingMessagesOf', 'matchedPieces'],
  // The WHERE of a text search, the sort a query asks for, the unexecuted page and count that
  // listPublicPage and countPublic send, the statements listAutocompletePage sends and how it picks them,
  // the unexecuted text sample that sampleText sends, and what the service makes of a sample.
  'ideas.idea-list': [
    'ideaTextMatch',
    'sortOf',
    'publicListQueries',
    'autocompleteQueries',
    'textReadWay',
    'textSampleQuery',
    'isSurelyOverCap',
  ],
  // A random key of the notification line.
  'notifications.notification': ['lineKeyOf'],
  // Conditions other queries embed.
  'reports.appeal': ['hasOpenAppealSql', 'reasonCountColumns'],
};

/**
 * The example calls behind `apps/server/src/db/sql/<file>.sql`, one file per repository file
 * (`<module>.<name>` of `modules/<module>/<name>.repository.ts`, and `chat.chat-search` for the queries of
 * `modules/chat/chat-search.ts`).
 */
export const sqlExamples = {
  'account-center.account-security': [
    ...repository('accountSecurityRepository', accountSecurityRepository, {
      findSecurity: (s) => [s.accountId],
      setPasswordHash: (s) => [s.accountId, 'hash'],
      listSessions: (s) => [s.accountId, s.now],
      isSessionOf: (s) => [s.accountId, s.uuid],
      touchLastActive: (s) => [s.accountId, s.now],
    }),
  ],
  'account-center.deletion': [
    ...repository('deletionRepository', deletionRepository, {
      otherSuperAdminCount: (s) => [s.accountId],
      subAccountIdsOf: (s) => [s.accountId],
      uploadsOf: (s) => [[s.accountId]],
      imageKeysOf: (s) => [[s.uuid]],
      uploadOwnersOf: () => [['idea/example.jpg']],
      mailAddressesOf: (s) => [[s.uuid]],
      scrubMailTo: () => [['example']],
      scrubAuditOf: (s) => [[s.uuid], ['example']],
      // The other account wrote the seeded comment, which has a reply: every statement runs.
      eraseContentOf: (s) => [[s.otherId]],
      anonymize: (s) => [s.uuid, 'example', s.now],
      chatPartnersOf: (s) => [s.accountId],
      clearChatImagesOf: (s) => [[s.uuid]],
      deleteChatReactionsOf: (s) => [[s.uuid]],
    }),
  ],
  'account-center.export': [
    ...repository('exportRepository', exportRepository, {
      account: (s) => [s.accountId],
      subAccounts: (s) => [s.accountId],
      ideas: (s) => [[s.accountId]],
      ideaAccessRequestsBy: (s) => [[s.uuid]],
      ideaVersionsOf: (s) => [[s.accountId]],
      partnerQuestionAnswersOf: (s) => [s.accountId],
      partnerQuestionDeletionWishesOf: (s) => [s.accountId],
      commentsBy: (s) => [[s.uuid]],
      reviewsBy: (s) => [[s.uuid]],
      partners: (s) => [s.accountId],
      blocks: (s) => [s.accountId],
      matchProfilesOf: (s) => [[s.uuid]],
      chatMessagesBy: (s) => [[s.uuid]],
      chatReactionsBy: (s) => [[s.uuid]],
      chatMembers: (s) => [[s.uuid]],
      notifications: (s) => [[s.uuid]],
      sessions: (s) => [s.accountId],
    }),
  ],
  'backup.backup': [
    ...functions(
      { migrationTable, appliedMigrations, listTables },
      { migrationTable: () => [], appliedMigrations: () => [], listTables: () => [] },
    ),
  ],
  'account-center.preferences': [
    ...repository('preferencesRepository', preferencesRepository, {
      updatePreferences: (s) => [s.accountId, { language: 'EN', emailDigest: 'weekly' }],
      dueDigests: (s) => ['daily', s.now],
      unreadSince: (s) => [s.accountId, s.now],
      markDigestSent: (s) => [s.accountId, s.now],
      findKey: (s) => [s.uuid],
      insertKeyIfAbsent: (s) => [s.uuid, 'example'],
    }),
  ],
  'account-center.reauth': [
    ...repository('reauthRepository', reauthRepository, {
      lockedUntil: (s) => [s.accountId, s.now],
      recordFailure: (s) => [s.accountId, s.now, { maxFailures: 1, windowMs: 1, lockMs: 1 }],
      clear: (s) => [s.accountId],
    }),
  ],
  'account-center.two-factor': [
    ...repository('twoFactorRepository', twoFactorRepository, {
      setPendingSecret: (s) => [s.accountId, 'example'],
      listTwoFactorSecrets: () => [],
      replaceSecret: (s) => [s.accountId, 'example', 'example'],
      acceptStep: (s) => [s.accountId, 1],
      enable: (s) => [s.accountId, ['example'], s.now],
      disable: (s) => [s.accountId],
      useRecoveryCode: (s) => [s.accountId, 'hash', s.now],
      recoveryCodesLeft: (s) => [s.accountId],
      insertChallenge: (s) => [
        { tokenHash: 'hash', accountId: s.accountId, expiresAt: s.now, userAgent: 'example', ip: 'example' },
      ],
      tryChallenge: (s) => ['hash', s.now, 1],
      deleteChallenge: (s) => [s.uuid],
    }),
  ],
  'accounts.account': [
    ...repository('accountRepository', accountRepository, {
      findById: (s) => [s.uuid],
      findWithOwnerStatus: (s) => [s.uuid],
      update: (s) => [s.accountId, { firstName: 'Somchai' }],
      findByUsernames: () => [['example']],
      findUploadKeysOwnedBy: (s) => [{ keys: ['idea/example.jpg'], ownerIds: [s.accountId], modulePath: 'example' }],
      countWithPublicIdeas: () => [],
      listWithPublicIdeas: () => [0, 100],
    }),
  ],
  'accounts.email-verification': [
    ...repository('emailVerificationRepository', emailVerificationRepository, {
      findMainAccount: (s) => [s.accountId],
      insertToken: (s) => [
        { accountId: s.accountId, email: 'someone@example.test', tokenHash: 'hash', expiresAt: s.now },
      ],
      findPendingChange: (s) => [s.accountId, s.now],
      retireChangesOf: (s) => [s.accountId, s.now],
      redeem: (s) => ['hash', s.now],
      findSpentVerification: () => ['hash'],
      markVerified: (s) => [s.accountId, 'someone@example.test', s.now],
      changeEmail: (s) => [s.accountId, 'someone@example.test', s.now],
      retireTokensOf: (s) => [s.accountId, s.now],
    }),
  ],
  'accounts.password-reset': [
    ...repository('passwordResetRepository', passwordResetRepository, {
      findMainAccountByEmail: () => ['someone@example.test'],
      insertToken: (s) => [{ accountId: s.accountId, tokenHash: 'hash', expiresAt: s.now }],
      findRedeemable: (s) => ['hash', s.now],
      redeem: (s) => ['hash', s.now],
      retireTokensOf: (s) => [s.accountId, s.now],
      setPasswordHash: (s) => [s.accountId, 'hash'],
    }),
  ],
  'admins.staff-account': [
    ...repository('staffAccountRepository', staffAccountRepository, {
      findMain: (s) => [s.uuid],
      findMainByEmail: () => ['someone@example.test'],
      lock: (s) => [s.uuid],
      markEmailVerified: (s) => [s.uuid, s.now],
      update: (s) => [s.otherId, { isDeactivated: true }],
      permissionsOf: (s) => [[s.accountId]],
      replacePermissions: (s) => [s.otherId, ['user.manage'], s.accountId],
      lockActiveSuperAdmins: () => [],
    }),
  ],
  'admins.admin': [
    ...repository('adminRepository', adminRepository, {
      listByRole: () => [{ role: AccountRole.Admin, page: 1, pageSize: 20 }],
      listStaff: () => [],
      insertInvitation: (s) => [
        { email: 'someone@example.test', role: AccountRole.Admin, tokenHash: 'hash', expiresAt: s.now },
      ],
      revokePendingFor: (s) => ['someone@example.test', s.now],
      listPending: (s) => [s.now],
      findInvitation: (s) => [s.uuid],
      lockUsableByTokenHash: (s) => ['hash', s.now],
      updateInvitation: (s) => [s.uuid, { acceptedAt: s.now }],
    }),
  ],
  'audit.audit': [
    ...repository('auditRepository', auditRepository, {
      insert: (s) => [{ action: 'example', targetType: 'example', targetId: s.accountId }],
      list: () => [{ page: 1, pageSize: 20 }, ['account']],
      targetLabels: (s) => [
        [
          { type: 'account', id: s.accountId },
          { type: 'idea', id: s.ideaId },
          { type: 'report', id: s.uuid },
          { type: 'comment', id: s.commentId },
        ],
      ],
    }),
  ],
  'auth.auth': [
    ...repository('authRepository', authRepository, {
      findByUsernameOrEmail: () => ['example'],
      findByGoogleSub: () => ['example'],
      findByLineSub: () => ['example'],
      findByEmail: () => ['someone@example.test'],
      releaseUnverifiedEmail: (s) => [s.accountId],
      emailExists: () => ['someone@example.test'],
      takenUsernames: () => [['example']],
      insert: () => [{ username: 'example' }],
      linkLine: (s) => [s.accountId, 'example'],
      linkGoogle: (s) => [s.accountId, 'example'],
      takeOverForGoogle: (s) => [s.accountId, 'example', s.now],
      touchLastActive: (s) => [s.accountId, s.now],
    }),
  ],
  'auth.password-transport': [
    ...repository('passwordTransportRepository', passwordTransportRepository, {
      insertNonce: (s) => ['hash', s.now],
      deleteExpiredNonces: (s) => [s.now],
    }),
  ],
  'keys.server-key': [
    ...repository('serverKeyRepository', serverKeyRepository, {
      findKey: (s) => [s.uuid],
      insertKeyIfAbsent: (s) => [{ id: s.uuid, kid: s.uuid, publicJwk: {}, privateJwk: {} }],
    }),
  ],
  'auth.session': [
    ...repository('sessionRepository', sessionRepository, {
      findActiveByTokenHash: (s) => ['hash', s.now],
      insert: (s) => [{ tokenHash: 'hash', accountId: s.accountId, expiresAt: s.now }],
      touch: (s) => [s.uuid, s.now, s.now],
      deleteWithChildren: (s) => [s.uuid],
      deleteForAccount: (s) => [s.accountId, s.uuid],
      findParentId: (s) => [s.uuid],
      permissionsOf: (s) => [s.accountId],
      deleteExpired: (s) => [s.now],
    }),
  ],
  'chat.chat-mail': [
    ...repository('chatMailRepository', chatMailRepository, {
      messageMailRecipients: (s) => [[s.accountId]],
      claimMessageMail: (s) => [s.uuid, s.accountId, s.now, 1],
      claimSenderMail: (s) => [s.accountId, s.accountId, s.now, 1],
    }),
  ],
  'chat.chat-message': [
    ...repository('chatMessageRepository', chatMessageRepository, {
      insertMessage: [
        (s) => [
          {
            chatId: s.chatId,
            senderAccountId: s.accountId,
            text: 'Hello',
            createdAt: s.now,
            clientId: 'client-1',
            searchVector: messageSearchVector('Hello', null),
          },
        ],
        // A resend of the seeded message (same client id): it reads the stored one back.
        (s) => [{ chatId: s.chatId, senderAccountId: s.accountId, text: 'Hello', createdAt: s.now, clientId: 'seed' }],
      ],
      findMessage: (s) => [s.uuid],
      searchMessages: (s) => [
        matchingMessagesOf(s.accountId, { tsQuery: "'hello'", words: ['hello'] }, s.chatId),
        { limit: 20, offset: 0 },
      ],
      latestMessageTime: (s) => [s.uuid],
      listMessages: (s) => [s.uuid, { cursor: { at: s.now, id: s.uuid }, direction: 'older', limit: 20 }],
      lastMessages: (s) => [[s.uuid]],
      reactionsOf: (s) => [[s.uuid]],
      editText: (s) => [s.messageId, 'Hello again', s.now, messageSearchVector('Hello again', null)],
      remove: (s) => [s.uuid, s.now],
      setReaction: (s) => [s.messageId, s.otherId, '👍'],
      deleteReaction: (s) => [s.uuid, s.accountId],
    }),
  ],
  'chat.chat-summary': [
    ...repository('chatSummaryRepository', chatSummaryRepository, {
      listChats: [
        (s) => [s.accountId, { limit: 20, offset: 0 }],
        (s) => [s.accountId, { q: 'สมชาย', withAccountId: s.otherId, limit: 20, offset: 0 }],
      ],
      // One member or two (each a prepared statement).
      badgesOf: [(s) => [[s.accountId]], (s) => [[s.accountId, s.otherId]]],
      audienceOf: [(s) => [[s.accountId]], (s) => [[s.accountId, s.otherId]]],
      markChatSeen: (s) => [s.accountId, s.now],
      // One account (a prepared statement), or several.
      countUnreadChats: [(s) => [[s.accountId]], (s) => [[s.accountId, s.otherId]]],
    }),
  ],
  'chat.chat': [
    ...repository('chatRepository', chatRepository, {
      findChatWithMembers: (s) => [s.uuid, s.accountId],
      findActiveAccount: (s) => [s.accountId],
      ownersOf: (s) => [[s.accountId]],
      findVisibleIdea: (s) => [s.ideaId],
      openDirectChat: (s) => [s.accountId, s.otherId, s.ideaId],
      markRead: (s) => [s.uuid, s.accountId, s.now],
      findOtherMember: (s) => [s.uuid, s.accountId],
      findOtherMembers: (s) => [[s.uuid], s.accountId],
      findNameParts: (s) => [s.accountId],
    }),
  ],
  'comments.comment': [
    ...repository('commentRepository', commentRepository, {
      findById: (s) => [s.uuid],
      findPresentable: (s) => [s.uuid, s.accountId],
      listThreads: (s) => [s.ideaId, s.accountId, { limit: 20, offset: 0, repliesPerThread: 20 }],
      countThreads: (s) => [s.ideaId, s.accountId],
      listReplies: (s) => [s.uuid, s.accountId, { limit: 20, offset: 0 }],
      countReplies: (s) => [s.uuid],
      insert: (s) => [{ text: 'example', ideaId: s.ideaId, authorAccountId: s.accountId }],
      updateText: (s) => [s.uuid, 'example'],
      softDelete: (s) => [s.uuid],
      addToIdeaCommentCount: (s) => [s.ideaId, 1],
      addToReplyCount: (s) => [s.uuid, 1],
      readIdeaCommentCount: (s) => [s.ideaId],
      insertLike: (s) => [s.commentId, s.accountId],
      deleteLike: (s) => [s.uuid, s.accountId],
      addToLikeCount: (s) => [s.uuid, 1],
      readLikeCount: (s) => [s.uuid],
    }),
  ],
  'dashboard.dashboard-account': [
    ...repository('dashboardAccountRepository', dashboardAccountRepository, {
      list: () => [{ status: 'all', q: 'example', sortBy: 'name', page: 1, pageSize: 20, isSearch: true }],
      counts: (s) => [s.accountId],
    }),
  ],
  'dashboard.dashboard-overview': [
    ...repository('dashboardOverviewRepository', dashboardOverviewRepository, {
      perDay: (s) => [{ days: 1, now: s.now }],
      totals: () => [],
    }),
  ],
  'engagement.bookmark': [
    ...repository('bookmarkRepository', bookmarkRepository, {
      insert: (s) => [s.ideaId, s.accountId],
      delete: (s) => [s.ideaId, s.accountId],
      exists: (s) => [s.ideaId, s.accountId],
      listPage: (s) => [s.accountId, { limit: 20, offset: 0 }],
      saverIdsOf: (s) => [s.ideaId, s.accountId],
    }),
  ],
  'engagement.follow': [
    ...repository('followRepository', followRepository, {
      findAccount: (s) => [s.uuid],
      insert: (s) => [s.accountId, s.otherId],
      delete: (s) => [s.accountId, s.accountId],
      deleteBetweenPersons: (s) => [s.accountId, s.otherId],
      exists: (s) => [s.accountId, s.accountId],
      counts: (s) => [s.accountId],
      listFollowers: (s) => [s.accountId, s.accountId, { limit: 20, offset: 0 }],
      listFollowing: (s) => [s.accountId, s.accountId, { limit: 20, offset: 0 }],
      followerIdsOf: (s) => [s.accountId],
    }),
  ],
  'engagement.idea-update': [
    ...repository('ideaUpdateRepository', ideaUpdateRepository, {
      insert: (s) => [{ ideaId: s.ideaId, authorAccountId: s.accountId, text: 'example' }],
      listPage: (s) => [s.ideaId, { limit: 20, offset: 0 }],
      delete: (s) => [s.ideaId, s.uuid],
    }),
  ],
  'idea-access.idea-access': [
    ...repository('ideaAccessRepository', ideaAccessRepository, {
      latestOf: (s) => [s.ideaId, s.accountId],
      isApproved: (s) => [s.ideaId, s.accountId],
      revokeBetweenPersons: (s) => [s.accountId, s.otherId, s.now],
      countPending: (s) => [s.ideaId],
      insert: (s) => [
        {
          ideaId: s.ideaId,
          requesterAccountId: s.accountId,
          note: 'example',
          terms: 'example',
          termsAcceptedAt: s.now,
        },
      ],
      lock: (s) => [s.ideaId, s.uuid],
      lockApproval: (s) => [s.ideaId, s.accountId],
      setStatus: (s) => [s.uuid, { status: 'pending' }],
      findWithRequester: (s) => [s.uuid],
      listForIdea: (s) => [s.ideaId, { limit: 20, offset: 0 }],
      countSentSince: (s) => [s.accountId, s.now],
      oldestSentSince: (s) => [s.accountId, s.now],
      recordView: (s) => [{ ideaId: s.ideaId, accountId: s.accountId, now: s.now, mergeSince: s.now }],
      listViews: (s) => [s.ideaId, { limit: 20, offset: 0 }],
      findImage: () => ['seed'],
      openReportsByOthers: (s) => [s.ideaId, s.accountId],
      findMailRecipient: (s) => [s.accountId],
      findViewer: (s) => [s.accountId],
    }),
  ],
  'ideas.idea-list': [
    ...functions(
      { listPublicPage, countPublic, sampleText, listAutocompletePage, estimateIdeaRows, listCards },
      {
        listPublicPage: [
          () => [{ page: 1, pageSize: 20 }],
          // A signed-in viewer's text search in a category, best match first.
          (s) => [{ page: 2, pageSize: 20, q: 'กาแฟ', categoryId: 'food', rating: 3 }, s.accountId],
          // A word the sample finds rare: its matches read through the text indexes once.
          () => [{ page: 1, pageSize: 20, q: 'zebra' }, null, { matching: 0, listed: 500 }],
        ],
        // Search as you type: best match among the newest 200 matches, uncounted.
        listAutocompletePage: () => [
          { page: 1, pageSize: 8, q: 'กาแฟ', sortBy: 5, isAutocomplete: true },
          null,
          1_000_000,
        ],
        estimateIdeaRows: () => [],
        // How common a text search's words are: its matches among a sample of about 500 ideas.
        sampleText: () => [{ page: 1, pageSize: 20, q: 'กาแฟ' }, null, 1_000_000],
        countPublic: [
          () => [{ page: 1, pageSize: 20 }],
          // A signed-in viewer's text search in a category, best match first.
          (s) => [{ page: 2, pageSize: 20, q: 'กาแฟ', categoryId: 'food', rating: 3 }, s.accountId],
          () => [{ page: 1, pageSize: 20, q: 'zebra' }, null, { matching: 0, listed: 500 }],
        ],
        listCards: () => [eq(ideas.categoryId, 'food'), [desc(ideas.postDate), desc(ideas.id)], 20],
      },
    ),
  ],
  'ideas.idea-moderation': [
    ...repository('ideaModerationRepository', ideaModerationRepository, {
      list: () => [{ page: 1, pageSize: 20, sortBy: IdeaSort.LatestPost, status: 'all' }],
      findRows: (s) => [[s.uuid]],
      findIdea: (s) => [s.uuid],
      lock: (s) => [s.uuid],
      update: (s) => [s.uuid, {}],
      extras: (s) => [s.uuid],
      listComments: (s) => [s.ideaId, 20],
    }),
  ],
  'ideas.idea-trending': [
    ...repository('ideaTrendingRepository', ideaTrendingRepository, {
      recompute: (s) => [{ now: s.now, since: s.now, halfLifeMs: 1 }],
    }),
  ],
  'ideas.idea-write': [
    ...repository('ideaWriteRepository', ideaWriteRepository, {
      insert: (s) => [
        { name: 'example', ownerAccountId: s.accountId, description: 'example', categoryId: 'food', detail: 'example' },
      ],
      update: (s) => [s.ideaId, { name: 'Night market kiosk v2' }],
      replaceAchievements: (s) => [s.ideaId, ['example']],
      replaceAttachments: (s) => [s.ideaId, [{ key: 'idea/example.jpg' }]],
      findUnclaimedIdeaUploads: (s) => [s.accountId, ['idea/example.jpg']],
      softDelete: (s) => [s.uuid],
      insertReport: (s) => [
        {
          ideaId: s.ideaId,
          reporterAccountId: s.accountId,
          reason: 'notRelated',
          detail: 'example',
          reporterAddress: 'example',
        },
      ],
      insertShare: (s) => [
        { ideaId: s.ideaId, accountId: s.accountId, sharerKey: 'idea/example.jpg', channel: 'example' },
      ],
      readShareCount: (s) => [s.ideaId],
    }),
  ],
  'ideas.idea': [
    ...repository('ideaRepository', ideaRepository, {
      listTrendingSponsored: (s) => [s.now, 20],
      listTopRating: () => [20],
      listPublicPage: [
        () => [{ page: 1, pageSize: 20 }],
        // A signed-in viewer's text search in a category, best match first.
        (s) => [{ page: 2, pageSize: 20, q: 'กาแฟ', categoryId: 'food', rating: 3 }, s.accountId],
      ],
      // Search as you type: best match among the newest 200 matches, uncounted.
      listAutocompletePage: () => [
        { page: 1, pageSize: 8, q: 'กาแฟ', sortBy: 5, isAutocomplete: true },
        null,
        1_000_000,
      ],
      estimateIdeaRows: () => [],
      sampleText: () => [{ page: 1, pageSize: 20, q: 'กาแฟ' }, null, 1_000_000],
      countPublic: [
        () => [{ page: 1, pageSize: 20 }],
        // A signed-in viewer's text search in a category, best match first.
        (s) => [{ page: 2, pageSize: 20, q: 'กาแฟ', categoryId: 'food', rating: 3 }, s.accountId],
      ],
      textsNear: () => ['example', 20],
      groupsFound: () => [["'durian'", "('chip' | 'chips')"]],
      listRelated: (s) => [{ id: s.ideaId, name: 'Night market kiosk', categoryId: 'food' }, s.accountId, 20],
      categoriesByIdeaCount: () => [20],
      listByOwner: (s) => [s.accountId, { page: 1, pageSize: 20 }, 'owner'],
      findWithOwner: (s) => [s.uuid],
      findDetail: (s) => [s.uuid, s.accountId],
      findVisibility: (s) => [s.uuid],
      findOwnerId: (s) => [s.uuid],
      listAttachments: (s) => [s.ideaId],
      listAchievements: (s) => [s.ideaId],
      findPageFacts: (s) => [s.uuid],
      countPubliclyVisible: () => [],
      listPubliclyVisibleForSitemap: () => [0, 20],
      recordView: (s) => [{ ideaId: s.ideaId, viewerKey: 'account:viewer', viewDate: '2026-01-01' }],
    }),
  ],
  'jobs.maintenance': [
    ...repository('maintenanceRepository', maintenanceRepository, {
      detachImagesOfIdeasDeletedBefore: (s) => [s.now],
      deleteExpiredSessions: (s) => [s.now],
      deleteExpiredResets: (s) => [s.now],
      deleteExpiredChallenges: (s) => [s.now],
      deleteExpiredEmailVerifications: (s) => [s.now],
      deleteExpiredNonces: (s) => [s.now],
    }),
  ],
  'mail.mail': [
    ...repository('mailRepository', mailRepository, {
      addressOf: (s) => [s.accountId],
      insert: () => [
        { text: 'example', language: 'TH', kind: 'example', subject: 'example', html: 'example', transport: 'example' },
      ],
      findById: (s) => [s.uuid],
      markSent: (s) => [s.uuid, s.now],
      erase: (s) => [s.uuid],
      listRecent: () => [{ to: 'example', limit: 20 }],
    }),
  ],
  'notifications.notification': [
    ...repository('notificationRepository', notificationRepository, {
      insert: (s) => [
        { type: NotificationType.Comment, recipientAccountId: s.accountId, subjectType: 'idea', subjectId: s.ideaId },
      ],
      insertMany: (s) => [
        [{ type: NotificationType.Comment, recipientAccountId: s.accountId, subjectType: 'idea', subjectId: s.ideaId }],
      ],
      bumpUnreadMany: (s) => [[{ id: s.uuid, recipientAccountId: s.accountId, createdAt: s.now }]],
      repointRecent: (s) => [
        {
          recipientAccountId: s.accountId,
          actorAccountId: s.otherId,
          type: NotificationType.IdeaAccess,
          onceKey: 'access:example',
          since: s.now,
        },
        { subjectId: s.uuid, groupKey: null, payload: { event: 'request', onceKey: 'access:example' } },
      ],
      bumpUnread: (s) => [s.accountId, { id: s.uuid, createdAt: s.now }],
      findSummary: (s) => [s.accountId],
      setAcknowledgedAt: (s) => [s.accountId, s.now],
      findOwn: (s) => [s.accountId, s.uuid],
      markLineRead: (s) => [s.accountId, 'idea/example.jpg'],
      markAllRead: (s) => [s.accountId],
      recountUnread: (s) => [s.accountId],
      listLines: (s) => [s.accountId, { limit: 20, offset: 0 }],
      findLine: (s) => [s.accountId, 'idea/example.jpg'],
      findLatestOfLines: (s) => [s.accountId, ['idea/example.jpg']],
      findActors: (s) => [[s.uuid]],
      findIdeas: (s) => [[s.uuid]],
      findComments: (s) => [[s.uuid]],
      findRequests: (s) => [[s.uuid]],
      findAccessRequests: (s) => [[s.uuid]],
    }),
  ],
  'partners.block': [
    ...functions(
      { isBlockedEitherWay, isBlockedWithAny },
      {
        isBlockedEitherWay: (s) => [s.accountId, s.otherId],
        isBlockedWithAny: (s) => [s.accountId, [s.otherId]],
      },
    ),
    ...repository('blockRepository', blockRepository, {
      insert: (s) => [s.accountId, s.otherId],
      deletePersonBlocks: (s) => [s.accountId, s.accountId],
      exists: (s) => [s.accountId, s.accountId],
      listBlocked: (s) => [s.accountId, { limit: 20, offset: 0 }],
      isSamePerson: (s) => [s.accountId, s.otherId],
    }),
  ],
  'partners.match-profile': [
    ...repository('matchProfileRepository', matchProfileRepository, {
      find: (s) => [s.accountId],
      findMany: (s) => [[s.accountId]],
      save: (s) => [
        s.accountId,
        {
          intent: 'haveIdea',
          ticketThb: { min: 100000, max: 500000 },
          skills: ['example'],
          bring: 'example',
          roles: ['example'],
          hoursPerWeek: 20,
          stage: 'example',
          province: 'example',
          remote: true,
          languages: ['example'],
          lookingFor: {
            intents: { values: ['joinIdea'], importance: 'mustHave' },
            roles: { values: ['developer'], importance: 'mustHave' },
            skills: { values: ['example'], importance: 'mustHave' },
            industries: { values: ['technology'], importance: 'mustHave' },
            hours: { min: 1, importance: 'mustHave' },
            stage: { values: ['idea'], importance: 'mustHave' },
            location: { importance: 'mustHave' },
            languages: { values: ['th'], importance: 'mustHave' },
          },
        },
      ],
      deleteFor: (s) => [[s.accountId]],
    }),
  ],
  'partners.partner': [
    ...repository('partnerRepository', partnerRepository, {
      findAccount: (s) => [s.uuid],
      findPendingBetween: (s) => [s.accountId, s.otherId],
      requestAllowedAt: (s) => [s.accountId, s.uuid],
      findRequest: (s) => [s.uuid],
      insertPending: (s) => [s.accountId, s.otherId, 'example'],
      close: (s) => [s.uuid, 'declined'],
      cancelPendingBetween: (s) => [s.accountId, s.otherId],
      connect: (s) => [s.accountId, s.otherId],
      disconnect: (s) => [s.accountId, s.otherId],
      isPartner: (s) => [s.accountId, s.otherId],
      findPerson: (s) => [s.accountId, s.accountId],
      listPartners: (s) => [s.accountId, 'example', { limit: 20, offset: 0 }],
      listRequests: (s) => [s.accountId, 'incoming', { limit: 20, offset: 0 }],
      search: (s) => [s.accountId, 'example', { limit: 20, offset: 0 }],
      suggestionCandidates: (s) => [s.accountId, 20],
      partnerTraits: (s) => [s.accountId],
      dismiss: (s) => [s.accountId, s.otherId, new Date('2026-01-01T00:00:00Z')],
      undismiss: (s) => [s.accountId, s.otherId],
    }),
  ],
  'partners.partner-questions': [
    ...repository('partnerQuestionRepository', partnerQuestionRepository, {
      answersOfPair: (s) => [s.accountId, s.otherId],
      saveAnswer: (s) => [
        { accountId: s.accountId, partnerAccountId: s.otherId, questionId: 'equity', choice: 'equal', note: 'example' },
      ],
      deletionWishesOfPair: (s) => [s.accountId, s.otherId],
      wishDeletion: (s) => [s.accountId, s.otherId],
      unwishDeletion: (s) => [s.accountId, s.otherId],
      deletePair: (s) => [s.accountId, s.otherId],
    }),
  ],
  'proof.idea-proof': [
    ...repository('ideaProofRepository', ideaProofRepository, {
      lockContent: (s) => [s.ideaId],
      latest: (s) => [s.ideaId],
      insert: (s) => [
        {
          ideaId: s.ideaId,
          version: 1,
          sha256: 'example',
          signedAt: 'example',
          signature: 'example',
          keyId: s.uuid,
          content: 'example',
        },
      ],
      list: (s) => [s.ideaId],
      find: (s) => [s.ideaId, 1],
      findIdeaWithOwner: (s) => [s.ideaId],
    }),
  ],
  'push.push': [
    ...repository('pushRepository', pushRepository, {
      upsert: (s) => [
        {
          accountId: s.accountId,
          sessionId: s.sessionId,
          endpoint: 'example',
          p256dh: 'example',
          auth: 'example',
          userAgent: 'example',
        },
      ],
      deleteOwn: (s) => [s.accountId, 'example'],
      deleteById: (s) => [s.uuid],
      deleteOfAccounts: (s) => [[s.accountId]],
      findById: (s) => [s.uuid],
      markPushed: (s) => [s.uuid, s.now],
      listForExport: (s) => [s.accountId],
      mutedKinds: (s) => [s.accountId],
      setMutedKinds: (s) => [s.accountId, ['comment']],
      targetsOf: (s) => [s.accountId],
    }),
  ],
  'reports.appeal': [
    ...repository('appealRepository', appealRepository, {
      latestEntry: (s) => [s.ideaId, ['idea.hide', 'idea.unhide', 'idea.autoHide']],
      pickReviewer: (s) => [[s.accountId]],
      findPeople: (s) => [[s.accountId]],
      findById: (s) => [s.ideaId],
      page: () => [{ status: 'open', page: 1, pageSize: 20 }],
      openReasonCounts: (s) => [s.ideaId],
      findLatest: (s) => [s.ideaId],
      insert: (s) => [
        {
          ideaId: s.ideaId,
          accountId: s.accountId,
          message: 'example',
          hiddenAt: s.now,
          appealed: 'moderator',
          appealedAction: 'hide',
          appealedDecider: s.accountId,
          appealedReason: 'spam',
          appealedNote: 'example',
          assignedTo: s.accountId,
        },
      ],
      openForIdeas: (s) => [[s.ideaId]],
      decideOpen: (s) => [
        s.ideaId,
        { status: 'upheld', decidedBy: s.accountId, decisionNote: 'example', decidedAt: s.now },
      ],
    }),
  ],
  'reports.content-report': [
    ...repository('contentReportRepository', contentReportRepository, {
      insert: (s) => [
        {
          targetType: 'account',
          commentId: null,
          accountId: s.accountId,
          reporterAccountId: s.accountId,
          reason: 'notRelated',
          detail: 'example',
        },
      ],
      findAccount: (s) => [s.uuid],
      page: () => [{ status: 'open', limit: 20, offset: 0 }],
      findById: (s) => [s.uuid],
      lockOpenOnTarget: (s) => [{ commentId: s.uuid, accountId: s.accountId }],
      decide: (s) => [
        [s.uuid],
        { status: 'open', decidedBy: s.accountId, decisionNote: 'example', actionTaken: 'example', decidedAt: s.now },
      ],
    }),
  ],
  'reports.report': [
    ...repository('reportRepository', reportRepository, {
      listForIdeas: (s) => [[s.ideaId]],
      groupPage: () => [{ status: 'open', page: 1, pageSize: 20 }],
      findById: (s) => [s.uuid],
      lockOpen: (s) => [{ ideaId: s.ideaId }],
      decide: (s) => [
        [s.uuid],
        { status: 'open', decidedBy: s.accountId, decisionNote: 'example', actionTaken: 'example', decidedAt: s.now },
      ],
      countQualifiedReporters: (s) => [s.ideaId, s.now],
      latestHideAction: (s) => [s.ideaId],
    }),
  ],
  'reviews.review': [
    ...repository('reviewRepository', reviewRepository, {
      listByIdea: (s) => [s.ideaId, s.accountId, { limit: 20, offset: 0 }],
      findMine: (s) => [s.ideaId, s.accountId],
      distribution: (s) => [s.ideaId],
      readRating: (s) => [s.ideaId],
      lockIdea: (s) => [s.ideaId],
      findScore: (s) => [s.ideaId, s.accountId],
      insert: (s) => [
        { ideaId: s.ideaId, accountId: s.accountId, score: 1, text: 'example', countsTowardRating: true },
      ],
      update: (s) => [s.uuid, { score: 1, text: 'example', countsTowardRating: true }],
      markCounted: (s) => [s.accountId],
      delete: (s) => [s.uuid],
      adjustRating: (s) => [s.ideaId, 1, 1],
    }),
  ],
  'search.search': [
    ...repository('searchRepository', searchRepository, {
      ideasWithoutVector: () => [20],
      setVector: (s) => [{ id: s.uuid, name: 'example', description: 'example', categoryId: s.uuid }],
    }),
  ],
  'storage.storage': [
    ...repository('storageRepository', storageRepository, {
      insert: () => [{ modulePath: 'example', key: 'idea/example.jpg', acl: 'public', mime: 'example', sizeBytes: 20 }],
      findByKeys: () => [['idea/example.jpg']],
      deleteByKeys: () => [['idea/example.jpg']],
      markReferenced: () => [['idea/example.jpg']],
      listOrphans: (s) => [s.now, 20],
      listPublicOf: () => ['example', 20],
      setAcl: () => ['idea/example.jpg', 'public'],
      findAccountOwner: (s) => [s.accountId],
    }),
  ],
  'sub-accounts.sub-account': [
    ...repository('subAccountRepository', subAccountRepository, {
      listByOwner: (s) => [s.accountId],
      insert: (s) => [{ ownerAccountId: s.accountId, username: 'example', firstName: 'example' }],
      remove: (s) => [s.accountId],
      lockOwnerAndCount: (s) => [s.accountId],
      findOwned: (s) => [s.accountId, s.accountId],
    }),
  ],
  'trust.trust': [
    ...repository('trustRepository', trustRepository, {
      findPerson: (s) => [s.accountId],
      countReportsBy: (s) => [s.accountId, s.now],
      countReportsFrom: (s) => ['example', s.now],
      countPartnerRequestsBy: (s) => [s.accountId, s.now],
      oldestSince: (s) => ['reports', s.accountId, s.now],
      lockPerson: (s) => [s.accountId],
      recentPostTexts: (s) => [s.accountId, s.now],
    }),
  ],
  'chat.chat-search': [
    ...functions(
      { backfillChatSearch, countMatchingMessages },
      {
        backfillChatSearch: () => [],
        countMatchingMessages: (s) => [matchingMessagesOf(s.accountId, { tsQuery: "'hello'", words: ['hello'] })],
      },
    ),
  ],
} satisfies Record<string, SqlExample[]>;
