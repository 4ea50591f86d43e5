import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cachedSummary } from '../../lib/person-summaries';
import { memoizeReply } from '../../lib/reply-memo';
import multipart from '@fastify/multipart';
import { CHAT_FILE_TYPES, CHAT_LIMITS, fieldDetail } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import { AppError, fieldError } from '../../lib/app-error';
import { openChatFileLink } from './chat-file-link';
import { route } from '../../lib/route';
import { actingAccountOf } from './chat.policy';
import type { AppConfig } from '../../config/env';
import { mailAwayMembers } from './chat.mail';
import { pushAwayMembers } from './chat-push';
import {
  type AwayReach,
  publishMessage,
  publishMessageUpdate,
  publishRead,
  publishSummaries,
  registerChatSocket,
} from './chat.realtime';
import { releaseUploads } from '../storage/storage.service';
import {
  acknowledgeChats,
  getChatInfo,
  getChatSummary,
  listChats,
  editMessage,
  listMessages,
  markChatRead,
  reactToMessage,
  removeMessage,
  sendMessage,
  storeChatFile,
} from './chat.service';
import { searchChatMessages } from './chat-search.service';

/** 413 for a document over 10 MB, naming the file field. */
const fileTooLarge = () => {
  const detail = fieldDetail('file', 'CHAT_FILE_TOO_LARGE');
  return new AppError('PAYLOAD_TOO_LARGE', { message: detail.message, details: [detail] });
};

/** Fan-outs still running in this process (socket events, pushes to people who are away). */
const inFlight = new Set<Promise<void>>();

/** Realtime fan-out after the reply's data is stored; a failure is logged, the stored message stays. */
const fanOut = (request: FastifyRequest, work: Promise<void>) => {
  const running: Promise<void> = work
    .catch((err: unknown) => request.log.error({ err }, 'chat realtime fan-out failed'))
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
};

/** Resolves once every fan-out started so far has finished: who was online was decided by then. */
export async function chatFanOutsSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/**
 * Chat routes. Every route is open to sub-account sessions, which act as
 * the persona: they see and send only the persona's chats.
 */
export const chatRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  registerChatSocket(app);
  // Documents: one file of at most 10 MB per request, read into memory to check its bytes.
  await app.register(multipart, {
    limits: { fileSize: CHAT_LIMITS.fileMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  route(app, chatApi.list, {
    access: 'subAccount',
    handler: (request) => listChats(app.db, request.actor(), request.query),
  });

  route(app, chatApi.search, {
    access: 'subAccount',
    handler: (request) => searchChatMessages(app.db, request.actor(), request.query),
  });

  route(app, chatApi.summary, {
    access: 'subAccount',
    // Polled by every signed-in tab: answered from this node's memory until a write changes it.
    handler: (request) => {
      const accountId = actingAccountOf(request.actor());
      return cachedSummary(app.db, 'chat', accountId, async () =>
        memoizeReply(await getChatSummary(app.db, accountId)),
      );
    },
  });

  // The chat page is open: its other tabs and devices lose the chat dot too.
  route(app, chatApi.markSeen, {
    access: 'subAccount',
    handler: async (request) => {
      const me = actingAccountOf(request.actor());
      const summary = await acknowledgeChats(app.db, me);
      fanOut(request, publishSummaries(app, [me]));
      return summary;
    },
  });

  route(app, chatApi.messages, {
    access: 'subAccount',
    handler: (request) => listMessages(app.db, request.actor(), request.params.id, request.query),
  });

  route(app, chatApi.info, {
    access: 'subAccount',
    handler: (request) => getChatInfo(app.db, request.actor(), request.params.id),
  });

  route(app, chatApi.send, {
    access: 'subAccount',
    config: {
      // Keyed per acting account (the access hook has resolved the session by now), else per ip.
      rateLimit: {
        max: CHAT_LIMITS.sendMax,
        timeWindow: CHAT_LIMITS.sendWindowMs,
        keyGenerator: (request) => `chat-send:${request.session ? actingAccountOf(request.session) : request.ip}`,
        errorResponseBuilder: () => new AppError('CHAT_SEND_RATE_LIMITED'),
      },
    },
    handler: async (request) => {
      const sent = await sendMessage(app.db, request.actor(), request.body);
      if (sent.isNew) {
        const published = publishMessage(app, sent);
        fanOut(
          request,
          published.then(() => undefined),
        );
        // Only those a mail or a push could reach are checked for an open socket (if the badges could
        // not be read, everyone is, as the failure is logged above).
        const reach = published.catch((): Partial<AwayReach> => ({}));
        fanOut(
          request,
          reach
            .then(({ mayMail }) => mailAwayMembers(app, sent, config.publicUrl, new Date(), mayMail))
            .then(() => undefined),
        );
        fanOut(
          request,
          reach.then(({ mayPush }) => pushAwayMembers(app, sent, mayPush)).then(() => undefined),
        );
      }
      return sent.message;
    },
  });

  // A document for a message, stored private (modulePath chat-file) until a send claims it.
  route(app, chatApi.uploadFile, {
    access: 'subAccount',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      if (!request.isMultipart()) throw fieldError('file', 'MULTIPART_REQUIRED');
      let upload: { bytes: Buffer; name: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file') throw fieldError(part.fieldname, 'CHAT_FILE_REQUIRED');
          const bytes = await part.toBuffer();
          if (part.file.truncated) throw fileTooLarge();
          upload = { bytes, name: part.filename };
        }
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw fieldError('file', 'CHAT_FILE_REQUIRED');
        }
        throw error;
      }
      if (!upload) throw fieldError('file', 'CHAT_FILE_REQUIRED');
      return storeChatFile(app.db, app.storage, { ownerAccountId: request.actor().accountId, ...upload });
    },
  });

  // Chat documents are private files, served only through the signed links the chat's members are given.
  route(app, chatApi.file, {
    access: 'everyone',
    handler: async (request, reply) => {
      const { key, type, downloadName, expiresAt } = await openChatFileLink(app.db, {
        name: request.params.name,
        ...request.query,
      });
      const file = await app.storage.get(key, 'private');
      if (!file) throw new AppError('NOT_FOUND');
      const secondsLeft = Math.max(0, expiresAt - Math.floor(Date.now() / 1000));
      const ascii = downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      reply
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
        )
        .type(CHAT_FILE_TYPES[type]);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  });

  route(app, chatApi.markRead, {
    access: 'subAccount',
    handler: async (request) => {
      const read = await markChatRead(app.db, request.actor(), request.params.id);
      fanOut(request, publishRead(app, read));
      return { chatId: read.chatId, lastReadAt: read.lastReadAt };
    },
  });

  /** A changed message goes live to every member's sockets, on every node; the reply is the message. */
  const announced = (changed: Parameters<typeof publishMessageUpdate>[1]) => {
    publishMessageUpdate(app, changed);
    return changed.message;
  };

  route(app, chatApi.editMessage, {
    access: 'subAccount',
    handler: async (request) => announced(await editMessage(app.db, request.actor(), request.params.id, request.body)),
  });

  route(app, chatApi.removeMessage, {
    access: 'subAccount',
    handler: async (request) => {
      const changed = await removeMessage(app.db, request.actor(), request.params.id);
      if (changed.isNew) {
        publishMessageUpdate(app, changed);
        // The image or document goes with the message (a failed file delete is logged, never thrown).
        if (changed.releasedKeys.length) {
          await releaseUploads(app.db, app.storage, changed.releasedKeys, request.log);
        }
      }
      return changed.message;
    },
  });

  route(app, chatApi.react, {
    access: 'subAccount',
    handler: async (request) =>
      announced(await reactToMessage(app.db, request.actor(), request.params.id, request.body)),
  });

  route(app, chatApi.unreact, {
    access: 'subAccount',
    handler: async (request) => announced(await reactToMessage(app.db, request.actor(), request.params.id, null)),
  });
};
