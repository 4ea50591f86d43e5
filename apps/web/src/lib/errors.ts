import { isFieldErrorCode, type FieldErrorCode } from '@ideamatch/shared/field-errors';
import type { GetInputPropsOptions, UseFormReturnType } from '@mantine/form';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import type { Translation } from '../locales';

type MessageKey = keyof Translation['messages'];

/** Keys under `messages` (checks only the web app makes) exist in every language; the loaded one is asked. */
const isMessageKey = (value: string): value is MessageKey => i18n.exists(`messages.${value}`);

/** A form error: a field error code, or a key under `messages` for a check only the web app makes. */
export type FormErrorKey = FieldErrorCode | MessageKey;

/**
 * Text to show for a field error code (`EMAIL_INVALID`) or a key under `messages`, in the current
 * language. Anything else is shown as given (a text the caller has already translated).
 */
export function translateMessage(key: string): string {
  if (isFieldErrorCode(key)) return i18n.t(`fieldErrors.${key}`);
  return isMessageKey(key) ? i18n.t(`messages.${key}`) : key;
}

/** The translated form error, or undefined when there is none (for Mantine's `error` prop). */
export function formError(value: unknown): string | undefined {
  return typeof value === 'string' && value ? translateMessage(value) : undefined;
}

/**
 * The props of a Mantine form's field for its input, the error translated by `formError` (so it
 * follows later language switches).
 */
export function formInputProps<Field extends string>(
  form: UseFormReturnType<Record<Field, unknown>>,
  field: Field,
  options?: GetInputPropsOptions,
) {
  return { ...form.getInputProps(field, options), error: formError(form.errors[field]) };
}

/** "in 30 seconds", "in 4 minutes", "in 2 hours" in the current language, rounded up. */
export function retryIn(seconds: number): string {
  const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'always' });
  if (seconds < 60) return format.format(seconds, 'second');
  if (seconds < 60 * 60) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / (60 * 60)), 'hour');
}

/** Whether a failed call was refused by a rate limit that said when to try again. */
export const isRetryLater = (error: unknown): error is ApiError & { retryAfterSeconds: number } =>
  error instanceof ApiError && error.errorCode === 'RATE_LIMITED' && error.retryAfterSeconds !== null;

/**
 * The message to show for a failed call, in the current language: the translation of its
 * errorCode (with when to try again, when a limit says), or of its field error when a refusal
 * other than VALIDATION_ERROR names one (an image too large); a VALIDATION_ERROR's fields are shown
 * under the form. Anything else gives "Something went wrong.".
 */
export function parseError(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('errors.INTERNAL_ERROR');
  if (isRetryLater(error)) return i18n.t('retry.rateLimited', { when: retryIn(error.retryAfterSeconds) });
  const [detail] = error.details;
  if (detail && error.errorCode !== 'VALIDATION_ERROR') return i18n.t(`fieldErrors.${detail.code}`);
  return i18n.t(`errors.${error.errorCode}`);
}

/**
 * Field error codes of a failed call keyed by field name; render them with `formError`, so they
 * follow later language switches.
 */
export function parseFieldErrors(error: unknown): Record<string, FieldErrorCode> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.details.map(({ field, code }) => [field, code]));
}
