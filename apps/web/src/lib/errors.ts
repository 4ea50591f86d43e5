import { ApiError } from './api-client';
import { i18n } from './i18n';
import type { Translation } from '../locales';
import serverMessages from 'virtual:server-messages';

type MessageKey = keyof Translation['messages'];
type ErrorKey = keyof Translation['errors'];

/** The English texts under `messages`, which is what the server sends (see vite.config.ts). */
const enMessages = serverMessages as Record<MessageKey, string>;

/** The server's fixed English messages (field rules, error texts) → key of its translation under `messages`. */
const MESSAGE_KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(enMessages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** Error codes have a text under `errors` in every language; the loaded one is asked. */
const isErrorKey = (code: string): code is ErrorKey => i18n.exists(`errors.${code}`);

const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(enMessages, value);

/** Key under `messages` of one of the product's known English texts, or null. */
export function toMessageKey(text: string): MessageKey | null {
  return MESSAGE_KEY_BY_TEXT.get(text.trim()) ?? null;
}

/**
 * Text to show for a message key (`emailInvalid`) or a server message, in the current language.
 * The server speaks English; a fixed product message is translated, any other is shown as sent.
 */
export function translateMessage(keyOrText: string): string {
  const key = isMessageKey(keyOrText) ? keyOrText : toMessageKey(keyOrText);
  return key ? i18n.t(`messages.${key}`) : keyOrText;
}

/** The translated form error, or undefined when there is none (for Mantine's `error` prop). */
export function formError(value: unknown): string | undefined {
  return typeof value === 'string' && value ? translateMessage(value) : undefined;
}

/**
 * The message to show for a failed call, in the current language: the translation of its
 * errorCode, else the server's own message; unknown errors give "Something went wrong.".
 */
export function parseError(error: unknown): string {
  if (error instanceof ApiError) {
    if (isErrorKey(error.errorCode)) return i18n.t(`errors.${error.errorCode}`);
    if (error.message) return translateMessage(error.message);
  }
  return i18n.t('errors.INTERNAL_ERROR');
}

/**
 * Field errors of a validation reply (`details`) keyed by field name. Known texts become message
 * keys so they follow later language switches; render them with `formError`.
 */
export function parseFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.details.map(({ field, message }) => [field, toMessageKey(message) ?? message]));
}
