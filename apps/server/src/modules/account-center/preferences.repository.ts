import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, chatMembers, chatMessages, notifications, serverKeys } from '../../db/schema/index';
import { mailRecipientColumns } from '../mail/mail-recipient';

/** SQL of mail preferences, digests and the unsubscribe key: one function per query. */
export const preferencesRepository = {
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
};
