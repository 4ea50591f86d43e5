import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  fieldDetail,
  type ErrorCode,
  type ErrorDetail,
  type FieldErrorCode,
} from '@ideamatch/shared';

/** An expected failure with a stable code; the error handler turns it into the error reply. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: ErrorDetail[] | undefined;
  /** With a 429: seconds until the limit lets the request through (the reply's `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; details?: ErrorDetail[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A 400 VALIDATION_ERROR for the fields given, led by the first one's message. */
export const fieldErrors = (details: ErrorDetail[]): AppError =>
  new AppError('VALIDATION_ERROR', { message: details[0]?.message, details });

/** A 400 for one field, carrying the field's error code and its English text. */
export const fieldError = (field: string, code: FieldErrorCode): AppError => fieldErrors([fieldDetail(field, code)]);
