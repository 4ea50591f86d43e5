import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { AccountRole } from '@ideamatch/shared';
import { dashboardOverviewApi } from '@ideamatch/shared/api/dashboard';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { backupSocketPlugin } from './backup-socket';
import { backupStoreFor, type BackupStatus } from './backup-schedule';

/** How long the status read for /metrics is reused (a bucket read per scrape would be wasteful). */
const STATUS_CACHE_MS = 30_000;

/**
 * Backups on a running server: the socket `npm run backup` asks in embedded mode, the SuperAdmin's
 * view of scheduled backups, and `backup_last_success_timestamp_seconds` for alerting.
 */
export const backupPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(backupSocketPlugin, { config });
    const store = backupStoreFor(config);
    let cached: { at: number; status: BackupStatus } | null = null;
    const status = async () => {
      if (cached && Date.now() - cached.at < STATUS_CACHE_MS) return cached.status;
      cached = { at: Date.now(), status: await store.readStatus() };
      return cached.status;
    };

    new Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the last scheduled backup archive was written (Unix seconds; 0 before the first).',
      registers: [app.metrics],
      async collect() {
        const last = config.BACKUP_SCHEDULE ? (await status().catch(() => null))?.lastSuccessAt : null;
        this.set(last ? Math.floor(new Date(last).getTime() / 1000) : 0);
      },
    });

    route(app, dashboardOverviewApi.backup, {
      access: 'staff',
      handler: async (request) => {
        if (request.actor().role !== AccountRole.SuperAdmin) throw new AppError('FORBIDDEN');
        cached = null;
        return {
          schedule: config.BACKUP_SCHEDULE ?? null,
          keep: config.BACKUP_KEEP,
          where: store.where,
          ...(await status()),
        };
      },
    });
  },
  { name: 'backup', dependencies: ['metrics'] },
);
