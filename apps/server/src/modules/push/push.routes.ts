import type { FastifyInstance } from 'fastify';
import { pushApi } from '@ideamatch/shared/api/push';
import { route } from '../../lib/route';
import { readPushSettings, subscribeDevice, unsubscribeDevice, updatePushSettings } from './push.service';

/**
 * Web push routes. Subscriptions and switches belong to the signed-in main account: a persona
 * session subscribes its device for the owner, whose devices hear of the personas' chats too.
 */
export const pushRoutes = async (app: FastifyInstance) => {
  route(app, pushApi.key, {
    access: 'everyone',
    handler: () => ({ publicKey: app.push.publicKey }),
  });

  route(app, pushApi.subscribe, {
    access: 'subAccount',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: (request) => {
      const actor = request.actor();
      // Tied to the sign-in (a persona session's parent), which outlives switching personas.
      const owner = { accountId: actor.accountId, sessionId: actor.parentSessionId ?? actor.sessionId };
      return subscribeDevice(app.db, app.push.policy, owner, request.body, request.headers['user-agent']);
    },
  });

  route(app, pushApi.unsubscribe, {
    access: 'subAccount',
    handler: (request) => unsubscribeDevice(app.db, request.actor().accountId, request.body.endpoint),
  });

  route(app, pushApi.getSettings, {
    access: 'subAccount',
    handler: (request) => readPushSettings(app.db, request.actor().accountId),
  });

  route(app, pushApi.updateSettings, {
    access: 'subAccount',
    handler: (request) => updatePushSettings(app.db, request.actor().accountId, request.body),
  });
};
