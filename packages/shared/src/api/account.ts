import { endpoint } from '../endpoint.js';
import {
  profileReplySchema,
  profileUpdateReplySchema,
  profileUpdateSchema,
  publicProfileReplySchema,
  subAccountListReplySchema,
  upsertSubAccountsSchema,
} from '../schemas/account.js';
import {
  accessTokenReplySchema,
  registerBodySchema,
  usernameAvailabilityQuerySchema,
  usernameAvailabilityReplySchema,
} from '../schemas/auth.js';
import { emptyReplySchema, idParamSchema } from '../schemas/common.js';
import { adminInvitationAcceptReplySchema, adminInvitationAcceptSchema } from '../schemas/dashboard.js';
import { REAUTH_ERROR_CODES } from './account-center.js';
import {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  verifyEmailBodySchema,
  verifyEmailReplySchema,
} from '../schemas/password-reset.js';

const tag = 'account';

/** Profiles, registering, email verification, password reset and the main account's sub-accounts. */
export const accountApi = {
  profile: endpoint({
    method: 'GET',
    path: '/api/account/profile',
    summary: 'Get my profile',
    tag,
    reply: profileReplySchema,
  }),
  staffProfile: endpoint({
    method: 'GET',
    path: '/api/dashboard/account/profile',
    summary: 'Get my staff profile',
    tag: 'dashboard',
    reply: profileReplySchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/account/:id',
    summary: "Get a person's public profile",
    tag,
    params: idParamSchema,
    reply: publicProfileReplySchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/account/:id',
    summary: "Update my profile or a sub-account's",
    tag,
    params: idParamSchema,
    body: profileUpdateSchema,
    reply: profileUpdateReplySchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/account/register',
    summary: 'Register an account',
    tag,
    body: registerBodySchema,
    errors: ['INVITATION_INVALID', 'PASSWORD_TOO_WEAK', 'PASSWORD_UNREADABLE'],
    reply: accessTokenReplySchema,
  }),
  usernameAvailability: endpoint({
    method: 'GET',
    path: '/api/account/username-availability',
    summary: 'Check whether a username is free and suggest free ones',
    tag,
    query: usernameAvailabilityQuerySchema,
    reply: usernameAvailabilityReplySchema,
  }),
  acceptAdminInvitation: endpoint({
    method: 'POST',
    path: '/api/account/admin-invitation/accept',
    summary: 'Accept an admin invitation as the signed-in holder of its address',
    tag,
    body: adminInvitationAcceptSchema,
    errors: ['ALREADY_ADMIN', 'INVITATION_EMAIL_MISMATCH', 'INVITATION_INVALID'],
    reply: adminInvitationAcceptReplySchema,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/account/verify-email',
    summary: 'Confirm an email address',
    tag,
    body: verifyEmailBodySchema,
    errors: ['EMAIL_VERIFY_TOKEN_INVALID'],
    reply: verifyEmailReplySchema,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/account/verify-email/resend',
    summary: 'Resend the email confirmation mail',
    tag,
    errors: ['ACCOUNT_DEACTIVATED', 'EMAIL_VERIFY_NO_EMAIL'],
    reply: emptyReplySchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/account/forgot-password',
    summary: 'Request a password reset mail',
    tag,
    body: forgotPasswordBodySchema,
    reply: emptyReplySchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/account/reset-password',
    summary: 'Reset a password',
    tag,
    query: resetPasswordQuerySchema,
    body: resetPasswordBodySchema,
    errors: ['PASSWORD_TOO_WEAK', 'PASSWORD_UNREADABLE', 'RESET_TOKEN_INVALID'],
    reply: emptyReplySchema,
  }),
  subAccounts: endpoint({
    method: 'GET',
    path: '/api/account/sub-accounts',
    summary: 'List my sub-accounts',
    tag,
    reply: subAccountListReplySchema,
  }),
  saveSubAccounts: endpoint({
    method: 'POST',
    path: '/api/account/upsert-all-as-sub-accounts',
    summary: 'Save all my sub-accounts',
    tag,
    body: upsertSubAccountsSchema,
    errors: [...REAUTH_ERROR_CODES],
    reply: subAccountListReplySchema,
  }),
  removeSubAccount: endpoint({
    method: 'DELETE',
    path: '/api/account/sub-accounts/:id',
    summary: 'Remove a sub-account',
    tag,
    params: idParamSchema,
    errors: ['ACCOUNT_DEACTIVATED'],
    reply: subAccountListReplySchema,
  }),
};
