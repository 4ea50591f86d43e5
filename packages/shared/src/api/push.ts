import { endpoint } from '../endpoint.js';
import {
  pushKeyReplySchema,
  pushSettingsPatchSchema,
  pushSettingsReplySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionStateReplySchema,
  pushUnsubscribeBodySchema,
} from '../schemas/push.js';

const tag = 'push';

/** Web push: the server's VAPID key, this device's subscription, and which kinds are pushed. */
export const pushApi = {
  key: endpoint({
    method: 'GET',
    path: '/api/push/key',
    summary: 'Get the web push public key',
    tag,
    reply: pushKeyReplySchema,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscription',
    summary: 'Subscribe this device to web push',
    tag,
    body: pushSubscriptionBodySchema,
    reply: pushSubscriptionStateReplySchema,
    errors: ['PUSH_ENDPOINT_REFUSED', 'PUSH_ENDPOINT_TAKEN'],
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/subscription',
    summary: 'Unsubscribe this device from web push',
    tag,
    body: pushUnsubscribeBodySchema,
    reply: pushSubscriptionStateReplySchema,
  }),
  getSettings: endpoint({
    method: 'GET',
    path: '/api/push/settings',
    summary: 'Get which notifications are pushed',
    tag,
    reply: pushSettingsReplySchema,
  }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/api/push/settings',
    summary: 'Choose which notifications are pushed',
    tag,
    body: pushSettingsPatchSchema,
    reply: pushSettingsReplySchema,
  }),
};
