import { CHAT_LIMITS } from '@ideamatch/shared';
import { IMAGE_VARIANT_WIDTHS } from '@ideamatch/shared/image-variants';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isMacOf, macOf, signingKey } from '../keys/signing-key';

const KEY_ID = 'chat-image-link';
const HOUR_S = 3600;

/**
 * Chat images are private files (docs/design.md#files): the chat's members get them through signed
 * links that lapse. A link made now works until the end of the next whole hour, so one to two hours:
 * long enough for a conversation left open (the web asks for fresh links before they lapse), and
 * every message read within one hour gets the same address, so the browser's cache keeps the image.
 */
export const chatImageLinkExpiry = (now: Date): number => (Math.floor(now.getTime() / 1000 / HOUR_S) + 2) * HOUR_S;

/** `<uuid>.jpg|png` (the image) or `<uuid>.w<width>.webp` (one of its copies); the stem is the uuid. */
const FILE_NAME = new RegExp(`^([0-9a-f-]{36})\\.(?:jpg|png|w(?:${IMAGE_VARIANT_WIDTHS.join('|')})\\.webp)$`);
const PREFIX = `${CHAT_LIMITS.modulePath}/`;

/** What a link signs: the image (any of its copies) and when the link lapses. */
const signed = (stem: string, expiresAt: number) => `${PREFIX}${stem}:${expiresAt}`;

/**
 * Signs links for chat images, as a member is shown them: `/api/storage/chat/<name>?exp=&sig=`. The
 * signature covers the image with all its copies, so the web's srcset copies share it. Null for a
 * message without an image.
 */
export async function chatImageLinks(
  db: Database,
  now = new Date(),
): Promise<(imageKey: string | null) => string | null> {
  const key = await signingKey(db, KEY_ID);
  const expiresAt = chatImageLinkExpiry(now);
  return (imageKey) => {
    const name = imageKey?.startsWith(PREFIX) ? imageKey.slice(PREFIX.length) : null;
    const stem = name ? FILE_NAME.exec(name)?.[1] : undefined;
    if (!name || !stem) return null;
    return `/api/storage/chat/${name}?exp=${expiresAt}&sig=${macOf(key, signed(stem, expiresAt))}`;
  };
}

/**
 * The storage key a chat image link opens, and when the link lapses. A link without its signature, altered, made for another
 * image, or lapsed is refused with 403; a name that is no chat image's with 404.
 */
export async function openChatImageLink(
  db: Database,
  { name, exp, sig }: { name: string; exp?: number; sig?: string },
  now = new Date(),
): Promise<{ key: string; expiresAt: number }> {
  const stem = FILE_NAME.exec(name)?.[1];
  if (!stem) throw new AppError('NOT_FOUND');
  if (!exp || !sig || exp * 1000 <= now.getTime()) throw new AppError('FORBIDDEN');
  if (!isMacOf(await signingKey(db, KEY_ID), signed(stem, exp), sig)) throw new AppError('FORBIDDEN');
  return { key: `${PREFIX}${name}`, expiresAt: exp };
}
