import { LIMITS } from '@ideamatch/shared/constants';

/**
 * Client-side checks of SPEC.md section 5. Each returns a key under `messages` in the locale files
 * (rendered with `formError`), or null when the value is fine.
 */
export type MessageKeyResult = string | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Letters, digits, dot and underscore, 3 to 30 characters. */
const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;

export const required = (value: string): MessageKeyResult => (value.trim() ? null : 'required');

export const validateEmail = (value: string): MessageKeyResult =>
  EMAIL_PATTERN.test(value.trim()) ? null : 'emailInvalid';

export const validateUsername = (value: string): MessageKeyResult =>
  USERNAME_PATTERN.test(value.trim()) ? null : 'usernameInvalid';

export const validatePassword = (value: string): MessageKeyResult =>
  value.length >= LIMITS.passwordMinLength ? null : 'passwordTooShort';

export const validateConfirmPassword = (value: string, password: string): MessageKeyResult =>
  value === password ? null : 'passwordNotMatch';
