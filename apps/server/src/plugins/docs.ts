import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_MESSAGES, ERROR_STATUS, errorReplySchema, type ErrorCode } from '@ideamatch/shared';
import { SHARED_ERROR_CODES, type Endpoint } from '@ideamatch/shared/endpoint';
import type { Access } from './access';
import { isLimitedRoute } from './security';

const ERROR_REPLY_REF = { $ref: '#/components/schemas/ErrorReply' };

/** Codes of every route that the document leaves out: 5xx and oversized addresses or headers. */
const UNDOCUMENTED = new Set<ErrorCode>(['URI_TOO_LONG', 'HEADERS_TOO_LARGE', 'SERVICE_UNAVAILABLE', 'INTERNAL_ERROR']);

/** `List my chats` → `listMyChats`: the name a generated client gives the call. */
export const operationIdOf = (summary: string): string =>
  summary
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index ? word[0]!.toUpperCase() + word.slice(1) : word.toLowerCase()))
    .join('');

/**
 * The codes a route's document names: its contract's own codes, and of those every route shares
 * only what applies to it: 401 where its access needs a session, 403 unless open to everyone
 * (sub-account sessions are refused elsewhere), 404 where a path parameter or an ownership check
 * can name nothing, 413 where it takes a body, 429 where the rate limits apply.
 */
function documentedCodes(url: string, access: Access | undefined, endpoint: Endpoint | undefined): ErrorCode[] {
  const applies: Partial<Record<ErrorCode, boolean>> = {
    UNAUTHORIZED: access !== undefined && access !== 'visitor' && access !== 'everyone',
    FORBIDDEN: access !== 'everyone',
    NOT_FOUND: url.includes('/:') || (typeof access === 'object' && 'owner' in access),
    PAYLOAD_TOO_LARGE: Boolean(endpoint?.body || endpoint?.form),
    RATE_LIMITED: isLimitedRoute(url),
  };
  const own = endpoint?.errors ?? [];
  const shared = [...SHARED_ERROR_CODES, 'NOT_FOUND' as const].filter(
    (code) => !UNDOCUMENTED.has(code) && !own.includes(code) && (applies[code] ?? true),
  );
  return [...shared, ...own];
}

/**
 * The error replies of a route, one per status, each naming its codes: a generated client types the
 * `errorCode` of each reply as those codes.
 */
function errorRepliesOf(url: string, access: Access | undefined, endpoint: Endpoint | undefined) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of documentedCodes(url, access, endpoint)) {
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      {
        description: codes.map((code) => `${code}: ${ERROR_MESSAGES[code]}`).join(' / '),
        content: {
          'application/json': {
            schema: { allOf: [ERROR_REPLY_REF, { type: 'object', properties: { errorCode: { enum: codes } } }] },
          },
        },
      },
    ]),
  );
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
  const endpoint = input.route.config?.endpoint;
  const isPublic = access === 'visitor' || access === 'everyone';
  return {
    url,
    schema: {
      ...schema,
      ...(summary ? { operationId: operationIdOf(summary) } : {}),
      security: isPublic ? [{}, { bearer: [] }] : [{ bearer: [] }],
      response: { ...errorRepliesOf(url, access, endpoint), ...response },
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
