import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation.js';
import { codesOf } from './common.js';

/*
 * Limits, messages and fields shared by the dashboard's schemas (dashboard.ts, dashboard-moderation.ts,
 * dashboard-audit.ts). The package exports the limits and messages; `C` and the fields stay inside it.
 */

export const DASHBOARD_LIMITS = { reasonMax: 500, noteMax: 500, qMax: 100 } as const;
/** Field error codes of the dashboard's forms. */
export const DASHBOARD_MESSAGES = {
  REASON_REQUIRED: 'Please give a reason.',
  REASON_TOO_LONG: `The reason must be at most ${DASHBOARD_LIMITS.reasonMax} characters`,
  NOTE_TOO_LONG: `The note must be at most ${DASHBOARD_LIMITS.noteMax} characters`,
  SPONSORED_UNTIL_REQUIRED: 'Please choose when the sponsorship ends.',
  SPONSORED_UNTIL_PAST: 'The sponsorship must end in the future.',
  ADMIN_PERMISSIONS_REQUIRED: 'Choose at least one permission for an admin.',
} as const;
/** Error codes of the dashboard forms, by name. */
export const C = { ...codesOf(DASHBOARD_MESSAGES), ...codesOf(VALIDATION_MESSAGES) };

export const searchText = z.string().trim().max(DASHBOARD_LIMITS.qMax).optional();
export const noteText = z
  .string()
  .trim()
  .max(DASHBOARD_LIMITS.noteMax, C.NOTE_TOO_LONG)
  .optional()
  .transform((value) => (value ? value : undefined));
