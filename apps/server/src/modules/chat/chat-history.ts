import type { Database } from '../../db/client';
import { chatMessageRepository } from './chat-message.repository';
import { chatRepository } from './chat.repository';

/** One message of a past conversation: who of the two wrote it, and when. */
export type PastMessage = { from: 0 | 1; text: string; sharedIdeaId: string | null; at: Date };

/**
 * Writes a conversation that already happened (the demo data) as the chat stores a live one: the
 * direct chat between the two (about `ideaId`, if any), each message at its time (which moves the
 * chat's time and the sender's read mark), then, if `readByBoth`, both read marks at the last one.
 */
export async function writePastConversation(
  db: Database,
  {
    between,
    ideaId,
    messages,
    readByBoth,
  }: { between: [string, string]; ideaId: string | null; messages: PastMessage[]; readByBoth: boolean },
): Promise<void> {
  const chatId = await chatRepository.openDirectChat(db, between[0], between[1], ideaId);
  let last = new Date(0);
  for (const message of messages) {
    await chatMessageRepository.insertMessage(db, {
      chatId,
      senderAccountId: between[message.from],
      text: message.text,
      sharedIdeaId: message.sharedIdeaId,
      createdAt: message.at,
    });
    last = message.at;
  }
  if (readByBoth) for (const side of between) await chatRepository.markRead(db, chatId, side, last);
}
