import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { Language, PushKind, PushPayload } from '@ideamatch/shared';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { guardedLookup, hostOf, PushAddressRefused, type PushAddressPolicy } from '../../lib/push-address';
import { pushRepository } from './push.repository';
import type { VapidKeys } from './vapid';

/** What the push task carries: the device and the payload, already in the person's language. */
export type PushTaskData = { subscriptionId: string; payload: PushPayload };

/** How a delivery ended; a failure worth retrying is thrown instead. */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'missing';

/** How long a push service keeps an undelivered push for an offline device: a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered within this long is tried again later. */
const PUSH_TIMEOUT_MS = 10_000;

/** The Topic header of a tag: at most 32 base64url characters (RFC 8030 §5.4). */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

export class PushServiceError extends Error {
  override name = 'PushServiceError';
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`);
  }
}

export type PushSender = {
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey: string;
  policy: PushAddressPolicy;
  /**
   * Queues a push to every device of `recipientId` (a persona's go to its owner's devices) whose
   * person keeps `kind` on; `build` writes it in that person's language. Returns how many were queued.
   */
  queue: (recipientId: string, kind: PushKind, build: (language: Language) => PushPayload) => Promise<number>;
  /** Sends one push (the push task's work); throws when it should be tried again. */
  deliver: (data: PushTaskData, now?: Date) => Promise<PushOutcome>;
  /** Hands queued pushes to the job runner (set by the jobs plugin). */
  useQueue: (enqueue: (data: PushTaskData) => Promise<void>) => void;
};

/** POSTs the encrypted push to the endpoint, connecting only to addresses the policy allows. */
function post(
  policy: PushAddressPolicy,
  endpoint: string,
  details: { headers: Record<string, string | number>; body: Buffer | null },
): Promise<number> {
  const url = new URL(endpoint);
  const protocol = url.protocol === 'http:' ? 'http:' : 'https:';
  const host = hostOf(url);
  return new Promise((resolve, reject) => {
    const send = protocol === 'http:' ? httpRequest : httpsRequest;
    const request = send(
      url,
      {
        method: 'POST',
        headers: details.headers,
        timeout: PUSH_TIMEOUT_MS,
        // A literal address never reaches `lookup`; it was checked by the caller.
        lookup: guardedLookup(policy, protocol) as never,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`push service ${host} timed out`)));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/**
 * Web push (RFC 8030) with payload encryption (RFC 8291, aes128gcm) and VAPID (RFC 8292), through
 * the `web-push` library, which signs and encrypts; the request itself is made here so the address
 * policy guards the connection. A 404 or 410 means the subscription is gone and it is deleted;
 * a refused address deletes it too (it can never be sent to); anything else is thrown for a retry.
 */
export function createPushSender({
  db,
  keys,
  policy,
  log,
}: {
  db: Database;
  keys: VapidKeys;
  policy: PushAddressPolicy;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): PushSender {
  let enqueue: ((data: PushTaskData) => Promise<void>) | null = null;
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  const deliver: PushSender['deliver'] = async ({ subscriptionId, payload }, now = new Date()) => {
    const subscription = await pushRepository.findById(db, subscriptionId);
    if (!subscription) return 'missing';
    const url = new URL(subscription.endpoint);
    const host = hostOf(url);
    const protocol = url.protocol === 'http:' ? 'http:' : 'https:';
    const literal = isIP(host) !== 0;
    if ((literal && !policy.allows(host, protocol)) || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      await pushRepository.deleteById(db, subscriptionId);
      log.warn({ subscriptionId }, 'push endpoint refused; subscription deleted');
      return 'refused';
    }
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails,
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        // A chat message is worth waking the device for; other notifications can wait for it.
        urgency: payload.tag.startsWith('chat:') ? 'high' : 'normal',
        // Pushes of one tag replace each other while the device is offline, as they do on screen.
        topic: topicOf(payload.tag),
      },
    );
    let status: number;
    try {
      status = await post(policy, subscription.endpoint, details as never);
    } catch (err) {
      if (err instanceof PushAddressRefused) {
        await pushRepository.deleteById(db, subscriptionId);
        log.warn({ subscriptionId, err }, 'push endpoint refused at send; subscription deleted');
        return 'refused';
      }
      throw err;
    }
    if (status === 404 || status === 410) {
      await pushRepository.deleteById(db, subscriptionId);
      log.info({ subscriptionId, status }, 'push subscription gone; deleted');
      return 'gone';
    }
    if (status < 200 || status >= 300) throw new PushServiceError(status);
    await pushRepository.markPushed(db, subscriptionId, now);
    return 'sent';
  };

  return {
    publicKey: keys.publicKey,
    policy,
    deliver,
    useQueue: (next) => {
      enqueue = next;
    },
    queue: async (recipientId, kind, build) => {
      const targets = (await pushRepository.targetsOf(db, recipientId)).filter(
        (target) => !target.mutedKinds.includes(kind),
      );
      const payloads = new Map<Language, PushPayload>();
      for (const target of targets) {
        const payload = payloads.get(target.language) ?? build(target.language);
        payloads.set(target.language, payload);
        const data = { subscriptionId: target.subscriptionId, payload };
        await (enqueue ? enqueue(data) : deliver(data).then(() => undefined));
      }
      return targets.length;
    },
  };
}
