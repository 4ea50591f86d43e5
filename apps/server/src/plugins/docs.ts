import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/env';

/** OpenAPI 3 generated from the routes' Zod schemas: JSON at /api/docs/json, browsable at /api/docs. */
export const docsPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'IdeaMatch API',
        description: 'Match Smart. Profit Together. Replies use the envelope { statusCode, message, data }.',
        version: '0.1.0',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
