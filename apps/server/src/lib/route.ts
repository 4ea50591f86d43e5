import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Endpoint, Parsed, ReplyData } from '@ideamatch/shared/endpoint';
import type { Access } from '../plugins/access';
import { ok } from './reply';

/** The request a route's handler sees: params, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/**
 * A JSON endpoint's handler returns its reply's data (wrapped in the envelope here); an endpoint
 * with a raw reply (a file, a redirect) answers through `reply` itself.
 */
type Handler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => E['reply'] extends undefined ? Promise<FastifyReply> : Promise<ReplyData<E>> | ReplyData<E>;

export type RouteSettings<E extends Endpoint> = {
  access: Access;
  /** Other route config: a stricter rate limit, say. */
  config?: Omit<FastifyContextConfig, 'access'>;
  bodyLimit?: number;
  handler: Handler<E>;
};

/** Registers the route of an endpoint of `@ideamatch/shared/api`: its path, schemas and summary come from there. */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, settings: RouteSettings<E>): void {
  const { method, path, summary, tag, params, query, body, form, reply: replySchema, rawReply } = endpoint;
  const handler = settings.handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  app.route({
    method,
    url: path,
    config: { ...settings.config, access: settings.access, endpoint },
    bodyLimit: settings.bodyLimit,
    schema: {
      summary,
      tags: [tag],
      // Only the parts the endpoint has: Fastify warns about a schema key given as undefined.
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(form ? { consumes: ['multipart/form-data'] } : {}),
      ...(rawReply?.contentType ? { produces: [rawReply.contentType] } : {}),
      response: replySchema ? { 200: replySchema } : rawReply ? { [rawReply.status]: rawReply.schema } : {},
    },
    handler: (replySchema
      ? async (request: FastifyRequest, reply: FastifyReply) => ok(await handler(request, reply))
      : handler) as RouteHandlerMethod,
  });
}
