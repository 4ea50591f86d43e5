import { ERROR_MESSAGES, type ErrorCode, type ErrorDetail } from '@ideamatch/shared/errors';
import {
  buildQueryString,
  pathOf,
  type BodyInput,
  type Endpoint,
  type ParamsInput,
  type QueryInput,
  type QueryParams,
  type ReplyData,
} from '@ideamatch/shared/endpoint';
import { isFieldErrorCode } from '@ideamatch/shared/field-errors';
import type { z } from 'zod';
import { getAccessToken } from './auth-token';

type CallOptions = {
  signal?: AbortSignal;
  /** Overrides the session cookie's token (null sends no Authorization header). */
  token?: string | null;
};

/** Error code the client uses when no reply came back at all. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** Error code the client uses when a reply is not the JSON envelope. */
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

/** The server's error codes and the client's own two. */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR | typeof INVALID_RESPONSE;

/** A reply's errorCode as the client knows it; a code this build does not know is INTERNAL_ERROR. */
export const toApiErrorCode = (value: unknown): ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value) ? (value as ErrorCode) : 'INTERNAL_ERROR';

/** A failed call: the server's error reply, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ApiErrorCode;
  readonly details: ErrorDetail[];
  /** With a 429: seconds until the server lets the request through; null when it did not say. */
  readonly retryAfterSeconds: number | null;

  constructor({
    status,
    errorCode,
    message,
    details = [],
    retryAfterSeconds = null,
  }: {
    status: number;
    errorCode: ApiErrorCode;
    message: string;
    details?: ErrorDetail[];
    retryAfterSeconds?: number | null;
  }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get isNetworkError(): boolean {
    return this.errorCode === NETWORK_ERROR;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Whether a failed call answered with one of these error codes. */
export const hasErrorCode = (error: unknown, ...codes: ApiErrorCode[]): error is ApiError =>
  isApiError(error) && codes.includes(error.errorCode);

export type ApiSuccess<T> = { ok: true; status: number; message: string; data: T };
export type ApiFailure = { ok: false; error: ApiError };
/** Outcome of `request`: it never throws, a failure is returned. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export { buildQueryString };

type Json = Record<string, unknown>;
const isJsonObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reply's field errors; a code this build does not know reads as INCORRECT_INPUT. */
function toDetails(value: unknown): ErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isJsonObject(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [
          {
            field: item.field,
            code: isFieldErrorCode(item.code) ? item.code : 'INCORRECT_INPUT',
            message: item.message,
          },
        ]
      : [],
  );
}

function failure(status: number, body: unknown): ApiFailure {
  const json = isJsonObject(body) ? body : {};
  return {
    ok: false,
    error: new ApiError({
      status,
      errorCode:
        typeof json.errorCode === 'string' ? toApiErrorCode(json.errorCode) : status ? INVALID_RESPONSE : NETWORK_ERROR,
      message: typeof json.message === 'string' ? json.message : `Request failed (${status})`,
      details: toDetails(json.details),
      retryAfterSeconds:
        Number.isInteger(json.retryAfterSeconds) && Number(json.retryAfterSeconds) > 0
          ? Number(json.retryAfterSeconds)
          : null,
    }),
  };
}

/** A call's input whatever its endpoint: `CallInput` types it per endpoint. */
type AnyInput = CallOptions & {
  params?: Record<string, unknown>;
  /** Turned into the query string; null, undefined and empty strings are left out. */
  query?: QueryParams;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
};

/**
 * How a call reaches the API: the browser's fetch. The server's page renderer replaces it with one
 * that answers each call inside the server, without a network round trip.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** Calls an endpoint and returns `{ ok, data }` or `{ ok: false, error }`; never throws. */
async function request<T>(
  endpoint: Endpoint,
  { params, query, body, signal, token = getAccessToken() }: AnyInput = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(`${pathOf(endpoint.path, params)}${buildQueryString(query)}`, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    const aborted = cause instanceof DOMException && cause.name === 'AbortError';
    return {
      ok: false,
      error: new ApiError({
        status: 0,
        errorCode: NETWORK_ERROR,
        message: aborted ? 'Request aborted' : 'Network request failed',
      }),
    };
  }

  return readReply<T>(response.status, await response.text().catch(() => ''));
}

/** Reads a reply's status and body text as the envelope: its data, or the error it carries. */
export function readReply<T>(status: number, text: string): ApiResult<T> {
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      return failure(status, undefined);
    }
  }
  if (status < 200 || status > 299) return failure(status, json);
  if (text && !isJsonObject(json)) return failure(status, undefined);
  const envelope = isJsonObject(json) ? json : {};
  return {
    ok: true,
    status,
    message: typeof envelope.message === 'string' ? envelope.message : 'OK',
    data: envelope.data as T,
  };
}

/** What a call sends as an endpoint's query; a field that is null (or undefined) is left out. */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodObject
  ? { [K in keyof QueryInput<E['query']>]: QueryInput<E['query']>[K] | null }
  : never;
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodObject
  ? Partial<QueryOf<E>> extends QueryOf<E>
    ? { query?: QueryOf<E> }
    : { query: QueryOf<E> }
  : { query?: undefined };

/** What calling an endpoint takes: its params, query and body as its schemas describe them. */
export type CallInput<E extends Endpoint> = ParamsInput<E> & QueryPart<E> & BodyInput<E> & CallOptions;
/** The input is optional when the endpoint needs nothing. */
type CallArgs<E extends Endpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls an endpoint of `@ideamatch/shared/api`; resolves to its reply's data, typed from its
 * contract, and throws its ApiError (for react-query).
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ReplyData<E>> {
  const result = await request<ReplyData<E>>(endpoint, input as AnyInput);
  if (!result.ok) throw result.error;
  return result.data;
}

/** Like `call`, but returns `{ ok, data }` or `{ ok: false, error }` instead of throwing. */
export const callResult = <E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ApiResult<ReplyData<E>>> => request<ReplyData<E>>(endpoint, input as AnyInput);
