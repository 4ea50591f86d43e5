import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { BodyInput, Endpoint, ParamsInput, QueryInput, QueryParams } from '@ideamatch/shared/endpoint';
import { buildQueryString, pathOf } from '@ideamatch/shared/endpoint';
import type { ErrorCode, ErrorDetail } from '@ideamatch/shared/errors';
import type { TestApp } from './build-app';

/** A per-call address, so per-address rate limits never add up across tests. */
export const randomIp = (): string =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/**
 * Who calls: a session token, or what the factories return (`buildSignedIn` gives `token` and
 * `headers`); a caller with no headers (or null) is a visitor.
 */
export type Caller = string | { token: string } | { headers?: Record<string, string> };

const headersOf = (caller: Caller | null | undefined): Record<string, string> =>
  caller === undefined || caller === null
    ? {}
    : typeof caller === 'string'
      ? { authorization: `Bearer ${caller}` }
      : 'token' in caller
        ? { authorization: `Bearer ${caller.token}` }
        : (caller.headers ?? {});

/** What every call may add: headers (a cookie, a user agent) and the address it comes from. */
type CallOptions = {
  headers?: Record<string, string>;
  /** The caller's address; a fresh random one when not given. */
  remoteAddress?: string;
};

/** What a call sends as an endpoint's query. */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodObject
  ? { [K in keyof QueryInput<E['query']>]?: QueryInput<E['query']>[K] | null }
  : never;
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodObject ? { query?: QueryOf<E> } : { query?: undefined };

/** What a call takes: the endpoint's params, query and JSON body (an upload's form) as its schemas describe them. */
export type CallInput<E extends Endpoint> = ParamsInput<E> & QueryPart<E> & BodyInput<E> & CallOptions;
type CallArgs<E extends Endpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Anything, for tests of what the server refuses (a malformed body, a wrong parameter). */
export type LooseInput = CallOptions & {
  params?: Record<string, unknown>;
  query?: QueryParams;
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
/** The `data` of an endpoint's success reply, typed from its reply schema (unknown without one). */
export type DataOf<E extends Endpoint> = E['reply'] extends z.ZodType ? z.output<E['reply']>['data'] : unknown;

/** The success envelope of an endpoint: `{ statusCode, message, data }` typed from its reply schema. */
export type SuccessBody<E extends Endpoint> = {
  statusCode: number;
  message: string;
  data: DataOf<E>;
  errorCode?: undefined;
  details?: undefined;
  retryAfterSeconds?: undefined;
};

/** A reply of any endpoint (what `request` answers). */
export type AnyReply = ApiReply<Endpoint>;

export type ApiReply<E extends Endpoint> = {
  status: number;
  /** The JSON reply, success or error envelope (undefined when the reply is not JSON). */
  body: SuccessBody<E> | ErrorBody;
  /** The success reply's data, typed from the contract; throws (with the reply) when the call failed. */
  readonly data: DataOf<E>;
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
    get data(): DataOf<E> {
      if (raw.statusCode < 200 || raw.statusCode > 299) {
        throw new Error(`Expected a success reply, got ${raw.statusCode}: ${raw.payload}`);
      }
      return (body as { data: DataOf<E> }).data;
    },
  };
}

export type ApiClient = {
  /** The same client, calling with `caller`'s session. */
  as: (caller: Caller | null) => ApiClient;
  /** The same client, sending these headers with every call (a device's user agent). */
  withHeaders: (headers: Record<string, string>) => ApiClient;
  /** Calls an endpoint with its typed params, query and body. */
  call: <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>) => Promise<ApiReply<E>>;
  /** Calls an endpoint with any params, query and body (for malformed input). */
  send: <E extends Endpoint>(endpoint: E, input?: LooseInput) => Promise<ApiReply<E>>;
  /**
   * A request by method and URL, with the caller's session: for a path no contract describes (a file,
   * a page) or a request no contract allows (a malformed URL, a wrong content type).
   */
  request: (options: InjectOptions) => Promise<AnyReply>;
};

/** An endpoint call as an HTTP request: method, URL (path and query), headers and encoded body. */
export type EndpointRequest = {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/**
 * The request a call sends, for a server the client cannot inject into (another process's HTTP
 * address): `fetch(base + url, { method, headers, body: payload })`.
 */
export const requestOf = <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointRequest> =>
  looseRequestOf(endpoint, input as LooseInput);

async function looseRequestOf(endpoint: Endpoint, { params, query, body, headers }: LooseInput = {}) {
  let sent: { payload: string | Buffer; contentType: string } | undefined;
  if (body instanceof FormData) {
    // Encoded as a browser would, with its multipart boundary.
    const encoded = new Request('http://localhost/', { method: 'POST', body });
    sent = { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
  } else if (body !== undefined) {
    sent = { payload: JSON.stringify(body), contentType: 'application/json' };
  }
  const request: EndpointRequest = {
    method: endpoint.method,
    url: `${pathOf(endpoint.path, params)}${buildQueryString(query)}`,
    headers: { ...(sent ? { 'content-type': sent.contentType } : {}), ...headers },
    ...(sent ? { payload: sent.payload } : {}),
  };
  return request;
}

/**
 * A typed client of the real app for integration tests: `api(t).as(person).call(ideaApi.get,
 * { params: { id } })` fills the path, sends the query and JSON body, sends the session as the web
 * does (`Authorization: Bearer`) and comes from a fresh random address per call.
 */
export function api(
  t: TestApp | { app: TestApp['app'] },
  caller?: Caller | null,
  baseHeaders: Record<string, string> = {},
): ApiClient {
  const callerHeaders = { ...baseHeaders, ...headersOf(caller) };
  const inject = (options: InjectOptions) =>
    t.app.inject({
      remoteAddress: randomIp(),
      ...options,
      headers: { ...callerHeaders, ...options.headers },
    });
  const send = async <E extends Endpoint>(endpoint: E, input: LooseInput = {}): Promise<ApiReply<E>> => {
    const { remoteAddress } = input;
    return toReply<E>(
      await inject({ ...(await looseRequestOf(endpoint, input)), ...(remoteAddress ? { remoteAddress } : {}) }),
    );
  };
  return {
    as: (next) => api(t, next, baseHeaders),
    withHeaders: (headers) => api(t, caller, { ...baseHeaders, ...headers }),
    call: (endpoint, ...[input]) => send(endpoint, input as LooseInput),
    send,
    request: async (options) => toReply(await inject(options)),
  };
}
