/** Error codes of partners, blocking and notifications (issue 5): English fallback text, then HTTP status. */
export const PARTNER_ERROR_MESSAGES = {} as const;

export const PARTNER_ERROR_STATUS: Record<keyof typeof PARTNER_ERROR_MESSAGES, number> = {};
