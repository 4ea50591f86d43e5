import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorCode, type ErrorDetail, type ErrorReply } from '@ideamatch/shared';
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

/**
 * The one error handler: expected errors keep their code and message; anything unexpected becomes
 * a 500 "Something went wrong." with no stack or SQL, logged in full with the request id.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(reply, {
        statusCode: error.statusCode,
        message: error.message,
        errorCode: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: ErrorDetail[] = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, error.validationContext),
        message: issue.message ?? ERROR_MESSAGES.VALIDATION_ERROR,
      }));
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
