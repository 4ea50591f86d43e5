/** Error codes of the dashboard (issue 7): English fallback text, then HTTP status. */
export const DASHBOARD_ERROR_MESSAGES = {} as const;

export const DASHBOARD_ERROR_STATUS: Record<keyof typeof DASHBOARD_ERROR_MESSAGES, number> = {};
