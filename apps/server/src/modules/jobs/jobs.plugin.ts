import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import { inProcessJobRunner, redisJobRunner, type JobRunner } from './job-runner';
import { MAIL_TASK, PUSH_TASK, productJobs } from './jobs.service';
import { backupStoreFor } from '../backup/backup-schedule';

declare module 'fastify' {
  // Module augmentation can only merge interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Background jobs: on Redis (BullMQ) when REDIS_URL is set, in this process otherwise. */
    jobs: JobRunner;
  }
}

/**
 * Starts the background jobs (trending scores, clean-up, mail and push delivery). With REDIS_URL every node
 * shares one BullMQ queue, so each scheduled run happens on one node only; without it (embedded,
 * a single node) the same jobs run on timers in this process.
 */
export const jobsPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const jobs = productJobs({
      db: app.db,
      storage: app.storage,
      mailer: app.mailer,
      push: app.push,
      log: app.log,
      publicUrl: config.publicUrl,
      backup: config.BACKUP_SCHEDULE
        ? {
            db: app.db,
            engine: app.database.engine,
            storage: app.storage,
            config,
            store: backupStoreFor(config),
            log: app.log,
          }
        : undefined,
    });
    const runner = config.REDIS_URL
      ? redisJobRunner({ ...jobs, redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, log: app.log })
      : inProcessJobRunner({ ...jobs, log: app.log });
    app.decorate('jobs', runner);
    app.mailer.useQueue((outboxId) => runner.enqueue(MAIL_TASK, { outboxId }));
    app.push.useQueue((data) => runner.enqueue(PUSH_TASK, data));
    // Test apps each use their own key prefix; their queues are removed with them.
    app.addHook('onClose', async () => runner.close({ purge: config.NODE_ENV === 'test' }));
  },
  { name: 'jobs', dependencies: ['mail', 'push'] },
);
