import type { z } from 'zod';
import type { ErrorCode } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API, written once: the server registers its route from it, the web app calls
 * it through `call()` (which infers the reply's type) and the OpenAPI document is generated from the
 * route. `path` is in Fastify's form (`/api/idea/:id`), each `:name` a key of `params`.
 */
export type Endpoint = {
  method: HttpMethod;
  path: `/api/${string}`;
  /** One line; the OpenAPI operationId is made from it (`Get an idea` → `getAnIdea`). */
  summary: string;
  /** The OpenAPI tag grouping it with its module's other endpoints. */
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** The body is multipart/form-data, read by the route itself (uploads). */
  form?: true;
  /** The successful JSON reply: the envelope `{ statusCode, message, data }` around the data. */
  reply?: z.ZodType<{ data: unknown }>;
  /** A reply that is not the JSON envelope (a file, a redirect): described for the document only. */
  rawReply?: { status: 200 | 302; contentType?: string; schema: z.ZodType };
  /**
   * The error codes it answers with besides those of every route (`SHARED_ERROR_CODES`, and
   * NOT_FOUND where a path parameter may name nothing): the refusals of its own rules.
   */
  errors?: readonly ErrorCode[];
};

/**
 * Codes any route may answer with, so no contract lists them: a malformed request, field or body
 * (too large, a too long address or headers), the access check, the rate limits, an outage, a full
 * disk, a bug.
 */
export const SHARED_ERROR_CODES: readonly ErrorCode[] = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'STORAGE_FULL',
  'INTERNAL_ERROR',
];

/** Every error code an endpoint may answer with. */
export const errorCodesOf = (endpoint: Endpoint): ErrorCode[] => [
  ...SHARED_ERROR_CODES,
  ...(endpoint.path.includes('/:') ? (['NOT_FOUND'] as const) : []),
  ...(endpoint.errors ?? []),
];

/** Keeps an endpoint's literal types (method, path, schemas) for `call()` and the route's handler. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** Parsed value of an optional schema: what the server's handler reads. */
export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The `data` of an endpoint's successful reply. */
export type ReplyData<E extends Endpoint> = E['reply'] extends z.ZodType ? z.output<E['reply']>['data'] : never;

/**
 * What a client sends as the query: the schema's input, where a field the schema coerces from the
 * query string (typed `unknown` on input) takes its parsed type instead (a number for `page`).
 */
export type QueryInput<S extends z.ZodObject> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K];
};

type QueryScalar = string | number | boolean | Date;
type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
/** A query as clients pass it: a value, a list of values, or nothing (left out). */
export type QueryParams = Record<string, QueryValue>;

/** `{ page: 2, q: 'tea', tags: ['a', 'b'] }` → `?page=2&q=tea&tags=a&tags=b`; null, undefined and '' are left out. */
export function buildQueryString(query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    values.forEach((item) => params.append(key, item instanceof Date ? item.toISOString() : String(item)));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What a client passes as an endpoint's path parameters (none when it has none). */
export type ParamsInput<E extends Endpoint> = E['params'] extends z.ZodObject
  ? { params: z.input<E['params']> }
  : { params?: undefined };

/** What a client sends as an endpoint's body: its JSON, an upload's form, or nothing. */
export type BodyInput<E extends Endpoint> = E['form'] extends true
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? undefined extends z.input<E['body']>
      ? { body?: z.input<E['body']> }
      : { body: z.input<E['body']> }
    : { body?: undefined };

/** `/api/idea/:id` with `{ id: 'a b' }` → `/api/idea/a%20b`. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
