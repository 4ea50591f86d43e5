import fp from 'fastify-plugin';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { isStaffRole, type Permission } from '@ideamatch/shared';
import type { Endpoint } from '@ideamatch/shared/endpoint';
import { AppError } from '../lib/app-error';
import { resolveSessionCached, sessionFromCache, type SessionInfo } from '../modules/auth/session.service';

/**
 * Who may call a route. Every route declares one; a route without a declaration is refused.
 * - `visitor`: anyone without a session or with a main-account session; a sub-account session gets
 *   403 (a persona may only chat, read profiles and log out).
 * - `everyone`: anyone, sub-account sessions included (public profile reads, health checks).
 * - `user`: a logged-in main account (a sub-account session gets 403).
 * - `subAccount`: a logged-in session, main account or sub-account (chat, profile read, logout).
 * - `staff`: an Admin or SuperAdmin main-account session.
 * - `{ permission }`: staff holding that permission (SuperAdmin holds all).
 * - `{ owner }`: a logged-in main account whose id equals what `owner` resolves for the request
 *   (null → 404); checked after validation, so `owner` sees typed params.
 */
export type Access =
  | 'visitor'
  | 'everyone'
  | 'user'
  | 'subAccount'
  | 'staff'
  | { permission: Permission }
  | { owner: (request: FastifyRequest) => Promise<string | null | undefined> };

export type RouteRecord = { method: string; url: string; access: Access | undefined; endpoint: Endpoint | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The contract the route was registered from (`lib/route.ts`); a test checks every API route has one. */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    /** The caller's session when the request carried a valid token, whatever the route's access. */
    session: SessionInfo | null;
    /**
     * The signed-in caller of a route whose access needs a session (every access but `visitor` and
     * `everyone`): the access hook has already refused the request without one.
     */
    actor(): SessionInfo;
  }
  interface FastifyInstance {
    /** Every route registered, with its access declaration (walked by a test). */
    routeTable: RouteRecord[];
  }
}

/** Routes that third-party plugins register, declared here because their options cannot carry one. */
const PLUGIN_ROUTE_ACCESS: { name: string; matches: (route: RouteOptions) => boolean; access: Access }[] = [
  { name: 'OpenAPI document and UI', matches: (route) => route.url.startsWith('/api/docs'), access: 'visitor' },
  { name: 'public uploads on local disk', matches: (route) => route.url.startsWith('/files/'), access: 'visitor' },
  {
    name: 'files of the built web app (@fastify/static marks each route with its file)',
    matches: (route) => typeof (route.config as { file?: unknown } | undefined)?.file === 'string',
    access: 'visitor',
  },
];

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/** Whether a route with this access is only reached with a session. */
const needsSession = (access: Access | undefined) =>
  access !== undefined && access !== 'visitor' && access !== 'everyone';

const requireSession = (request: FastifyRequest): SessionInfo => {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
};

const requireMainAccount = (request: FastifyRequest): SessionInfo => {
  const session = requireSession(request);
  if (session.subAccountId) throw new AppError('FORBIDDEN');
  return session;
};

/** Why the request's session may not call its route (declared `access`), or undefined when it may. */
function accessError(request: FastifyRequest): Error | undefined {
  const access = request.routeOptions.config?.access;
  // No route matched: the not-found handler answers.
  if (!request.routeOptions.url) return undefined;
  if (!access) return new AppError('FORBIDDEN', { message: 'This route has no access declaration.' });
  if (access === 'everyone') return undefined;
  if (access === 'visitor') return request.session?.subAccountId ? new AppError('FORBIDDEN') : undefined;
  try {
    if (access === 'subAccount') return void requireSession(request);
    const session = requireMainAccount(request);
    if (access === 'user' || (typeof access === 'object' && 'owner' in access)) return undefined;
    if (!isStaffRole(session.role)) return new AppError('FORBIDDEN');
    if (access !== 'staff' && !session.permissions.includes(access.permission)) return new AppError('FORBIDDEN');
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

/** Why a main account may not call an `owner` route: 404 when `owner` finds nothing, 403 when not theirs. */
async function ownerError(
  request: FastifyRequest,
  owner: (request: FastifyRequest) => Promise<string | null | undefined>,
) {
  const ownerId = await owner(request);
  if (!ownerId) return new AppError('NOT_FOUND');
  return ownerId === requireMainAccount(request).accountId ? undefined : new AppError('FORBIDDEN');
}

export const accessPlugin = fp(async (app) => {
  app.decorate('routeTable', [] as RouteRecord[]);
  app.decorateRequest('session', null);
  app.decorateRequest('actor', function actor(this: FastifyRequest): SessionInfo {
    // A programming error, not the caller's: a route open to visitors must read `session` instead.
    if (!needsSession(this.routeOptions.config?.access)) {
      throw new Error(`${this.routeOptions.url} is open to visitors: read request.session, not request.actor()`);
    }
    return requireSession(this);
  });

  app.addHook('onRoute', (route) => {
    const declared = PLUGIN_ROUTE_ACCESS.find((entry) => entry.matches(route))?.access;
    if (declared && !route.config?.access) route.config = { ...route.config, access: declared };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      app.routeTable.push({ method, url: route.url, access: route.config?.access, endpoint: route.config?.endpoint });
  });

  // Callback hooks, not async ones: most requests need no promise here (a session the cache holds,
  // a route open to visitors), and this runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.routeOptions.url ? bearerToken(request) : null;
    const cached = token ? sessionFromCache(app, token) : null;
    if (token && cached === undefined) {
      resolveSessionCached(app, token).then((session) => {
        request.session = session;
        done(accessError(request));
      }, done);
      return;
    }
    request.session = cached ?? null;
    done(accessError(request));
  });

  app.addHook('preHandler', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || typeof access !== 'object' || !('owner' in access)) return done();
    ownerError(request, access.owner).then(done, done);
  });
});
