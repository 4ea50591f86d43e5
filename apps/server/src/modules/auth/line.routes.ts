import type { FastifyInstance, FastifyReply } from 'fastify';
import { authApi } from '@ideamatch/shared/api/auth';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { clientOf } from './client-info';
import {
  completeLineSignIn,
  connectLine,
  type LineSettings,
  linkLine,
  readLineFlow,
  signInWithLine,
  startLineSignIn,
  verifyLineCode,
} from './line.service';

/** The browser's half of a LINE sign-in in progress: HttpOnly, sent back only to the callback. */
const FLOW_COOKIE = 'line_sign_in';
const FLOW_COOKIE_PATH = '/api/authentication/line';

/** LINE Login's settings when LINE_CHANNEL_ID and LINE_CHANNEL_SECRET are both set, else null. */
export function lineSettingsOf(config: AppConfig): LineSettings | null {
  if (!config.LINE_CHANNEL_ID || !config.LINE_CHANNEL_SECRET) return null;
  return {
    channelId: config.LINE_CHANNEL_ID,
    channelSecret: config.LINE_CHANNEL_SECRET,
    authUrl: config.LINE_AUTH_URL,
    apiUrl: config.LINE_API_URL,
    callbackUrl: `${config.publicUrl}/api/authentication/line/callback`,
  };
}

/** `path` of this site with `params` added to its query. */
function pageWith(publicUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, publicUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Sign in with LINE (LINE Login v2.1): the start redirects to LINE, the callback checks what LINE
 * sent and sends the browser on: signed in back to the page it came from, or to the sign-in page
 * for a second factor, the consents of a first sign-in, or a password sign-in that links LINE. A
 * signed-in person connects LINE from their settings the same way (`connect`, then the callback).
 */
export const lineRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  const settings = lineSettingsOf(config);
  const requireLine = () => {
    if (!settings) throw new AppError('NOT_FOUND');
    return settings;
  };
  const cookieOptions = {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
  };

  route(app, authApi.lineStart, {
    access: 'visitor',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const { location, cookie } = startLineSignIn(requireLine(), request.query.returnTo);
      void reply.setCookie(FLOW_COOKIE, cookie, { ...cookieOptions, maxAge: 10 * 60 });
      return reply.redirect(location);
    },
  });

  route(app, authApi.lineCallback, {
    access: 'visitor',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request, reply: FastifyReply) => {
      const line = requireLine();
      const flow = readLineFlow(line, request.cookies[FLOW_COOKIE], request.query.state);
      void reply.clearCookie(FLOW_COOKIE, cookieOptions);
      const toLogin = (params: Record<string, string>) =>
        reply.redirect(pageWith(config.publicUrl, '/login', { ...params, next: flow?.returnTo ?? '/' }));
      if (flow?.connectFor) {
        const { connectFor, returnTo, nonce } = flow;
        return finishConnect(
          { connectFor, returnTo, nonce },
          request.query.error ? undefined : request.query.code,
          reply,
        );
      }
      // Cancelled at LINE, another browser's answer, or a stale one: nothing is signed in.
      if (!flow || !request.query.code || request.query.error) return toLogin({ lineError: 'LINE_SIGN_IN_FAILED' });
      try {
        const claims = await verifyLineCode(line, request.query.code, flow.nonce);
        const outcome = await signInWithLine(app.db, claims, clientOf(request), line);
        if (outcome.kind === 'signedIn') {
          return reply.redirect(pageWith(config.publicUrl, flow.returnTo, { accessToken: outcome.accessToken }));
        }
        if (outcome.kind === 'twoFactor') return toLogin({ lineChallenge: outcome.challengeToken });
        return toLogin({ line: outcome.kind, lineToken: outcome.lineToken });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.log.info({ errorCode: error.code }, 'LINE sign-in refused');
        return toLogin({ lineError: error.code === 'ACCOUNT_DEACTIVATED' ? error.code : 'LINE_SIGN_IN_FAILED' });
      }
    },
  });

  /**
   * The end of connecting LINE from the settings: back to the page it started on with `line=connected`,
   * or `lineError` saying why not. Nobody is signed in by it.
   */
  async function finishConnect(
    { connectFor, returnTo, nonce }: { connectFor: string; returnTo: string; nonce: string },
    code: string | undefined,
    reply: FastifyReply,
  ) {
    const back = (params: Record<string, string>) => reply.redirect(pageWith(config.publicUrl, returnTo, params));
    // Cancelled at LINE: nothing changes.
    if (!code) return back({ lineError: 'LINE_SIGN_IN_FAILED' });
    try {
      const claims = await verifyLineCode(requireLine(), code, nonce);
      await connectLine(app.db, connectFor, claims.sub);
      return await back({ line: 'connected' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const reason = error.code === 'LINE_ALREADY_LINKED' || error.code === 'LINE_LINK_MISMATCH' ? error.code : null;
      return back({ lineError: reason ?? 'LINE_SIGN_IN_FAILED' });
    }
  }

  route(app, authApi.lineConnect, {
    access: 'user',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const { location, cookie } = startLineSignIn(requireLine(), request.body.returnTo, request.actor().accountId);
      void reply.setCookie(FLOW_COOKIE, cookie, { ...cookieOptions, maxAge: 10 * 60 });
      return { location };
    },
  });

  route(app, authApi.lineComplete, {
    access: 'visitor',
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: (request) =>
      completeLineSignIn(app.db, app.throttle, requireLine(), request.body.lineToken, request.body, clientOf(request)),
  });

  route(app, authApi.lineLink, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: (request) => linkLine(app.db, requireLine(), request.body.lineToken, request.actor().accountId),
  });
};
