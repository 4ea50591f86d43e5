/** Error codes of web push: English fallback text, then HTTP status. */
export const PUSH_ERROR_MESSAGES = {
  /**
   * A push subscription whose endpoint is not https on a public address (a private, loopback or
   * link-local address is refused unless the operator allowed it).
   */
  PUSH_ENDPOINT_REFUSED: 'This push service address is not allowed.',
} as const;

export const PUSH_ERROR_STATUS: Record<keyof typeof PUSH_ERROR_MESSAGES, number> = {
  PUSH_ENDPOINT_REFUSED: 400,
};
