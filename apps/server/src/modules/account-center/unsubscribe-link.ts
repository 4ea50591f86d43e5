/** Signed one-click unsubscribe links (RFC 8058) and their mail headers. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TARGETS, type UnsubscribeKind, type UnsubscribeTarget } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { preferencesRepository } from './preferences.repository';

const KEY_ID = 'mail-unsubscribe';
/** Per database, so each test app (its own database) has its own key. */
const cachedKeys = new WeakMap<Database, Promise<Buffer>>();

/** The HMAC key of unsubscribe links, made once and shared by every node through the database. */
async function unsubscribeKey(db: Database): Promise<Buffer> {
  const load = async () => {
    let row = await preferencesRepository.findKey(db, KEY_ID);
    if (!row) {
      await preferencesRepository.insertKeyIfAbsent(db, KEY_ID, randomBytes(32).toString('base64url'));
      row = await preferencesRepository.findKey(db, KEY_ID);
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

const TARGETS: readonly string[] = UNSUBSCRIBE_TARGETS;

/** `<subjectId>.<target>.<hmac>` (subject: an account, or an invitation): works without signing in. */
export async function unsubscribeToken(db: Database, subjectId: string, target: UnsubscribeTarget): Promise<string> {
  const payload = `${subjectId}.${target}`;
  return `${payload}.${sign(await unsubscribeKey(db), payload)}`;
}

/** The account or invitation and what a token stops; an altered token is a 400. */
export async function verifyUnsubscribeToken(
  db: Database,
  token: string,
): Promise<{ subjectId: string; target: UnsubscribeTarget }> {
  const [subjectId, target, mac] = token.split('.');
  if (!subjectId || !TARGETS.includes(target ?? '') || !mac) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  const expected = Buffer.from(sign(await unsubscribeKey(db), `${subjectId}.${target}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  }
  return { subjectId, target: target as UnsubscribeTarget };
}

/** The RFC 8058 headers and the body link of a mail that can be turned off. */
export async function unsubscribeParts(db: Database, publicUrl: string, subjectId: string, target: UnsubscribeTarget) {
  const url = `${publicUrl}/api/account/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(db, subjectId, target))}`;
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

/** The RFC 8058 headers of an admin invitation mail: one click revokes the invitation. */
export async function invitationUnsubscribeHeaders(
  db: Database,
  publicUrl: string,
  invitationId: string,
): Promise<Record<string, string>> {
  return (await unsubscribeParts(db, publicUrl, invitationId, 'invitation')).headers;
}
