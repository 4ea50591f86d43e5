import { chatFileTypeOf, type ChatFile, type ChatIdea, type ChatListItem, type ChatMessage } from '@ideamatch/shared';
import { fileUrl } from '../../lib/files';
import { presentPerson, type PersonRow } from '../accounts/person.presenter';
import type { MessageRow } from './chat-message.repository';

/** An idea as a chat card: name, category and first image. */
export const presentChatIdea = (idea: {
  id: string;
  name: string;
  categoryId: string;
  imageKey: string | null;
}): ChatIdea => ({
  id: idea.id,
  name: idea.name,
  category: idea.categoryId,
  imageUrl: fileUrl(idea.imageKey),
});

/** Signs links to a chat's private files for its members: images and documents. */
export type ChatLinks = {
  image: (imageKey: string | null) => string | null;
  file: (fileKey: string | null, downloadName: string | null) => string | null;
};

const presentFile = (row: MessageRow, links: ChatLinks): ChatFile | null => {
  const url = links.file(row.fileKey, row.fileName);
  const type = row.fileName ? chatFileTypeOf(row.fileName) : null;
  return url && type && row.fileName ? { url, name: row.fileName, sizeBytes: row.fileSizeBytes ?? 0, type } : null;
};

/**
 * A stored message on the wire (the same shape over HTTP and the socket), its image as a link signed
 * for the chat's members (`chatImageLinks`).
 */
export const presentMessage = (
  row: MessageRow,
  links: ChatLinks,
  reactions: { accountId: string; emoji: string }[] = [],
): ChatMessage => ({
  id: row.id,
  chatId: row.chatId,
  clientId: row.clientId,
  senderId: row.senderId,
  text: row.text,
  imageUrl: links.image(row.imageKey),
  file: presentFile(row, links),
  sharedIdea:
    row.sharedIdeaId && row.sharedIdeaName
      ? presentChatIdea({
          id: row.sharedIdeaId,
          name: row.sharedIdeaName,
          categoryId: row.sharedIdeaCategory ?? '',
          imageKey: row.sharedIdeaImageKey,
        })
      : null,
  datetimeCreate: row.createdAt.toISOString(),
  datetimeEdit: row.editedAt?.toISOString() ?? null,
  isRemoved: row.removedAt !== null,
  reactions,
  replyTo:
    row.quotedId && row.quotedSenderId
      ? {
          id: row.quotedId,
          senderId: row.quotedSenderId,
          // An unsent message's text is gone already; the quote says "message removed".
          text: row.quotedText ?? '',
          hasImage: Boolean(row.quotedHasImage),
          hasIdea: Boolean(row.quotedHasIdea),
          fileName: row.quotedFileName ?? null,
          isRemoved: row.quotedRemovedAt !== null,
        }
      : null,
});

type ListRow = {
  id: string;
  createdAt: Date;
  lastMessageAt: Date | null;
  unreadCount: number;
  other: PersonRow;
  ideaId: string | null;
  ideaName: string | null;
  ideaCategory: string | null;
  ideaImageKey: string | null;
};
type LastMessage = {
  id: string;
  senderAccountId: string;
  text: string;
  imageKey: string | null;
  fileName: string | null;
  sharedIdeaId: string | null;
  createdAt: Date;
  removedAt: Date | null;
};

/** One row of my chat list. */
export const presentChatListItem = (row: ListRow, last: LastMessage | undefined): ChatListItem => ({
  id: row.id,
  otherAccount: presentPerson(row.other),
  idea:
    row.ideaId && row.ideaName
      ? presentChatIdea({
          id: row.ideaId,
          name: row.ideaName,
          categoryId: row.ideaCategory ?? '',
          imageKey: row.ideaImageKey,
        })
      : null,
  lastMessage: last
    ? {
        id: last.id,
        senderId: last.senderAccountId,
        text: last.text,
        hasImage: Boolean(last.imageKey),
        hasIdea: Boolean(last.sharedIdeaId),
        fileName: last.fileName,
        isRemoved: last.removedAt !== null,
        datetimeCreate: last.createdAt.toISOString(),
      }
    : null,
  unreadCount: Number(row.unreadCount),
  datetimeUpdate: (row.lastMessageAt ?? row.createdAt).toISOString(),
});
