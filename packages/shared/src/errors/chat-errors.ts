/** Error codes of chat: English fallback text, then HTTP status. */
export const CHAT_ERROR_MESSAGES = {
  /** Either person blocked the other: neither can message. */
  CHAT_BLOCKED: 'You cannot message this person.',
  /** A message to yourself, or to an account that does not exist or is deactivated. */
  CHAT_RECIPIENT_INVALID: 'This person cannot receive messages.',
  /** More sends than the per-account limit allows (CHAT_LIMITS). */
  CHAT_SEND_RATE_LIMITED: 'You are sending messages too fast. Please wait a moment.',
  /** The shared idea does not exist or is not visible. */
  CHAT_IDEA_UNAVAILABLE: 'This idea is no longer available.',
} as const;

export const CHAT_ERROR_STATUS: Record<keyof typeof CHAT_ERROR_MESSAGES, number> = {
  CHAT_BLOCKED: 403,
  CHAT_RECIPIENT_INVALID: 400,
  CHAT_SEND_RATE_LIMITED: 429,
  CHAT_IDEA_UNAVAILABLE: 400,
};
