import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportsPush } from '../../../lib/service-worker';
import { deleteSubscription, getPushKey, saveSubscription } from '../api/push-subscription';
import { pushKeys } from '../api/push-keys';

/**
 * Where this device stands: `unsupported` (no service worker or Push API: an old browser, iOS
 * outside the home-screen app, a development build), `denied` (the person blocked notifications in
 * the browser), `off`, or `on` (subscribed, and the server has it).
 */
export type PushDeviceState = 'unsupported' | 'noWorker' | 'denied' | 'off' | 'on';

/**
 * Why turning notifications on failed, each said to the person with how to fix it:
 * `dismissed` (the permission prompt was closed without an answer), `noWorker` (the page has no
 * service worker: a private window, or privacy settings that turn workers off), `osBlocked` (the
 * push service refused: the device's own settings block the browser's notifications), and
 * `pushService` (the browser's push service could not be reached, or is turned off).
 */
export type PushFailure = 'dismissed' | 'noWorker' | 'osBlocked' | 'pushService';

/** A failure of the browser's side of turning notifications on, with its reason. */
export class PushSetupError extends Error {
  constructor(
    readonly reason: PushFailure,
    options?: { cause?: unknown },
  ) {
    super(`Push setup failed: ${reason}`, options);
  }
}

/** What the browser offers: no Notification or Push API at all, or no service worker (a private window). */
function browserSupport(): 'unsupported' | 'noWorker' | null {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window)) return 'unsupported';
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return 'noWorker';
  return null;
}

/** The base64url VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The worker's registration once it is active, or null when there is none (development). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!supportsPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  return navigator.serviceWorker.ready;
}

const bodyOf = (subscription: PushSubscription) => {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

/** Who turned pushes on in this browser: a subscription left by someone else is not theirs to reuse. */
const OWNER_KEY = 'ideamatch.push.owner';
const ownerOfDevice = () => localStorage.getItem(OWNER_KEY);

/**
 * Reads the device's state. A subscription the same person turned on is sent to the server again
 * (an upsert): signing out ended it there, or the push service may have renewed it. One left by
 * someone else who used this browser counts as off until this person turns it on.
 */
async function readDeviceState(accountId: string | null): Promise<PushDeviceState> {
  const missing = browserSupport();
  if (missing) return missing;
  const registration = await activeRegistration();
  if (!registration) return 'noWorker';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  if (!accountId || ownerOfDevice() !== accountId) return 'off';
  await saveSubscription(bodyOf(subscription)).catch(() => undefined);
  return 'on';
}

/** Asks for permission (call from a click only), subscribes with the server's key and stores it. */
async function turnOn(accountId: string | null): Promise<PushDeviceState> {
  const missing = browserSupport();
  if (missing) return missing;
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const registration = await activeRegistration();
  if (!registration) throw new PushSetupError('noWorker');
  const applicationServerKey = keyBytes(await getPushKey());
  let subscription = await registration.pushManager.getSubscription();
  const sameKey =
    subscription?.options.applicationServerKey &&
    new Uint8Array(subscription.options.applicationServerKey).every((byte, i) => byte === applicationServerKey[i]);
  // A subscription made with another key (the server's keys changed) cannot be reused.
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey })
    .catch((error: unknown) => {
      // NotAllowedError: permission given to the page, yet the device or browser refuses to deliver.
      const reason = error instanceof DOMException && error.name === 'NotAllowedError' ? 'osBlocked' : 'pushService';
      throw new PushSetupError(reason, { cause: error });
    });
  await saveSubscription(bodyOf(subscription));
  if (accountId) localStorage.setItem(OWNER_KEY, accountId);
  return 'on';
}

/** Forgets the device on the server, then unsubscribes it from the push service. */
async function turnOff(): Promise<PushDeviceState> {
  const registration = await activeRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await deleteSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  localStorage.removeItem(OWNER_KEY);
  return 'off';
}

/** This device's push state for the signed-in main account, with turning it on (after a click) and off. */
export function usePushDevice(accountId: string | null) {
  const queryClient = useQueryClient();
  const key = pushKeys.device(accountId);
  const state = useQuery({ queryKey: key, queryFn: () => readDeviceState(accountId), staleTime: Infinity });
  const settle = (next: PushDeviceState) => queryClient.setQueryData(key, next);
  const on = useMutation({ mutationFn: () => turnOn(accountId), onSuccess: settle });
  const off = useMutation({ mutationFn: turnOff, onSuccess: settle });
  return { state, on, off };
}
