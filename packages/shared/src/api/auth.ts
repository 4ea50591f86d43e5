import { endpoint } from '../endpoint.js';
import { subAccountLoginReplySchema, subAccountLoginSchema, subAccountLogoutReplySchema } from '../schemas/account.js';
import { loginReplySchema, twoFactorLoginBodySchema } from '../schemas/account-center.js';
import {
  accessTokenReplySchema,
  googleLoginBodySchema,
  googleLoginReplySchema,
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
