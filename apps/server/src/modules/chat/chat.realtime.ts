import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountRoom, chatRoom, type ChatJoinAck, type ChatReadEvent } from '@ideamatch/shared';
import { invalidateSummaries } from '../../lib/person-summaries';
import type { RealtimeSocket } from '../../plugins/realtime';
import { isChatMember } from './chat.policy';
import { chatSummaryRepository } from './chat-summary.repository';
import { presentChatSummary, type ChangedMessage, type SentMessage } from './chat.service';

const chatIdSchema = z.uuid();

type Badge = { accountId: string; ownerAccountId: string | null; unreadChatCount: number; hasActivity: boolean };

/**
 * Sends each account its chat summary (`chat_summary_update` replaces the client's); a sub-account's
 * main account also hears the new count, for the avatar popover's sub-account rows.
 */
function emitBadges(app: FastifyInstance, badges: Badge[]): void {
  for (const badge of badges) {
    const summary = presentChatSummary(badge);
    app.realtime.emitToAccount(badge.accountId, 'chat_summary_update', summary);
    if (badge.ownerAccountId) {
      app.realtime.emitToAccount(badge.ownerAccountId, 'sub_account_chat_update', {
        subAccountId: badge.accountId,
        unreadChatCount: summary.unreadChatCount,
      });
    }
  }
}

/** Sends each account its fresh chat summary, read for all of them in one statement. */
export async function publishSummaries(app: FastifyInstance, accountIds: string[]): Promise<void> {
  // Before any await: a poll answered after the caller's reply reads the summary afresh.
  invalidateSummaries(app.db, 'chat', accountIds);
  emitBadges(app, await chatSummaryRepository.badgesOf(app.db, [...new Set(accountIds)]));
}

/** Who of a message's other members a mail or a push could reach while they are away. */
export type AwayReach = { mayMail: string[]; mayPush: string[] };

/**
 * A stored message goes to every member's account room (all their tabs, on every node), then the
 * changed badges, read with what the away-checks need in one statement (the writes kept the counts).
 * Returns who of the others a mail or a push could reach, so the away-checks skip everyone else.
 */
export async function publishMessage(app: FastifyInstance, sent: SentMessage): Promise<AwayReach> {
  // Before any await: a poll answered after the send's reply reads the summaries afresh.
  invalidateSummaries(app.db, 'chat', sent.summaryAccountIds);
  app.realtime.io.to(sent.memberIds.map(accountRoom)).emit('chat_message', sent.message);
  const audience = await chatSummaryRepository.audienceOf(app.db, [...new Set(sent.summaryAccountIds)]);
  emitBadges(app, audience);
  const others = audience.filter((row) => row.accountId !== sent.message.senderId);
  return {
    mayMail: others.filter((row) => row.mayMail).map((row) => row.accountId),
    mayPush: others.filter((row) => row.mayPush).map((row) => row.accountId),
  };
}

/** An edited, unsent or reacted-to message replaces every member's copy (all their tabs, on every node). */
export function publishMessageUpdate(
  app: FastifyInstance,
  changed: Pick<ChangedMessage, 'message' | 'memberIds'>,
): void {
  app.realtime.io.to(changed.memberIds.map(accountRoom)).emit('chat_message_update', changed.message);
}

/** A read mark goes to every member ("seen" for the others, other tabs of the reader), then the reader's badge. */
export async function publishRead(app: FastifyInstance, read: ChatReadEvent & { memberIds: string[] }): Promise<void> {
  const { memberIds, ...event } = read;
  app.realtime.io.to(memberIds.map(accountRoom)).emit('chat_read', event);
  await publishSummaries(app, [read.accountId]);
}

/** How long a socket trusts a membership answer, and how many it keeps. */
const MEMBERSHIP_TTL_MS = 60_000;
const MEMBERSHIP_MAX = 100;

/**
 * Membership answers per socket: a chat screen switching back and forth asks the database once a
 * minute per chat, not once per join. Forgotten with the socket.
 */
const membershipBySocket = new WeakMap<RealtimeSocket, Map<string, { isMember: boolean; until: number }>>();

async function isMemberCached(app: FastifyInstance, socket: RealtimeSocket, chatId: string): Promise<boolean> {
  let known = membershipBySocket.get(socket);
  if (!known) membershipBySocket.set(socket, (known = new Map()));
  const now = Date.now();
  const hit = known.get(chatId);
  if (hit && hit.until > now) return hit.isMember;
  const isMember = await isChatMember(app.db, chatId, socket.data.actingAccountId);
  if (known.size >= MEMBERSHIP_MAX) known.clear();
  known.set(chatId, { isMember, until: now + MEMBERSHIP_TTL_MS });
  return isMember;
}

/** Checks the socket's account is a member; returns the room to join. */
const checkChatRoom = async (
  app: FastifyInstance,
  socket: RealtimeSocket,
  chatId: unknown,
): Promise<{ ok: true; room: string } | Extract<ChatJoinAck, { ok: false }>> => {
  const parsed = chatIdSchema.safeParse(chatId);
  if (!parsed.success) return { ok: false, errorCode: 'VALIDATION_ERROR' };
  if (!(await isMemberCached(app, socket, parsed.data))) return { ok: false, errorCode: 'FORBIDDEN' };
  return { ok: true, room: chatRoom(parsed.data) };
};

/**
 * Chat over the socket (docs/design.md#realtime): a chat screen joins `chat:<id>` (the handshake's `chatId`,
 * or `chat_join` when switching chats) after a membership check, and relays typing to the room.
 */
export function registerChatSocket(app: FastifyInstance): void {
  app.realtime.onHandshake(async (socket) => {
    const chatId = socket.handshake.query.chatId;
    if (chatId === undefined) return;
    const check = await checkChatRoom(app, socket, chatId).catch((err: unknown) => {
      app.log.error({ err }, 'chat room check failed');
      return { ok: false, errorCode: 'INTERNAL_ERROR' } as const;
    });
    if (!check.ok) throw new Error(check.errorCode);
    socket.data.grantedRooms = [...(socket.data.grantedRooms ?? []), check.room];
  });

  app.realtime.onConnection((socket) => {
    const me = socket.data.actingAccountId;
    socket.on('chat_join', (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      checkChatRoom(app, socket, payload?.chatId)
        .then(async (check): Promise<ChatJoinAck> => {
          if (!check.ok) return check;
          await socket.join(check.room);
          return { ok: true };
        })
        .then(reply, (err: unknown) => {
          app.log.error({ err }, 'chat join failed');
          reply({ ok: false, errorCode: 'FORBIDDEN' });
        });
    });
    socket.on('chat_leave', (payload) => {
      const parsed = chatIdSchema.safeParse(payload?.chatId);
      if (parsed.success) void socket.leave(chatRoom(parsed.data));
    });
    socket.on('typing', (payload) => {
      const parsed = chatIdSchema.safeParse(payload?.chatId);
      // Only a socket in the chat's room (membership checked on joining) may say it types there.
      if (!parsed.success || !socket.rooms.has(chatRoom(parsed.data))) return;
      socket
        .to(chatRoom(parsed.data))
        .emit('typing', { chatId: parsed.data, accountId: me, isTyping: payload.isTyping === true });
    });
  });
}
