import { CHAT_FILE_TYPES, CHAT_LIMITS, type ChatFileType } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isMacOf, macOf, signingKey } from '../keys/signing-key';
import { chatImageLinkExpiry } from '../storage/chat-image-link';

const KEY_ID = 'chat-file-link';
const PREFIX = `${CHAT_LIMITS.fileModulePath}/`;
const FILE_NAME = new RegExp(`^[0-9a-f-]{36}\\.(${Object.keys(CHAT_FILE_TYPES).join('|')})$`);

/** What a link signs: the stored file, when the link lapses, and the name it downloads as. */
const signed = (name: string, expiresAt: number, downloadName: string) =>
  `${PREFIX}${name}:${expiresAt}:${downloadName}`;

/**
 * Chat documents are private files, like chat images: the chat's members get signed links that lapse
 * within two hours (`/api/chat/file/<uuid>.<ext>?exp=&sig=&n=<name>`). Null for a message without one.
 */
export async function chatFileLinks(
  db: Database,
  now = new Date(),
): Promise<(fileKey: string | null, downloadName: string | null) => string | null> {
  const key = await signingKey(db, KEY_ID);
  const expiresAt = chatImageLinkExpiry(now);
  return (fileKey, downloadName) => {
    const name = fileKey?.startsWith(PREFIX) ? fileKey.slice(PREFIX.length) : null;
    if (!name || !downloadName || !FILE_NAME.test(name)) return null;
    const sig = macOf(key, signed(name, expiresAt, downloadName));
    return `/api/chat/file/${name}?exp=${expiresAt}&sig=${sig}&n=${encodeURIComponent(downloadName)}`;
  };
}

/** The storage key, type and download name a link opens: 403 unless signed, unaltered and not lapsed; 404 for no chat file name. */
export async function openChatFileLink(
  db: Database,
  { name, exp, sig, n }: { name: string; exp?: number; sig?: string; n?: string },
  now = new Date(),
): Promise<{ key: string; type: ChatFileType; downloadName: string; expiresAt: number }> {
  const type = FILE_NAME.exec(name)?.[1] as ChatFileType | undefined;
  if (!type) throw new AppError('NOT_FOUND');
  if (!exp || !sig || !n || exp * 1000 <= now.getTime()) throw new AppError('FORBIDDEN');
  if (!isMacOf(await signingKey(db, KEY_ID), signed(name, exp, n), sig)) throw new AppError('FORBIDDEN');
  return { key: `${PREFIX}${name}`, type, downloadName: n, expiresAt: exp };
}
