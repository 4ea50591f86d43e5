/** Error codes of web push: English fallback text, then HTTP status. */
export const PUSH_ERROR_MESSAGES = {
  /**
   * A push subscription whose endpoint is not https on a public address (a private, loopback or
   * link-local address is refused unless the operator allowed it).
   */
  PUSH_ENDPOINT_REFUSED: 'This push service address is not allowed.',
  /**
   * The device's subscription belongs to another account, still signed in on it: a subscription
   * belongs to the account that made it, so presenting its endpoint takes nothing over.
   */
  PUSH_ENDPOINT_TAKEN: 'This device gets another account’s notifications. Sign that account out on this device first.',
} as const;

export const PUSH_ERROR_STATUS: Record<keyof typeof PUSH_ERROR_MESSAGES, number> = {
  PUSH_ENDPOINT_REFUSED: 400,
  PUSH_ENDPOINT_TAKEN: 409,
};
