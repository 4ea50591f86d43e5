import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_LIMITS } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { actingAccountOf } from './chat.policy';
import type { AppConfig } from '../../config/env';
import { mailAwayMembers } from './chat.mail';
import { pushAwayMembers } from '../push/chat-push';
import {
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
} from './chat.service';

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

  route(app, chatApi.list, {
    access: 'subAccount',
    handler: (request) => listChats(app.db, request.actor(), request.query),
  });

  route(app, chatApi.summary, {
    access: 'subAccount',
    handler: (request) => getChatSummary(app.db, actingAccountOf(request.actor())),
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
        fanOut(request, publishMessage(app, sent));
        fanOut(
          request,
          mailAwayMembers(app, sent, config.publicUrl).then(() => undefined),
        );
        fanOut(
          request,
          pushAwayMembers(app, sent).then(() => undefined),
        );
      }
      return sent.message;
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
        // The image file goes with the message (a failed file delete is logged, never thrown).
        if (changed.releasedImageKey) {
          await releaseUploads(app.db, app.storage, [changed.releasedImageKey], request.log);
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
