import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '@ideamatch/shared';
import type { Access } from './access';
import { isLimitedRoute } from './security';

const ERROR_REPLY_REF = { $ref: '#/components/schemas/ErrorReply' };

const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REPLY_REF } },
});

/** `List my chats` → `listMyChats`: the name a generated client gives the call. */
export const operationIdOf = (summary: string): string =>
  summary
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index ? word[0]!.toUpperCase() + word.slice(1) : word.toLowerCase()))
    .join('');

/**
 * The error replies a route can give, derived from what every route shares: any request can be
 * malformed (400); the access declaration says whether a session is needed (401) and whether a
 * caller can be refused (403); a path parameter or an ownership check can name nothing (404); the
 * rate limits cover the API (429).
 */
function errorRepliesOf(url: string, access: Access | undefined) {
  const needsSession = access !== undefined && access !== 'visitor' && access !== 'everyone';
  return {
    400: errorReply('A field is invalid or the request is malformed (VALIDATION_ERROR, with `details` per field).'),
    ...(needsSession ? { 401: errorReply('No valid session (UNAUTHORIZED).') } : {}),
    ...(access !== 'everyone'
      ? { 403: errorReply('This caller may not do this (FORBIDDEN or a specific code).') }
      : {}),
    ...(url.includes('/:') || (typeof access === 'object' && 'owner' in access)
      ? { 404: errorReply('Nothing at this address (NOT_FOUND).') }
      : {}),
    ...(isLimitedRoute(url) ? { 429: errorReply('Too many requests; try again later (RATE_LIMITED).') } : {}),
  };
}

/**
 * The route's own schema (Zod, converted), plus what follows from its access declaration in one
 * place: its security requirement (a bearer session, or optional where the route is public but
 * reads a session when one is sent), its error replies, and an operationId named after its summary.
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!schema || schema.hide) return { schema, url };
  const { summary, response } = schema as { summary?: string; response?: Record<string, unknown> };
  const access = input.route.config?.access;
  const isPublic = access === 'visitor' || access === 'everyone';
  return {
    url,
    schema: {
      ...schema,
      ...(summary ? { operationId: operationIdOf(summary) } : {}),
      security: isPublic ? [{}, { bearer: [] }] : [{ bearer: [] }],
      response: { ...errorRepliesOf(url, access), ...response },
    },
  };
};

/** OpenAPI 3 generated from the routes' Zod schemas: JSON at /api/docs/json, browsable at /api/docs. */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'IdeaMatch API',
        description:
          'Match Smart. Profit Together. Replies use the envelope { statusCode, message, data }; ' +
          'errors use { statusCode, message, errorCode, details? }.',
        version: '0.1.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // The API is served by the same origin as the document and the web app.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: { ErrorReply: z.toJSONSchema(errorReplySchema) as object },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
