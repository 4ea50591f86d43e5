/** Error codes of partners, blocking and notifications: English fallback text, then HTTP status. */
export const PARTNER_ERROR_MESSAGES = {
  /** A partner request or block aimed at the caller's own account. */
  PARTNER_SELF: 'You cannot do this with your own account.',
  /** The person does not exist, is deactivated or is a sub-account. */
  PARTNER_UNAVAILABLE: 'This person is not available.',
  /** A second request while one from the caller is still pending. */
  PARTNER_REQUEST_ALREADY_SENT: 'You have already sent a request to this person.',
  /** A request to someone the caller is already connected with. */
  PARTNER_ALREADY_CONNECTED: 'You are already partners.',
  /** Accept, decline or cancel of a request that was answered or withdrawn meanwhile. */
  PARTNER_REQUEST_CLOSED: 'This request is no longer pending.',
  /** Disconnect from someone who is not a partner. */
  PARTNER_NOT_CONNECTED: 'You are not partners.',
  /** One of the two blocked the other: no requests, comments or messages between them. */
  BLOCKED: 'You cannot interact with this person.',
  /**
   * A new request to someone who declined the caller's request less than PARTNER_LIMITS.declineCooldownDays
   * ago; `Retry-After` and the relation's `requestAllowedAt` say when it is allowed again.
   */
  PARTNER_REQUEST_COOLDOWN: 'This person declined your request. You can send a new one 7 days after they declined.',
} as const;

export const PARTNER_ERROR_STATUS: Record<keyof typeof PARTNER_ERROR_MESSAGES, number> = {
  PARTNER_SELF: 400,
  PARTNER_UNAVAILABLE: 404,
  PARTNER_REQUEST_ALREADY_SENT: 409,
  PARTNER_ALREADY_CONNECTED: 409,
  PARTNER_REQUEST_CLOSED: 409,
  PARTNER_NOT_CONNECTED: 404,
  BLOCKED: 403,
  PARTNER_REQUEST_COOLDOWN: 429,
};
