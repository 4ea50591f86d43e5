/** Error codes of chat (issue 6): English fallback text, then HTTP status. */
export const CHAT_ERROR_MESSAGES = {} as const;

export const CHAT_ERROR_STATUS: Record<keyof typeof CHAT_ERROR_MESSAGES, number> = {};
