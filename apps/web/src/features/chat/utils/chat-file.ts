import { CHAT_FILE_TYPES, CHAT_LIMITS, chatFileTypeOf } from '@ideamatch/shared';

/** The `accept` attribute of the document picker: the extensions and types a chat file may have. */
export const CHAT_FILE_ACCEPT = [
  ...Object.keys(CHAT_FILE_TYPES).map((ext) => `.${ext}`),
  ...Object.values(CHAT_FILE_TYPES),
].join(',');

/** Why a picked document cannot be sent (a key under `fieldErrors`), or null. The server checks its bytes again. */
export function checkChatFile(file: File): 'CHAT_FILE_UNSUPPORTED' | 'CHAT_FILE_TOO_LARGE' | null {
  if (!chatFileTypeOf(file.name)) return 'CHAT_FILE_UNSUPPORTED';
  if (file.size > CHAT_LIMITS.fileMaxBytes) return 'CHAT_FILE_TOO_LARGE';
  return null;
}

/** A size as people read it: 512 B, 14 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
