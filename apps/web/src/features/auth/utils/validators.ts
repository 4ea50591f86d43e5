import { isValidEmail, isValidUsername, normalizeUsername } from '@ideamatch/shared/validation';
import { LIMITS } from '@ideamatch/shared/constants';

import type { FieldErrorCode } from '@ideamatch/shared/field-errors';

/**
 * Client-side field checks, with the same rules the server applies (shared
 * validation.ts). Each returns a field error code (rendered with `formError`, so it follows
 * language switches), or null when the value is fine.
 */
export type MessageKeyResult = FieldErrorCode | null;

export const required = (value: string): MessageKeyResult => (value.trim() ? null : 'REQUIRED');

export const validateEmail = (value: string): MessageKeyResult => (isValidEmail(value.trim()) ? null : 'EMAIL_INVALID');

export const validateUsername = (value: string): MessageKeyResult =>
  isValidUsername(normalizeUsername(value)) ? null : 'INCORRECT_INPUT';

/** Long enough and not blank; the server also refuses the most common passwords. */
export const validatePassword = (value: string): MessageKeyResult => {
  if (value.length < LIMITS.passwordMinLength) return 'PASSWORD_TOO_SHORT';
  return value.trim() ? null : 'PASSWORD_TOO_WEAK';
};

export const validateConfirmPassword = (value: string, password: string): MessageKeyResult =>
  value === password ? null : 'PASSWORD_NOT_MATCH';
