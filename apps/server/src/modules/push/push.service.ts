import { PUSH_KINDS, type PushSettings, type PushSettingsPatch, type PushSubscriptionBody } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkPushEndpoint, PushAddressRefused, type PushAddressPolicy } from '../../lib/push-address';
import { pushRepository } from './push.repository';

/**
 * Stores this device's subscription for the signed-in person (one row per endpoint: the same device
 * subscribing again replaces its keys). A subscription belongs to the account that made it: another
 * account presenting the same endpoint replaces nothing (409) while that sign-in lasts; sign-out
 * removes the row, so the next person on a shared device subscribes afresh. The endpoint must be
 * https on a public address (or an allowed private one), checked by resolving its host.
 */
export async function subscribeDevice(
  db: Database,
  policy: PushAddressPolicy,
  { accountId, sessionId }: { accountId: string; sessionId: string },
  body: PushSubscriptionBody,
  userAgent: string | undefined,
): Promise<{ isSubscribed: boolean }> {
  try {
    await checkPushEndpoint(policy, body.endpoint);
  } catch (err) {
    // An unknown host is refused like a private one: nothing could ever be sent to it.
    if (err instanceof PushAddressRefused || (err as NodeJS.ErrnoException).code === 'ENOTFOUND') {
      throw new AppError('PUSH_ENDPOINT_REFUSED');
    }
    throw err;
  }
  const stored = await pushRepository.upsert(db, {
    accountId,
    sessionId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  if (!stored) throw new AppError('PUSH_ENDPOINT_TAKEN');
  return { isSubscribed: true };
}

/** Removes this device's subscription of the caller; answering the same whether it existed or not. */
export async function unsubscribeDevice(
  db: Database,
  accountId: string,
  endpoint: string,
): Promise<{ isSubscribed: boolean }> {
  await pushRepository.deleteOwn(db, accountId, endpoint);
  return { isSubscribed: false };
}

export async function readPushSettings(db: Database, accountId: string): Promise<PushSettings> {
  const muted = new Set(await pushRepository.mutedKinds(db, accountId));
  return { kinds: Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !muted.has(kind)])) as PushSettings['kinds'] };
}

/** Switches the given kinds on or off; kinds left out keep their setting. */
export async function updatePushSettings(
  db: Database,
  accountId: string,
  patch: PushSettingsPatch,
): Promise<PushSettings> {
  const current = await readPushSettings(db, accountId);
  const kinds = {
    ...current.kinds,
    ...Object.fromEntries(Object.entries(patch.kinds).filter(([, on]) => on !== undefined)),
  };
  await pushRepository.setMutedKinds(
    db,
    accountId,
    PUSH_KINDS.filter((kind) => !kinds[kind]),
  );
  return readPushSettings(db, accountId);
}

/** Removes every device and switch of these accounts (their deletion: the erased rows stay). */
export const deletePushDevicesOf = (db: Database, accountIds: string[]) =>
  pushRepository.deleteOfAccounts(db, accountIds);

/** The account's devices and muted kinds, for its data export. */
export async function pushDataForExport(db: Database, accountId: string) {
  return {
    devices: await pushRepository.listForExport(db, accountId),
    mutedKinds: await pushRepository.mutedKinds(db, accountId),
  };
}
