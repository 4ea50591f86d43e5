import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { sealPlainTwoFactorSecrets } from './modules/account-center/two-factor.service';
import { createStorageDriver, s3Driver, s3OptionsOf } from './modules/storage/storage.driver';
import { secretBoxFor } from './plugins/secret-box';
import { closePublicChatImages, copyLocalUploads } from './modules/storage/storage.migrate';
import { upsertSuperAdmin } from './seed/admin';
import { backfillChatSearch } from './modules/chat/chat-search';
import { backfillIdeaSearch } from './modules/search/search-backfill';
import { invalidateIdeaLists } from './modules/ideas/idea-list-cache';
import { DEMO_ADMIN, seedDemoData } from './seed/demo-data';
import { demoStaffWarning, randomStaffPassword, replacePublishedStaffPasswords } from './seed/demo-staff';

/**
 * Migrates (then encrypts TOTP secrets stored in plain text and moves chat images stored public to
 * private storage), then seeds demo data (the local demo, or SEED_DEMO=1) and the configured SuperAdmin.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info'>,
) {
  await database.migrate();
  const sealed = await sealPlainTwoFactorSecrets(database.db, secretBoxFor(config));
  if (sealed) log.info({ sealed }, 'encrypted two-factor secrets stored in plain text');
  const closed = await closePublicChatImages(database.db, createStorageDriver(config));
  if (closed) log.info({ closed }, 'moved chat images stored public to private storage');
  const notes: string[] = [];
  const dashboardUrl = `${config.publicUrl}/login?isDashboard=true`;
  if (config.seedDemo) {
    // Outside the local demo, demo staff get random passwords: a published one would open the dashboard.
    const staffPasswords = config.publishedDemoPasswords
      ? undefined
      : { admin: randomStaffPassword(), moderator: randomStaffPassword() };
    const seeded = await seedDemoData(database.db, { uploadsDir: join(config.dataDir, 'uploads'), staffPasswords });
    if (seeded) log.info('seeded demo data');
    // Demo images are written to the local disk; with a bucket they are copied there too.
    const s3 = s3OptionsOf(config);
    if (seeded && s3) await copyLocalUploads(config.dataDir, s3Driver(s3));
    if (!staffPasswords)
      notes.push(`Demo admin: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}  (dashboard: ${dashboardUrl})`);
    else if (seeded)
      notes.push(
        ...demoStaffWarning(
          [
            { username: DEMO_ADMIN.username, password: staffPasswords.admin },
            { username: 'moderator', password: staffPasswords.moderator },
          ],
          dashboardUrl,
        ),
      );
  }
  if (!config.publishedDemoPasswords) {
    // A database seeded by an earlier version in production still has the README's staff password.
    const replaced = await replacePublishedStaffPasswords(database.db);
    if (replaced.length) {
      log.info({ accounts: replaced.map((login) => login.username) }, 'replaced published demo staff passwords');
      notes.push(...demoStaffWarning(replaced, dashboardUrl));
    }
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const admin = await upsertSuperAdmin(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    log.info({ username: admin.username, created: admin.created }, 'SuperAdmin from ADMIN_EMAIL is ready');
    notes.push(`SuperAdmin: ${admin.username} (from ADMIN_EMAIL)`);
  } else if (!config.seedDemo) {
    notes.push('No demo data. Create the first SuperAdmin with ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`.');
  }
  return notes;
}

/**
 * Makes the search words of ideas and messages that have none (a migration that changes what they
 * hold empties them, since PostgreSQL cannot split Thai): in the background once the server serves,
 * so a node with a million ideas to redo is ready at once; meanwhile search still finds their text
 * as a substring. Each node may run it; a batch another node has done is simply found done. `stop()`
 * (on close) ends it after the batch in hand; `done` settles when it has finished or stopped.
 */
export function searchWordsFiller(database: DatabaseHandle, log: Pick<FastifyBaseLogger, 'info' | 'error'>) {
  let stopping = false;
  let done: Promise<void> = Promise.resolve();
  const isStopping = () => stopping;
  return {
    start(): Promise<void> {
      done = (async () => {
        const indexed = await backfillIdeaSearch(database.db, isStopping);
        if (indexed) {
          invalidateIdeaLists(database.db);
          log.info({ indexed }, 'made the search words of ideas that had none');
        }
        const chatIndexed = await backfillChatSearch(database.db, isStopping);
        if (chatIndexed) log.info({ chatIndexed }, 'made the search words of chat messages that had none');
      })().catch((error: unknown) => {
        if (!stopping) log.error({ err: error }, 'could not make the search words; the next start tries again');
      });
      return done;
    },
    stop(): Promise<void> {
      stopping = true;
      return done;
    },
  };
}
