import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '@ideamatch/shared/api/account';
import { healthApi } from '@ideamatch/shared/api/health';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { ApiError, buildQueryString, call, callResult, NETWORK_ERROR } from './api-client';
import { setCookie } from './cookies';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('buildQueryString', () => {
  it('turns a query object into a query string, leaving out empty values', () => {
    expect(
      buildQueryString({ page: 2, q: 'ชา นม', empty: '', none: null, gone: undefined, tags: ['a', 'b'], ok: false }),
    ).toBe('?page=2&q=%E0%B8%8A%E0%B8%B2+%E0%B8%99%E0%B8%A1&tags=a&tags=b&ok=false');
    expect(buildQueryString({})).toBe('');
  });
});

describe('callResult', () => {
  it("sends the session token and JSON to the contract's path, and returns the envelope data", async () => {
    setCookie('accessToken', 'tok-1');
    const fetchMock = reply(200, { statusCode: 200, message: 'OK', data: { id: 'i 1', isHidden: true } });
    vi.stubGlobal('fetch', fetchMock);

    const result = await callResult(ideaApi.hide, { params: { id: 'i 1' }, body: { isHidden: true } });

    expect(result).toEqual({ ok: true, status: 200, message: 'OK', data: { id: 'i 1', isHidden: true } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/idea/i%201/hide');
    expect(init.method).toBe('PATCH');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"isHidden":true}');
  });

  it('sends the query, leaving out empty fields', async () => {
    const fetchMock = reply(200, { statusCode: 200, message: 'OK', data: null });
    vi.stubGlobal('fetch', fetchMock);

    await callResult(ideaApi.list, { query: { page: 2, q: 'tea', categoryId: null } });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/idea?page=2&q=tea');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('returns the error reply as a typed ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, {
        statusCode: 400,
        message: 'Incorrect input. Please try again',
        errorCode: 'VALIDATION_ERROR',
        details: [{ field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' }],
      }),
    );
    const result = await callResult(accountApi.register, { body: {} as never });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
    expect(result.error.details).toEqual([{ field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' }]);
  });

  it('returns a network failure instead of throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const result = await callResult(healthApi.check);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.errorCode).toBe(NETWORK_ERROR);
  });

  it('call throws the ApiError for react-query', async () => {
    vi.stubGlobal(
      'fetch',
      reply(401, { statusCode: 401, message: 'Please log in to continue.', errorCode: 'UNAUTHORIZED' }),
    );
    await expect(call(accountApi.profile)).rejects.toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
  });
});
