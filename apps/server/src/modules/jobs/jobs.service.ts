import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { sendDueDigests } from '../account-center/mail-digest.service';
import { recomputeTrendingScores, TRENDING_INTERVAL_MS } from '../ideas/idea-trending.service';
import type { Mailer } from '../mail/mail.service';
import type { PushSender, PushTaskData } from '../push/push.sender';
import type { StorageDriver } from '../storage/storage.driver';
import { deleteOrphanUploads, releaseUploads } from '../storage/storage.service';
import type { RecurringJob, TaskDefinition } from './job-runner';
import { maintenanceRepository } from './maintenance.repository';
import { runScheduledBackup, type ScheduledBackupDeps } from '../backup/backup-schedule';

/** How often the backup schedule is looked at (it names minutes at the finest). */
export const BACKUP_CHECK_INTERVAL_MS = 60_000;

/**
 * How often orphaned uploads and expired sessions, reset tokens, two-factor challenges, email
 * verification links and nonces are removed.
 */
export const CLEANUP_INTERVAL_MS = 15 * 60_000;
export const MAIL_TASK = 'mail-delivery';
export const PUSH_TASK = 'push-delivery';

/**
 * How long a deleted idea keeps its images. Deleting an idea is undoable (a moderator can restore it
 * whole) for this long; after it, the images' files or objects are removed from storage and a
 * restored idea comes back without them.
 */
export const DELETED_IDEA_IMAGE_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** How often due digest mails (daily or weekly, per person) are looked for. */
export const DIGEST_INTERVAL_MS = 60 * 60_000;

type JobDeps = {
  db: Database;
  storage: StorageDriver;
  mailer: Mailer;
  push: PushSender;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Set when BACKUP_SCHEDULE is: the scheduled backup's database, storage and store. */
  backup?: ScheduledBackupDeps;
};

/**
 * Removes uploads unclaimed for 24 hours, the images of ideas deleted more than 30 days ago, and
 * every token past its expiry: sessions, reset tokens, two-factor challenges, email verification
 * links and nonces (an expired token can never be used, so keeping it only keeps its traces).
 */
export async function cleanUp({ db, storage, log }: Pick<JobDeps, 'db' | 'storage' | 'log'>, now = new Date()) {
  const removed = {
    uploads: await deleteOrphanUploads(db, storage, undefined, log, now),
    deletedIdeaImages: await removeImagesOfDeletedIdeas({ db, storage, log }, now),
    sessions: await maintenanceRepository.deleteExpiredSessions(db, now),
    resetTokens: await maintenanceRepository.deleteExpiredResets(db, now),
    twoFactorChallenges: await maintenanceRepository.deleteExpiredChallenges(db, now),
    emailVerifications: await maintenanceRepository.deleteExpiredEmailVerifications(db, now),
    nonces: await maintenanceRepository.deleteExpiredNonces(db, now),
  };
  if (Object.values(removed).some(Boolean)) log.info(removed, 'removed expired rows and orphaned uploads');
  return removed;
}

/** Removes the files of ideas deleted longer ago than the retention; returns how many images went. */
async function removeImagesOfDeletedIdeas({ db, storage, log }: Pick<JobDeps, 'db' | 'storage' | 'log'>, now: Date) {
  const before = new Date(now.getTime() - DELETED_IDEA_IMAGE_RETENTION_MS);
  const keys = await maintenanceRepository.detachImagesOfIdeasDeletedBefore(db, before);
  await releaseUploads(db, storage, keys, log);
  return keys.length;
}

/** The product's background jobs: each recurring one runs once per interval across the deployment. */
export function productJobs(deps: JobDeps): { recurring: RecurringJob[]; tasks: TaskDefinition[] } {
  return {
    recurring: [
      {
        name: 'trending-scores',
        everyMs: TRENDING_INTERVAL_MS,
        run: () => recomputeTrendingScores(deps.db),
      },
      { name: 'cleanup', everyMs: CLEANUP_INTERVAL_MS, run: () => cleanUp(deps) },
      {
        name: 'mail-digest',
        everyMs: DIGEST_INTERVAL_MS,
        run: () => sendDueDigests(deps.db, deps.mailer, { publicUrl: deps.publicUrl }),
      },
      ...(deps.backup
        ? [{ name: 'scheduled-backup', everyMs: BACKUP_CHECK_INTERVAL_MS, run: () => runScheduledBackup(deps.backup!) }]
        : []),
    ],
    tasks: [
      {
        // Tried 8 times over about two hours: 30 s, 1, 2, 4, 8, 16, 32, 64 minutes apart.
        name: MAIL_TASK,
        attempts: 8,
        backoffMs: 30_000,
        run: (data) => deps.mailer.deliver((data as { outboxId: string }).outboxId),
      },
      {
        // A push service that fails (5xx, 429, a timeout) is tried 5 times over about 8 minutes:
        // 30 s, 1, 2, 4 minutes apart. A 404/410 deletes the subscription and ends the task.
        name: PUSH_TASK,
        attempts: 5,
        backoffMs: 30_000,
        run: (data) => deps.push.deliver(data as PushTaskData),
      },
    ],
  };
}
