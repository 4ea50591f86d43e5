import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  ERROR_MESSAGES,
  fieldDetail,
  isFieldErrorCode,
  type ErrorCode,
  type ErrorDetail,
  type ErrorReply,
} from '@ideamatch/shared';
import { errorCodesOf } from '@ideamatch/shared/endpoint';
import { AppError } from '../lib/app-error';

/** Fastify's own 4xx error codes and the contract's code for each. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
};

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR';
};

const send = (reply: FastifyReply, body: ErrorReply) => reply.status(body.statusCode).send(body);

const fieldOf = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';

/** PostgreSQL error classes of a lost or refused connection: admin shutdown, crash, cannot connect now, class 08. */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const CONNECTION_ERRNOS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];
/** Seconds a client should wait before retrying while the database connection is re-established. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether an error (or any error it wraps, as query builders and services do) means the database
 * connection dropped or could not be made, rather than a fault in the request or the code.
 */
export function isDatabaseConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof code === 'string' && CONNECTION_ERRNOS.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}

/**
 * The one error handler: expected errors keep their code and message; a lost database connection
 * is a 503 to retry; anything unexpected becomes
 * a 500 "Something went wrong." with no stack or SQL, logged in full with the request id.
 *
 * An error code the route's contract does not list (`errors` in packages/shared/src/api) is logged;
 * with `strictContracts` (development and tests) it is also answered as a 500, so the test or the
 * developer that meets it adds it to the contract, and the document keeps naming every code.
 */
export const errorHandlerPlugin = fp<{ strictContracts: boolean }>(async (app, { strictContracts }) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // The client went away mid-request (a cancelled upload resets the socket): nobody is left to
    // answer and nothing is wrong here, whatever the error says (an ECONNRESET is not the database's).
    // (Not `request.raw.destroyed`: a request stream is destroyed once its whole body has been read.)
    if (request.raw.readableAborted || request.raw.socket?.destroyed) {
      request.log.debug({ err: error }, 'the client closed the request');
      return reply;
    }
    // A dropped database connection is temporary (the pool reconnects): 503 with Retry-After, not 500.
    if (isDatabaseConnectionError(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, {
        statusCode: 503,
        message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        errorCode: 'SERVICE_UNAVAILABLE',
      });
    }

    if (error instanceof AppError) {
      const endpoint = request.routeOptions.config?.endpoint;
      if (endpoint && !errorCodesOf(endpoint).includes(error.code)) {
        request.log.error({ err: error }, `${endpoint.method} ${endpoint.path}: ${error.code} is not in its contract`);
        if (strictContracts) {
          return send(reply, { statusCode: 500, message: ERROR_MESSAGES.INTERNAL_ERROR, errorCode: 'INTERNAL_ERROR' });
        }
      }
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, {
        statusCode: error.statusCode,
        message: error.message,
        errorCode: error.code,
        ...(error.details ? { details: error.details } : {}),
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // A rule with a message of its own gives its field error code; any other (a malformed id, a
      // wrong type) is INCORRECT_INPUT, keeping the validator's English text for developers.
      const details: ErrorDetail[] = error.validation.map((issue) => {
        const field = fieldOf(issue.instancePath, error.validationContext);
        if (isFieldErrorCode(issue.message)) return fieldDetail(field, issue.message);
        return { field, code: 'INCORRECT_INPUT', message: issue.message ?? ERROR_MESSAGES.VALIDATION_ERROR };
      });
      return send(reply, {
        statusCode: 400,
        message: details[0]?.message ?? ERROR_MESSAGES.VALIDATION_ERROR,
        errorCode: 'VALIDATION_ERROR',
        details,
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'reply did not match its schema');
      return send(reply, { statusCode: 500, message: ERROR_MESSAGES.INTERNAL_ERROR, errorCode: 'INTERNAL_ERROR' });
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? codeForStatus(status);
      // Fastify's own 4xx messages (malformed JSON, wrong content type) are safe and useful to show.
      const message = code === 'VALIDATION_ERROR' ? error.message : ERROR_MESSAGES[code];
      return send(reply, { statusCode: status, message, errorCode: code });
    }

    request.log.error({ err: error }, 'unexpected error');
    return send(reply, { statusCode: 500, message: ERROR_MESSAGES.INTERNAL_ERROR, errorCode: 'INTERNAL_ERROR' });
  });
});
