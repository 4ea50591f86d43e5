import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, QueryInput, ReplyData } from '@ideamatch/shared/endpoint';
import { pathOf } from '@ideamatch/shared/endpoint';
import type { ErrorCode, ErrorDetail } from '@ideamatch/shared/errors';
import type { TestApp } from './build-app';

/** A per-call address, so per-address rate limits never add up across tests. */
export const randomIp = (): string =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/** Who calls: a session token, or what the factories return (`buildSignedIn` gives `token` and `headers`). */
export type Caller = string | { token: string } | { headers: { authorization: string } };

const authorizationOf = (caller: Caller): string =>
  typeof caller === 'string'
    ? `Bearer ${caller}`
    : 'token' in caller
      ? `Bearer ${caller.token}`
      : caller.headers.authorization;

type QueryScalar = string | number | boolean | Date;
type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];

/** `{ page: 2, tags: ['a', 'b'] }` → `?page=2&tags=a&tags=b`; null, undefined and '' are left out. */
export function queryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    values.forEach((item) => params.append(key, item instanceof Date ? item.toISOString() : String(item)));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What every call may add: headers (a cookie, a user agent) and the address it comes from. */
type CallOptions = {
  headers?: Record<string, string>;
  /** The caller's address; a fresh random one when not given. */
  remoteAddress?: string;
};

type ParamsInput<E extends Endpoint> = E['params'] extends z.ZodObject
  ? { params: z.input<E['params']> }
  : { params?: undefined };
type QueryOf<E extends Endpoint> = E['query'] extends z.ZodObject
  ? { [K in keyof QueryInput<E['query']>]?: QueryInput<E['query']>[K] | null }
  : never;
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodObject ? { query?: QueryOf<E> } : { query?: undefined };
type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined };

/** What a call takes: the endpoint's params, query and JSON body as its schemas describe them. */
export type CallInput<E extends Endpoint> = ParamsInput<E> & QueryPart<E> & BodyInput<E> & CallOptions;
type CallArgs<E extends Endpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Anything, for tests of what the server refuses (a malformed body, a wrong parameter). */
export type LooseInput = CallOptions & {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

/** The error envelope every refusal answers with. */
export type ErrorBody = {
  statusCode: number;
  errorCode: ErrorCode;
  message: string;
  details?: ErrorDetail[];
  retryAfterSeconds?: number;
  data?: undefined;
};
/** The success envelope of an endpoint: `{ statusCode, message, data }` typed from its reply schema. */
export type SuccessBody<E extends Endpoint> = (E['reply'] extends z.ZodType
  ? z.output<E['reply']>
  : { data?: undefined }) & { statusCode: number; message: string; errorCode?: undefined; details?: undefined };

export type ApiReply<E extends Endpoint> = {
  status: number;
  /** The JSON reply, success or error envelope (undefined when the reply is not JSON). */
  body: SuccessBody<E> | ErrorBody;
  /** The success reply's data, typed from the contract; throws (with the reply) when the call failed. */
  readonly data: ReplyData<E>;
  headers: LightMyRequestResponse['headers'];
  /** The reply as Fastify's inject gives it: cookies, the raw payload. */
  raw: LightMyRequestResponse;
};

function toReply<E extends Endpoint>(raw: LightMyRequestResponse): ApiReply<E> {
  const isJson = String(raw.headers['content-type'] ?? '').includes('application/json');
  const body = (isJson && raw.payload ? raw.json() : undefined) as SuccessBody<E> | ErrorBody;
  return {
    status: raw.statusCode,
    body,
    headers: raw.headers,
    raw,
    get data(): ReplyData<E> {
      if (raw.statusCode < 200 || raw.statusCode > 299) {
        throw new Error(`Expected a success reply, got ${raw.statusCode}: ${raw.payload}`);
      }
      return (body as { data: ReplyData<E> }).data;
    },
  };
}

export type ApiClient = {
  /** The same client, calling with `caller`'s session. */
  as: (caller: Caller) => ApiClient;
  /** Calls an endpoint with its typed params, query and body. */
  call: <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>) => Promise<ApiReply<E>>;
  /** Calls an endpoint with any params, query and body (for malformed input). */
  send: <E extends Endpoint>(endpoint: E, input?: LooseInput) => Promise<ApiReply<E>>;
  /** A raw request to a path no contract describes (a file, a page), with the caller's session. */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/**
 * A typed client of the real app for integration tests: `api(t).as(person).call(ideaApi.get,
 * { params: { id } })` fills the path, sends the query and JSON body, sends the session as the web
 * does (`Authorization: Bearer`) and comes from a fresh random address per call.
 */
export function api(t: TestApp | { app: TestApp['app'] }, caller?: Caller): ApiClient {
  const authorization = caller === undefined ? undefined : authorizationOf(caller);
  const request = (options: InjectOptions) =>
    t.app.inject({
      remoteAddress: randomIp(),
      ...options,
      headers: { ...(authorization ? { authorization } : {}), ...options.headers },
    });
  const send = async <E extends Endpoint>(
    endpoint: E,
    { params, query, body, headers, remoteAddress }: LooseInput = {},
  ): Promise<ApiReply<E>> =>
    toReply<E>(
      await request({
        method: endpoint.method,
        url: `${pathOf(endpoint.path, params)}${queryString(query)}`,
        ...(headers ? { headers } : {}),
        ...(remoteAddress ? { remoteAddress } : {}),
        ...(body === undefined
          ? {}
          : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
      }),
    );
  return {
    as: (next) => api(t, next),
    call: (endpoint, ...[input]) => send(endpoint, input as LooseInput),
    send,
    request,
  };
}
