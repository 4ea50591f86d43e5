import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { subAccountLoginReplySchema, subAccountLoginSchema, subAccountLogoutReplySchema } from '../schemas/account.js';
import { loginReplySchema, twoFactorLoginBodySchema } from '../schemas/account-center.js';
import {
  accessTokenReplySchema,
  googleLoginBodySchema,
  googleLoginReplySchema,
  lineCallbackQuerySchema,
  lineCompleteBodySchema,
  lineConnectBodySchema,
  lineConnectReplySchema,
  lineLinkBodySchema,
  lineStartQuerySchema,
  loginBodySchema,
  passwordPublicKeyReplySchema,
} from '../schemas/auth.js';
import { emptyReplySchema } from '../schemas/common.js';

const tag = 'authentication';

/** Signing in and out, and entering and leaving a sub-account session. */
export const authApi = {
  publicKey: endpoint({
    method: 'GET',
    path: '/api/authentication/public-key',
    summary: 'Get the password encryption key',
    tag,
    reply: passwordPublicKeyReplySchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/authentication/login',
    summary: 'Log in with a username or email and password',
    tag,
    body: loginBodySchema,
    errors: ['ACCOUNT_DEACTIVATED', 'INVALID_CREDENTIALS', 'NO_PERMISSION', 'PASSWORD_UNREADABLE'],
    reply: loginReplySchema,
  }),
  twoFactor: endpoint({
    method: 'POST',
    path: '/api/authentication/two-factor',
    summary: 'Complete a two-factor sign-in',
    tag,
    body: twoFactorLoginBodySchema,
    errors: ['ACCOUNT_DEACTIVATED', 'TWO_FACTOR_CHALLENGE_INVALID', 'TWO_FACTOR_CODE_INVALID'],
    reply: accessTokenReplySchema,
  }),
  google: endpoint({
    method: 'POST',
    path: '/api/authentication/google',
    summary: 'Log in with Google',
    tag,
    body: googleLoginBodySchema,
    errors: [
      'ACCOUNT_DEACTIVATED',
      'CONFLICT',
      'CONSENT_REQUIRED',
      'GOOGLE_EMAIL_NOT_VERIFIED',
      'INVALID_CREDENTIALS',
      'NOT_FOUND',
    ],
    reply: googleLoginReplySchema,
  }),
  lineStart: endpoint({
    method: 'GET',
    path: '/api/authentication/line/start',
    summary: 'Start signing in with LINE',
    tag,
    query: lineStartQuerySchema,
    errors: ['NOT_FOUND'],
    rawReply: {
      status: 302,
      schema: z.null().describe("Redirects to LINE's consent page with a state and a nonce bound to this browser"),
    },
  }),
  lineCallback: endpoint({
    method: 'GET',
    path: '/api/authentication/line/callback',
    summary: 'Finish signing in with LINE',
    tag,
    query: lineCallbackQuerySchema,
    errors: ['NOT_FOUND'],
    rawReply: {
      status: 302,
      schema: z
        .null()
        .describe(
          'Redirects to the page the person came from with ?accessToken=, or to /login to consent, to prove an account with the same email, for a second factor, or to say what failed',
        ),
    },
  }),
  lineComplete: endpoint({
    method: 'POST',
    path: '/api/authentication/line/complete',
    summary: 'Create the account of a first LINE sign-in',
    tag,
    body: lineCompleteBodySchema,
    errors: ['CONFLICT', 'CONSENT_REQUIRED', 'LINE_TOKEN_INVALID', 'NOT_FOUND'],
    reply: googleLoginReplySchema,
  }),
  lineLink: endpoint({
    method: 'POST',
    path: '/api/authentication/line/link',
    summary: 'Link a LINE account to my account',
    tag,
    body: lineLinkBodySchema,
    errors: ['LINE_LINK_MISMATCH', 'LINE_TOKEN_INVALID', 'NOT_FOUND'],
    reply: emptyReplySchema,
  }),
  lineConnect: endpoint({
    method: 'POST',
    path: '/api/authentication/line/connect',
    summary: 'Start connecting LINE to my account',
    tag,
    body: lineConnectBodySchema,
    errors: ['NOT_FOUND'],
    reply: lineConnectReplySchema,
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/api/authentication/logout',
    summary: 'Log out',
    tag,
    reply: emptyReplySchema,
  }),
  subAccountLogin: endpoint({
    method: 'POST',
    path: '/api/authentication/sub-account/login',
    summary: 'Enter a sub-account session',
    tag,
    body: subAccountLoginSchema,
    errors: ['ACCOUNT_DEACTIVATED'],
    reply: subAccountLoginReplySchema,
  }),
  subAccountLogout: endpoint({
    method: 'DELETE',
    path: '/api/authentication/sub-account/logout',
    summary: 'Leave the sub-account session',
    tag,
    reply: subAccountLogoutReplySchema,
  }),
};
