import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  accountPreferencesPatchSchema,
  accountPreferencesReplySchema,
  accountSecurityReplySchema,
  accountSessionListReplySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  twoFactorCodeBodySchema,
  twoFactorEnableBodySchema,
  twoFactorEnableReplySchema,
  twoFactorSetupReplySchema,
  unsubscribeLinkReplySchema,
  unsubscribeQuerySchema,
} from '../schemas/account-center.js';
import { emptyReplySchema, idParamSchema } from '../schemas/common.js';

const tag = 'account-center';

/**
 * What a change that needs proof that it is you may answer: the proof is missing, wrong (the
 * password, the code, Google), unreadable, or too many wrong ones were sent lately.
 */
export const REAUTH_ERROR_CODES = [
  'REAUTH_REQUIRED',
  'CURRENT_PASSWORD_WRONG',
  'TWO_FACTOR_CODE_INVALID',
  'GOOGLE_REAUTH_FAILED',
  'PASSWORD_UNREADABLE',
  'REAUTH_TOO_MANY_ATTEMPTS',
] as const;

/** The account center: sign-in security, sessions, two-factor, mail preferences, export, unsubscribe, deletion. */
export const accountCenterApi = {
  getSecurity: endpoint({
    method: 'GET',
    path: '/api/account/security',
    summary: 'Get my sign-in security overview',
    tag,
    reply: accountSecurityReplySchema,
  }),
  changePassword: endpoint({
    method: 'PATCH',
    path: '/api/account/password',
    summary: 'Change my password',
    tag,
    body: changePasswordBodySchema,
    errors: [...REAUTH_ERROR_CODES, 'PASSWORD_TOO_WEAK'],
    reply: emptyReplySchema,
  }),
  changeEmail: endpoint({
    method: 'PATCH',
    path: '/api/account/email',
    summary: 'Change my email address',
    tag,
    body: changeEmailBodySchema,
    errors: [...REAUTH_ERROR_CODES],
    reply: emptyReplySchema,
  }),
  listSessions: endpoint({
    method: 'GET',
    path: '/api/account/session',
    summary: 'List my signed-in sessions',
    tag,
    reply: accountSessionListReplySchema,
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/account/session/:id',
    summary: 'Sign out one of my sessions',
    tag,
    params: idParamSchema,
    reply: emptyReplySchema,
  }),
  endOtherSessions: endpoint({
    method: 'DELETE',
    path: '/api/account/session',
    summary: 'Sign out all my other sessions',
    tag,
    reply: emptyReplySchema,
  }),
  setupTwoFactor: endpoint({
    method: 'POST',
    path: '/api/account/two-factor/setup',
    summary: 'Start setting up two-factor sign-in',
    tag,
    errors: ['TWO_FACTOR_STATE_INVALID'],
    reply: twoFactorSetupReplySchema,
  }),
  enableTwoFactor: endpoint({
    method: 'POST',
    path: '/api/account/two-factor/enable',
    summary: 'Turn on two-factor sign-in',
    tag,
    body: twoFactorEnableBodySchema,
    errors: [...REAUTH_ERROR_CODES, 'TWO_FACTOR_STATE_INVALID'],
    reply: twoFactorEnableReplySchema,
  }),
  disableTwoFactor: endpoint({
    method: 'DELETE',
    path: '/api/account/two-factor',
    summary: 'Turn off two-factor sign-in',
    tag,
    body: twoFactorCodeBodySchema,
    errors: ['REAUTH_REQUIRED', 'TWO_FACTOR_CODE_INVALID', 'REAUTH_TOO_MANY_ATTEMPTS', 'TWO_FACTOR_STATE_INVALID'],
    reply: emptyReplySchema,
  }),
  getPreferences: endpoint({
    method: 'GET',
    path: '/api/account/preferences',
    summary: 'Get my notification preferences',
    tag,
    reply: accountPreferencesReplySchema,
  }),
  updatePreferences: endpoint({
    method: 'PATCH',
    path: '/api/account/preferences',
    summary: 'Update my notification preferences',
    tag,
    body: accountPreferencesPatchSchema,
    reply: accountPreferencesReplySchema,
  }),
  exportData: endpoint({
    method: 'GET',
    path: '/api/account/export',
    summary: 'Download an export of my data',
    tag,
    errors: ['NOT_FOUND'],
    rawReply: {
      status: 200,
      contentType: 'application/zip',
      schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'A zip archive of my data' }),
    },
  }),
  unsubscribeOneClick: endpoint({
    method: 'POST',
    path: '/api/account/unsubscribe',
    summary: 'Unsubscribe from a mail kind in one click',
    tag,
    query: unsubscribeQuerySchema,
    errors: ['UNSUBSCRIBE_LINK_INVALID'],
    reply: emptyReplySchema,
  }),
  unsubscribeByLink: endpoint({
    method: 'GET',
    path: '/api/account/unsubscribe',
    summary: 'Open an unsubscribe link',
    tag,
    query: unsubscribeQuerySchema,
    rawReply: {
      status: 302,
      schema: z
        .null()
        .describe(
          'Redirects to the confirmation page (/unsubscribe), which unsubscribes only when the person confirms (a POST)',
        ),
    },
  }),
  readUnsubscribeLink: endpoint({
    method: 'GET',
    path: '/api/account/unsubscribe/link',
    summary: 'Read what an unsubscribe link stops',
    tag,
    query: unsubscribeQuerySchema,
    errors: ['UNSUBSCRIBE_LINK_INVALID'],
    reply: unsubscribeLinkReplySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/account',
    summary: 'Delete my account',
    tag,
    body: deleteAccountBodySchema,
    errors: [...REAUTH_ERROR_CODES, 'LAST_SUPER_ADMIN_DELETION', 'NOT_FOUND'],
    reply: emptyReplySchema,
  }),
};
