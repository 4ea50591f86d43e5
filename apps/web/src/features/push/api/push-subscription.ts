import { pushApi } from '@ideamatch/shared/api/push';
import type { PushSubscriptionBody } from '@ideamatch/shared';
import { call } from '../../../lib/api-client';

/** `GET /api/push/key`: the server's VAPID public key (base64url). */
export const getPushKey = async (signal?: AbortSignal) => (await call(pushApi.key, { signal })).publicKey;

/** `POST /api/push/subscription`: stores this device's subscription for me. */
export const saveSubscription = (body: PushSubscriptionBody) => call(pushApi.subscribe, { body });

/** `DELETE /api/push/subscription`: forgets this device. */
export const deleteSubscription = (endpoint: string) => call(pushApi.unsubscribe, { body: { endpoint } });
