import { IMAGE_VARIANT_WIDTHS } from '@ideamatch/shared/image-variants';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isMacOf, macOf, signingKey } from '../keys/signing-key';

const KEY_ID = 'idea-image-link';
/** Links lapse at the end of the next whole quarter hour: 15 to 30 minutes. */
const WINDOW_S = 15 * 60;

/**
 * When a confidential image link made now lapses. Short, so a link copied out of the page soon
 * stops working; every link made within one quarter hour is the same address, so the browser's
 * cache keeps the image (docs/idea-protection.md#images).
 */
export const ideaImageLinkExpiry = (now: Date): number => (Math.floor(now.getTime() / 1000 / WINDOW_S) + 2) * WINDOW_S;

/** `<uuid>.jpg|png` (the image) or `<uuid>.w<width>.webp` (one of its copies); the stem is the uuid. */
export const IDEA_IMAGE_NAME = new RegExp(
  `^([0-9a-f-]{36})\\.(?:jpg|png|w(?:${IMAGE_VARIANT_WIDTHS.join('|')})\\.webp)$`,
);
const PREFIX = 'idea/';

/** What a link signs: the image (any of its copies), the one viewer it was made for, and when it lapses. */
const signed = (stem: string, viewerId: string, expiresAt: number) => `${PREFIX}${stem}:${viewerId}:${expiresAt}`;

/**
 * Signs links to a confidential idea's private images for one viewer:
 * `/api/storage/idea/<name>?exp=&viewer=&sig=`. The signature covers the image with all its WebP
 * copies, so the web's srcset copies share it.
 */
export async function ideaImageLinks(
  db: Database,
  viewerId: string,
  now = new Date(),
): Promise<(imageKey: string) => string | null> {
  const key = await signingKey(db, KEY_ID);
  const expiresAt = ideaImageLinkExpiry(now);
  return (imageKey) => {
    const name = imageKey.startsWith(PREFIX) ? imageKey.slice(PREFIX.length) : null;
    const stem = name ? IDEA_IMAGE_NAME.exec(name)?.[1] : undefined;
    if (!name || !stem) return null;
    const sig = macOf(key, signed(stem, viewerId, expiresAt));
    return `/api/storage/idea/${name}?exp=${expiresAt}&viewer=${viewerId}&sig=${sig}`;
  };
}

/**
 * What a confidential image link opens: the image's stem, its file key, the viewer it was made for
 * and when it lapses. A link without its signature, altered, made for another image or viewer, or
 * lapsed is refused with 403; a name that is no image's with 404. Whether the viewer may still
 * read the idea is the caller's check.
 */
export async function openIdeaImageLink(
  db: Database,
  { name, exp, viewer, sig }: { name: string; exp?: number; viewer?: string; sig?: string },
  now = new Date(),
): Promise<{ stem: string; fileKey: string; viewerId: string; expiresAt: number }> {
  const stem = IDEA_IMAGE_NAME.exec(name)?.[1];
  if (!stem) throw new AppError('NOT_FOUND');
  if (!exp || !sig || !viewer || exp * 1000 <= now.getTime()) throw new AppError('FORBIDDEN');
  if (!isMacOf(await signingKey(db, KEY_ID), signed(stem, viewer, exp), sig)) throw new AppError('FORBIDDEN');
  return { stem, fileKey: `${PREFIX}${name}`, viewerId: viewer, expiresAt: exp };
}
