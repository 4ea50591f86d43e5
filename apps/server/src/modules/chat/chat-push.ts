import type { FastifyInstance } from 'fastify';
import { accountRoom, displayName } from '@ideamatch/shared';
import { chatPush } from '../push/push.copy';
import { chatRepository } from './chat.repository';
import type { SentMessage } from './chat.service';

/** Whether any socket of the account is connected, on any node (the adapter asks the others through Redis). */
async function isConnected(app: FastifyInstance, accountId: string): Promise<boolean> {
  return (await app.realtime.io.in(accountRoom(accountId)).fetchSockets()).length > 0;
}

/**
 * Pushes a new chat message to each other member who has no open socket, on any node: neither
 * theirs nor, for a persona, its owner's (whose sockets hear of the persona's chats). Someone
 * connected sees the message live and gets no push. The person's `chat` switch is respected.
 * `candidates`, when given, are the only members a push could reach (those with a device).
 */
export async function pushAwayMembers(
  app: FastifyInstance,
  sent: SentMessage,
  candidates: string[] = sent.memberIds,
): Promise<number> {
  const senderId = sent.message.senderId;
  const others = candidates.filter((id) => id !== senderId && sent.memberIds.includes(id));
  if (!others.length) return 0;
  const senderParts = await chatRepository.findNameParts(app.db, senderId);
  const sender = senderParts ? displayName(senderParts) : 'IdeaMatch';
  const owners = await chatRepository.ownersOf(app.db, others);
  let queued = 0;
  for (const memberId of others) {
    const mainId = owners.get(memberId) ?? memberId;
    if (await isConnected(app, memberId)) continue;
    if (mainId !== memberId && (await isConnected(app, mainId))) continue;
    queued += await app.push.queue(memberId, 'chat', (language) => chatPush(sent.message, sender, language));
  }
  return queued;
}
