import type { PersonSummary, Profile, PublicProfile } from '@ideamatch/shared';
import { allEndpoints } from '@ideamatch/shared/api/index';
import { pathOf, type Endpoint } from '@ideamatch/shared/endpoint';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createTestRouter } from '../app/router';
import { routerFlushSync } from '../lib/router-flush-sync';
import { setCookie } from '../lib/cookies';
import { changeLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

type Reply = { status: number; body: unknown };
type Handler = (url: URL, init?: RequestInit) => Reply | undefined;

export const envelope = (data: unknown, statusCode = 200): Reply => ({
  status: statusCode,
  body: { statusCode, message: 'OK', data },
});

export const errorReply = (
  status: number,
  errorCode: string,
  message: string,
  extra: { retryAfterSeconds?: number } = {},
): Reply => ({
  status,
  body: { statusCode: status, message, errorCode, ...extra },
});

/** One page of a paged list reply (`Paged<T>`), all of `result` on it unless told otherwise. */
export const pageOf = <T,>(result: T[], { currentPage = 1, totalPages = 1, pageSize = 20 } = {}) =>
  envelope({ currentPage, pageSize, totalItems: result.length, totalPages, result });

/** Every test of the file starts in English, signed in with `token`; its fetch mock is removed after it. */
export function signedInInEnglish(token: string) {
  beforeEach(async () => {
    await act(() => changeLanguage('EN'));
    setCookie(TOKEN_COOKIE, token);
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** A member profile; override any field. */
export const buildProfile = (overrides: Partial<Profile> = {}): Profile => ({
  id: '01900000-0000-7000-8000-000000000001',
  username: 'somchai',
  email: 'somchai@example.com',
  firstName: 'Somchai',
  middleName: null,
  lastName: 'Jaidee',
  miniBio: 'Coffee lover and founder',
  bio: null,
  profileImage: null,
  profileImageUrl: null,
  backgroundImage: null,
  backgroundImageUrl: null,
  achievements: [],
  role: 0,
  permissions: [],
  isNewsAndPromotion: false,
  joinedAt: '2025-01-15T08:00:00.000Z',
  skillsOffered: [],
  skillsSought: [],
  interestedCategories: [],
  timeCommitment: null,
  location: null,
  isLookingForPartner: true,
  subAccountInfo: null,
  ...overrides,
});

/** Another person as lists show them (author, actor, partner); override any field. */
export const buildPersonSummary = (overrides: Partial<PersonSummary> = {}): PersonSummary => ({
  id: 'p1',
  username: 'malee',
  firstName: 'Malee',
  middleName: null,
  lastName: 'Sukjai',
  profileImageUrl: null,
  ...overrides,
});

/** Someone's profile as others read it (`GET /api/account/:id`); override any field. */
export const buildPublicProfile = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  ...buildPersonSummary(),
  miniBio: null,
  bio: null,
  backgroundImageUrl: null,
  achievements: [],
  joinedAt: '2025-02-01T08:00:00.000Z',
  skillsOffered: [],
  skillsSought: [],
  interestedCategories: [],
  timeCommitment: null,
  location: null,
  isLookingForPartner: false,
  ...overrides,
});

/**
 * Replaces `fetch`: each handler may answer a request; unanswered API calls get the home page's
 * empty lists or a 404 envelope. Returns the mock to inspect calls.
 */
export function mockApi(...handlers: Handler[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const reply =
      handlers.map((handler) => handler(url, init)).find(Boolean) ??
      (url.pathname === '/api/idea/home'
        ? envelope({ trending: [], topRating: [] })
        : errorReply(404, 'NOT_FOUND', 'Not found.'));
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Throws unless a successful `reply` satisfies the reply schema of `endpoint`. */
function checkReply(endpoint: Endpoint, reply: Reply) {
  const checked = reply.status < 300 ? endpoint.reply?.safeParse(reply.body) : undefined;
  if (checked && !checked.success) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: the reply breaks its contract\n${JSON.stringify(checked.error.issues, null, 1)}`,
    );
  }
}

/** `/api/idea/:id` → a pattern matching `/api/idea/<anything but a slash>`. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
/** Every contract, those with fewer path parameters first: as in the router, `/api/account/session` wins over `/api/account/:id`. */
const contracts = allEndpoints()
  .map(({ endpoint }) => ({ endpoint, pattern: pathPattern(endpoint.path), params: endpoint.path.split(':').length }))
  .sort((a, b) => a.params - b.params);

/**
 * Answers `path` with `reply`. A successful reply must satisfy the reply schema of the endpoint the
 * path and method belong to, so a test cannot pass on a reply the real server could never send.
 */
export const on = (path: string, reply: Reply, method = 'GET'): Handler => {
  const contract = contracts.find(({ endpoint, pattern }) => endpoint.method === method && pattern.test(path));
  if (contract) checkReply(contract.endpoint, reply);
  return (url, init) => (url.pathname === path && (init?.method ?? 'GET') === method ? reply : undefined);
};

/**
 * Answers `endpoint` (its method, and its path filled with `params`) with `replies`, in order, the
 * last one again for every later call. A successful reply must satisfy the endpoint's reply schema.
 */
export function serve(endpoint: Endpoint, replies: Reply | Reply[], params: Record<string, string> = {}): Handler {
  const queue = Array.isArray(replies) ? [...replies] : [replies];
  queue.forEach((reply) => checkReply(endpoint, reply));
  const path = pathOf(endpoint.path, params);
  return (url, init) => {
    if (url.pathname !== path || (init?.method ?? 'GET') !== endpoint.method) return undefined;
    return queue.length > 1 ? queue.shift() : queue[0];
  };
}

/** The calls `fetch` got for `endpoint` at `params`: their query and their JSON body. */
export function requestsTo(
  fetchMock: ReturnType<typeof mockApi>,
  endpoint: Endpoint,
  params: Record<string, string> = {},
) {
  return callsTo(fetchMock, pathOf(endpoint.path, params), endpoint.method).map(([input, init]) => ({
    query: Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
    body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
  }));
}

/** The JSON bodies `fetch` sent to `endpoint` at `params`, in order. */
export const bodiesSentTo = (
  fetchMock: ReturnType<typeof mockApi>,
  endpoint: Endpoint,
  params: Record<string, string> = {},
) => requestsTo(fetchMock, endpoint, params).map((request) => request.body);

/** Renders the whole app (providers, layouts, guards) at `path` in an in-memory router. */
export function renderApp(path: string) {
  queryClient.clear();
  const router = createTestRouter([path]);
  const view = render(<RouterProvider router={router} flushSync={routerFlushSync} />);
  return { router, ...view };
}

/** The calls the mocked `fetch` got for `path` (its query string aside) with `method`. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  );
