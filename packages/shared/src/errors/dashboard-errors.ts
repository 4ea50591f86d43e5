/** Error codes of the dashboard: English fallback text, then HTTP status. */
export const DASHBOARD_ERROR_MESSAGES = {
  /** An admin tried to deactivate, demote or re-permission their own account. */
  CANNOT_MODERATE_SELF: 'You cannot do this to your own account.',
  /** Only a SuperAdmin may deactivate, remove or create a SuperAdmin. */
  SUPER_ADMIN_PROTECTED: 'Only a super admin can change a super admin.',
  /** Removing or deactivating the only remaining SuperAdmin would leave nobody in charge. */
  LAST_SUPER_ADMIN: 'The last super admin cannot be removed.',
  /** An invitation or promotion of an account that already holds an admin role. */
  ALREADY_ADMIN: 'This account is already an admin.',
  /** A staff-only change on an account without an admin role (or a SuperAdmin's fixed permissions). */
  NOT_AN_ADMIN: 'This account is not an admin.',
  /** An admin invitation token that is unknown, used, revoked, expired or for another email. */
  INVITATION_INVALID: 'This invitation is invalid or has expired.',
  /** Promoting a deactivated account; reactivate it first. */
  ACCOUNT_IS_DEACTIVATED: 'This account is deactivated. Reactivate it first.',
  /** A report decision on a report that was already decided. */
  REPORT_ALREADY_DECIDED: 'This report has already been decided.',
} as const;

export const DASHBOARD_ERROR_STATUS: Record<keyof typeof DASHBOARD_ERROR_MESSAGES, number> = {
  CANNOT_MODERATE_SELF: 403,
  SUPER_ADMIN_PROTECTED: 403,
  LAST_SUPER_ADMIN: 409,
  ALREADY_ADMIN: 409,
  NOT_AN_ADMIN: 400,
  INVITATION_INVALID: 400,
  ACCOUNT_IS_DEACTIVATED: 409,
  REPORT_ALREADY_DECIDED: 409,
};
