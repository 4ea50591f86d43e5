import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@ideamatch/shared';

/** An expected failure with a stable code; the error handler turns it into the error reply. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: ErrorDetail[] | undefined;

  constructor(code: ErrorCode, options: { message?: string; details?: ErrorDetail[]; cause?: unknown } = {}) {
    super(options.message ?? ERROR_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = options.details;
  }
}

/** A 400 for one field, carrying the field's fixed message. */
export const fieldError = (field: string, message: string): AppError =>
  new AppError('VALIDATION_ERROR', { message, details: [{ field, message }] });
