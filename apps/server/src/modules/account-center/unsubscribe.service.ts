import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeKind } from '@ideamatch/shared';
import { UNSUBSCRIBE_KINDS } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { accountCenterRepository as repo } from './account-center.repository';

const KEY_ID = 'mail-unsubscribe';
/** Per database, so each test app (its own database) has its own key. */
const cachedKeys = new WeakMap<Database, Promise<Buffer>>();

/** The HMAC key of unsubscribe links, made once and shared by every node through the database. */
async function unsubscribeKey(db: Database): Promise<Buffer> {
  const load = async () => {
    let row = await repo.findKey(db, KEY_ID);
    if (!row) {
      await repo.insertKeyIfAbsent(db, KEY_ID, randomBytes(32).toString('base64url'));
      row = await repo.findKey(db, KEY_ID);
    }
    return Buffer.from(String(row!.privateJwk.k), 'base64url');
  };
  let key = cachedKeys.get(db);
  if (!key) {
    key = load();
    key.catch(() => cachedKeys.delete(db));
    cachedKeys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<accountId>.<kind>.<hmac>`: turns off one kind of mail for one account, without signing in. */
export async function unsubscribeToken(db: Database, accountId: string, kind: UnsubscribeKind): Promise<string> {
  const payload = `${accountId}.${kind}`;
  return `${payload}.${sign(await unsubscribeKey(db), payload)}`;
}

/** Applies a one-click unsubscribe (RFC 8058); an altered token is a 400. */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeKind> {
  const [accountId, kind, mac] = token.split('.');
  const valid = (UNSUBSCRIBE_KINDS as readonly string[]).includes(kind ?? '');
  if (!accountId || !valid || !mac) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  const expected = Buffer.from(sign(await unsubscribeKey(db), `${accountId}.${kind}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  }
  const which = kind as UnsubscribeKind;
  await repo.updatePreferences(db, accountId, TURNED_OFF[which]);
  return which;
}

/** The preferences each kind of link turns off. */
const TURNED_OFF = {
  digest: { emailDigest: 'off' },
  message: { emailOnMessage: false },
  news: { isNewsAndPromotion: false },
  all: { emailDigest: 'off', emailOnMessage: false, isNewsAndPromotion: false },
} as const satisfies Record<UnsubscribeKind, Parameters<typeof repo.updatePreferences>[2]>;

/** The RFC 8058 headers and the body link of a mail that can be turned off. */
export async function unsubscribeParts(db: Database, publicUrl: string, accountId: string, kind: UnsubscribeKind) {
  const url = `${publicUrl}/api/account/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(db, accountId, kind))}`;
  return {
    url,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The RFC 8058 headers of a mail to an account: every mail the product sends to an account carries
 * them. `all` (the default) suits account and security mail, which itself cannot be turned off.
 */
export async function unsubscribeHeaders(
  db: Database,
  publicUrl: string,
  accountId: string,
  kind: UnsubscribeKind = 'all',
): Promise<Record<string, string>> {
  return (await unsubscribeParts(db, publicUrl, accountId, kind)).headers;
}
