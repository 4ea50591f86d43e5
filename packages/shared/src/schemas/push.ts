import { z } from 'zod';
import { envelope } from './common.js';

/**
 * What a push can be about: each notification kind, and a chat message (pushed only while the
 * person has no open socket). Each can be switched off on its own in the settings.
 */
export const PUSH_KINDS = [
  'like',
  'comment',
  'reply',
  'review',
  'share',
  'friend',
  'reportDecision',
  'appealDecision',
  'moderation',
  'ideaAccess',
  'newIdea',
  'ideaUpdate',
  'chat',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Limits of a push subscription: what browsers send fits well inside them. */
export const PUSH_LIMITS = { endpointMax: 2_048, keyMax: 200 } as const;

/** `GET /api/push/key`: the VAPID public key (base64url) the browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export const pushKeyReplySchema = envelope(pushKeySchema);

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** `POST /api/push/subscription`: the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url().max(PUSH_LIMITS.endpointMax),
  keys: z.object({ p256dh: base64url(PUSH_LIMITS.keyMax), auth: base64url(PUSH_LIMITS.keyMax) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** `DELETE /api/push/subscription`: the device's endpoint. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(PUSH_LIMITS.endpointMax) });

/** Whether this device's endpoint is stored for the caller. */
export const pushSubscriptionStateSchema = z.object({ isSubscribed: z.boolean() });
export const pushSubscriptionStateReplySchema = envelope(pushSubscriptionStateSchema);

/** `GET`/`PATCH /api/push/settings`: per kind, whether it is pushed (all on by default). */
export const pushSettingsSchema = z.object({
  kinds: z.object(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<PushKind, z.ZodBoolean>),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;
export const pushSettingsPatchSchema = z.object({
  kinds: z
    .object(
      Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
        PushKind,
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .strict(),
});
export type PushSettingsPatch = z.infer<typeof pushSettingsPatchSchema>;
export const pushSettingsReplySchema = envelope(pushSettingsSchema);

/** What a push carries, small: shown by the service worker as a notification. */
export type PushPayload = { title: string; body: string; link: string; tag: string };
