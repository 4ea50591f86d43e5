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
  /** Editing, unsending or reacting to a message that is not one's own or is gone. */
  CHAT_MESSAGE_NOT_EDITABLE: 'Only your own text messages can be edited.',
  /** The 15 minutes for editing a message have passed. */
  CHAT_EDIT_EXPIRED: 'A message can only be edited within 15 minutes of sending it.',
  /** Unsending someone else's message. */
  CHAT_MESSAGE_NOT_YOURS: 'Only the sender can unsend a message.',
  /** The message was unsent: it cannot be edited or reacted to. */
  CHAT_MESSAGE_REMOVED: 'This message was removed.',
} as const;

export const CHAT_ERROR_STATUS: Record<keyof typeof CHAT_ERROR_MESSAGES, number> = {
  CHAT_BLOCKED: 403,
  CHAT_RECIPIENT_INVALID: 400,
  CHAT_SEND_RATE_LIMITED: 429,
  CHAT_IDEA_UNAVAILABLE: 400,
  CHAT_MESSAGE_NOT_EDITABLE: 403,
  CHAT_EDIT_EXPIRED: 409,
  CHAT_MESSAGE_NOT_YOURS: 403,
  CHAT_MESSAGE_REMOVED: 409,
};
