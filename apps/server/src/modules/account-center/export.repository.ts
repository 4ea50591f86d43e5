import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  blocks,
  chatMembers,
  chatMessageReactions,
  chatMessages,
  comments,
  ideaAccessRequests,
  ideas,
  ideaVersions,
  matchProfiles,
  partnerQuestionAnswers,
  partnerQuestionDeletionWishes,
  notifications,
  partnerRequests,
  reviews,
  sessions,
  subAccounts,
} from '../../db/schema/index';

const other = alias(accounts, 'other');

/** SQL of the personal data export: everything one person's account holds, one query per file. */
export const exportRepository = {
  account: async (db: Database, accountId: string) => {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    return row;
  },

  subAccounts: (db: Database, ownerAccountId: string) =>
    db
      .select({
        id: accounts.id,
        username: accounts.username,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        miniBio: accounts.miniBio,
        createdAt: subAccounts.createdAt,
      })
      .from(subAccounts)
      .innerJoin(accounts, eq(accounts.id, subAccounts.accountId))
      .where(eq(subAccounts.ownerAccountId, ownerAccountId)),

  ideas: (db: Database, ownerIds: string[]) =>
    db.select().from(ideas).where(inArray(ideas.ownerAccountId, ownerIds)).orderBy(asc(ideas.createdAt)),

  /** Requests for confidential ideas the person sent: their own notes and where each stands. */
  ideaAccessRequestsBy: (db: Database, ids: string[]) =>
    db
      .select({
        id: ideaAccessRequests.id,
        ideaId: ideaAccessRequests.ideaId,
        note: ideaAccessRequests.note,
        status: ideaAccessRequests.status,
        terms: ideaAccessRequests.terms,
        termsAcceptedAt: ideaAccessRequests.termsAcceptedAt,
        createdAt: ideaAccessRequests.createdAt,
        decidedAt: ideaAccessRequests.decidedAt,
        revokedAt: ideaAccessRequests.revokedAt,
      })
      .from(ideaAccessRequests)
      .where(inArray(ideaAccessRequests.requesterAccountId, ids))
      .orderBy(asc(ideaAccessRequests.createdAt)),

  /** The signed versions of the person's own ideas (docs/idea-protection.md#proof-of-authorship). */
  ideaVersionsOf: (db: Database, ownerIds: string[]) =>
    db
      .select({
        ideaId: ideaVersions.ideaId,
        version: ideaVersions.version,
        sha256: ideaVersions.sha256,
        signedAt: ideaVersions.signedAt,
        signature: ideaVersions.signature,
        keyId: ideaVersions.keyId,
        content: ideaVersions.content,
      })
      .from(ideaVersions)
      .innerJoin(ideas, eq(ideas.id, ideaVersions.ideaId))
      .where(inArray(ideas.ownerAccountId, ownerIds))
      .orderBy(asc(ideaVersions.ideaId), asc(ideaVersions.version)),

  commentsBy: (db: Database, ids: string[]) =>
    db
      .select({
        id: comments.id,
        ideaId: comments.ideaId,
        parentId: comments.parentId,
        text: comments.text,
        isDeleted: comments.isDeleted,
        createdAt: comments.createdAt,
        updatedAt: comments.updatedAt,
      })
      .from(comments)
      .where(inArray(comments.authorAccountId, ids))
      .orderBy(asc(comments.createdAt)),

  reviewsBy: (db: Database, ids: string[]) =>
    db
      .select({
        id: reviews.id,
        ideaId: reviews.ideaId,
        score: reviews.score,
        text: reviews.text,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .where(inArray(reviews.accountId, ids))
      .orderBy(asc(reviews.createdAt)),

  partners: (db: Database, accountId: string) =>
    db
      .select({
        id: partnerRequests.id,
        requester: partnerRequests.requesterAccountId,
        addressee: partnerRequests.addresseeAccountId,
        otherUsername: other.username,
        status: partnerRequests.status,
        createdAt: partnerRequests.createdAt,
      })
      .from(partnerRequests)
      .innerJoin(
        other,
        or(
          and(eq(partnerRequests.requesterAccountId, accountId), eq(other.id, partnerRequests.addresseeAccountId)),
          and(eq(partnerRequests.addresseeAccountId, accountId), eq(other.id, partnerRequests.requesterAccountId)),
        ),
      )
      .orderBy(asc(partnerRequests.createdAt)),

  blocks: (db: Database, accountId: string) =>
    db
      .select({ blockedUsername: other.username, createdAt: blocks.createdAt })
      .from(blocks)
      .innerJoin(other, eq(other.id, blocks.blockedAccountId))
      .where(eq(blocks.blockerAccountId, accountId)),

  /** The matching profiles of the account and its personas (their skill lists are in account.json). */
  matchProfilesOf: (db: Database, ids: string[]) =>
    db.select().from(matchProfiles).where(inArray(matchProfiles.accountId, ids)).orderBy(asc(matchProfiles.accountId)),

  /**
   * The person's own answers to the questions to agree on, with the partner each is about (their
   * username); the partner's answers are the partner's, and are in their export.
   */
  partnerQuestionAnswersOf: (db: Database, accountId: string) => {
    const other = alias(accounts, 'partner');
    return db
      .select({
        partnerAccountId: partnerQuestionAnswers.partnerAccountId,
        partnerUsername: other.username,
        questionId: partnerQuestionAnswers.questionId,
        choice: partnerQuestionAnswers.choice,
        note: partnerQuestionAnswers.note,
        answeredAt: partnerQuestionAnswers.updatedAt,
      })
      .from(partnerQuestionAnswers)
      .innerJoin(other, eq(other.id, partnerQuestionAnswers.partnerAccountId))
      .where(eq(partnerQuestionAnswers.accountId, accountId))
      .orderBy(asc(other.username), asc(partnerQuestionAnswers.questionId));
  },

  /** The partners whose shared answers the person asked to have deleted when the partnership ends. */
  partnerQuestionDeletionWishesOf: (db: Database, accountId: string) =>
    db
      .select({
        partnerAccountId: partnerQuestionDeletionWishes.partnerAccountId,
        since: partnerQuestionDeletionWishes.updatedAt,
      })
      .from(partnerQuestionDeletionWishes)
      .where(eq(partnerQuestionDeletionWishes.accountId, accountId))
      .orderBy(asc(partnerQuestionDeletionWishes.partnerAccountId)),

  /** The messages the people in `ids` sent, by chat, with the sending account's username. */
  chatMessagesBy: (db: Database, ids: string[]) =>
    db
      .select({
        chatId: chatMessages.chatId,
        id: chatMessages.id,
        sender: accounts.username,
        text: chatMessages.text,
        imageKey: chatMessages.imageKey,
        sharedIdeaId: chatMessages.sharedIdeaId,
        createdAt: chatMessages.createdAt,
        editedAt: chatMessages.editedAt,
        removedAt: chatMessages.removedAt,
      })
      .from(chatMessages)
      .innerJoin(accounts, eq(accounts.id, chatMessages.senderAccountId))
      .where(inArray(chatMessages.senderAccountId, ids))
      .orderBy(asc(chatMessages.chatId), asc(chatMessages.createdAt)),

  /** The reactions the people in `ids` gave, by chat (never the reacted-to text, which is someone else's). */
  chatReactionsBy: (db: Database, ids: string[]) =>
    db
      .select({
        chatId: chatMessages.chatId,
        messageId: chatMessageReactions.messageId,
        by: accounts.username,
        emoji: chatMessageReactions.emoji,
        createdAt: chatMessageReactions.createdAt,
      })
      .from(chatMessageReactions)
      .innerJoin(chatMessages, eq(chatMessages.id, chatMessageReactions.messageId))
      .innerJoin(accounts, eq(accounts.id, chatMessageReactions.accountId))
      .where(inArray(chatMessageReactions.accountId, ids))
      .orderBy(asc(chatMessages.chatId), asc(chatMessageReactions.createdAt)),

  chatMembers: async (db: Database, ids: string[]) => {
    const chatIds = db
      .select({ chatId: chatMembers.chatId })
      .from(chatMembers)
      .where(inArray(chatMembers.accountId, ids));
    return db
      .select({ chatId: chatMembers.chatId, username: accounts.username })
      .from(chatMembers)
      .innerJoin(accounts, eq(accounts.id, chatMembers.accountId))
      .where(and(inArray(chatMembers.chatId, chatIds), notInArray(chatMembers.accountId, ids)));
  },

  notifications: (db: Database, ids: string[]) =>
    db
      .select()
      .from(notifications)
      .where(inArray(notifications.recipientAccountId, ids))
      .orderBy(asc(notifications.createdAt)),

  sessions: (db: Database, accountId: string) =>
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.accountId, accountId)),
};
