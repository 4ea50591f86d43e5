import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';
import { chatRepository } from './chat.repository';

/** Who chats in this session: the persona in a sub-account session, else the account. */
export const actingAccountOf = (session: SessionInfo): string => session.subAccountId ?? session.accountId;

/**
 * The chat, its members and whether `accountId` and another member block each other, if `accountId`
 * is one of them: 404 for no such chat, 403 for a stranger.
 */
export async function requireMembership(db: Database, chatId: string, accountId: string) {
  const found = await chatRepository.findChatWithMembers(db, chatId, accountId);
  if (!found) throw new AppError('NOT_FOUND');
  if (!found.members.some((member) => member.accountId === accountId)) throw new AppError('FORBIDDEN');
  return found;
}

/** Whether `accountId` may join the chat's room (a socket's membership check). */
export async function isChatMember(db: Database, chatId: string, accountId: string): Promise<boolean> {
  const members = (await chatRepository.findChatWithMembers(db, chatId, accountId))?.members ?? [];
  return members.some((member) => member.accountId === accountId);
}
