import { z } from 'zod';
import { envelope } from './common.js';

/** How many days the overview may cover: a week, a month or a quarter. */
export const OVERVIEW_RANGES = [7, 30, 90] as const;
export const DEFAULT_OVERVIEW_RANGE = 30;

export const dashboardOverviewQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (OVERVIEW_RANGES as readonly number[]).includes(value), 'days must be 7, 30 or 90')
    .default(DEFAULT_OVERVIEW_RANGE),
});

/** One day of the overview, in Thailand's time (UTC+7, no daylight saving). */
export const overviewDaySchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  /** Main accounts created (sub-accounts are not sign-ups). */
  signUps: z.number().int(),
  /** Ideas posted. */
  ideas: z.number().int(),
  /** Reports filed on ideas, comments and people. */
  reports: z.number().int(),
  /** People who signed in, viewed an idea, posted, commented, reviewed or sent a message. */
  activePeople: z.number().int(),
});

export const dashboardOverviewSchema = z.object({
  days: z.array(overviewDaySchema),
  totals: z.object({
    /** Main accounts not deleted. */
    accounts: z.number().int(),
    /** Ideas not deleted. */
    ideas: z.number().int(),
    /** Reports waiting for a decision. */
    openReports: z.number().int(),
  }),
});
export const dashboardOverviewReplySchema = envelope(dashboardOverviewSchema);

export type OverviewDay = z.infer<typeof overviewDaySchema>;
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** Scheduled backups as the SuperAdmin sees them: when, how big, how it went (null before the first). */
export const dashboardBackupSchema = z.object({
  /** The cron schedule (UTC) from BACKUP_SCHEDULE; null when scheduled backups are off. */
  schedule: z.string().nullable(),
  keep: z.number().int(),
  where: z.string(),
  lastAttemptAt: z.iso.datetime().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastOutcome: z.enum(['ok', 'failed', 'running']).nullable(),
  lastFile: z.string().nullable(),
  lastBytes: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export const dashboardBackupReplySchema = envelope(dashboardBackupSchema);
export type DashboardBackup = z.infer<typeof dashboardBackupSchema>;
