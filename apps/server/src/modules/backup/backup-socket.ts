import { existsSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import { createBackup, type BackupSummary } from './backup.service';

/**
 * The embedded database lives inside the server process, so a backup taken while it serves must be
 * written by that process: `npm run backup` asks it over this socket in DATA_DIR (only the account
 * that owns DATA_DIR can open it). While it answers, the data directory is in use.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

type BackupRequest = { out: string; includeSecretKey?: boolean };
type BackupReply = { ok: true; summary: BackupSummary } | { ok: false; error: string };

export const backupSocketPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  if (!config.isEmbedded) return;
  const path = backupSocketPath(config.dataDir);
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    // A socket file left by a process that died answers nobody: it is replaced.
    if (existsSync(path) && !(await isAnswering(path))) unlinkSync(path);
    server = createServer((socket) => {
      let input = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        input += chunk;
        if (!input.includes('\n')) return;
        const reply = (body: BackupReply) => socket.end(`${JSON.stringify(body)}\n`);
        let request: BackupRequest;
        try {
          request = JSON.parse(input.slice(0, input.indexOf('\n'))) as BackupRequest;
        } catch {
          reply({ ok: false, error: 'bad request' });
          return;
        }
        createBackup({
          db: app.db,
          engine: app.database.engine,
          storage: app.storage,
          config,
          out: request.out,
          includeSecretKey: request.includeSecretKey,
        }).then(
          (summary) => reply({ ok: true, summary }),
          (error: unknown) => reply({ ok: false, error: (error as Error).message }),
        );
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(path, () => resolve());
    }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'backup socket unavailable: backups need the server stopped'),
    );
  });
  app.addHook('onClose', async () => {
    if (!server?.listening) return;
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
});

/** True when a server answers on the socket. */
export function isAnswering(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Asks the running server for a backup; null when no server answers (then the caller opens the data itself). */
export function requestBackup(dataDir: string, request: BackupRequest): Promise<BackupSummary | null> {
  const path = backupSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let output = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (output += chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected) resolve(null);
      else reject(error);
    });
    socket.once('end', () => {
      const reply = JSON.parse(output) as BackupReply;
      if (reply.ok) resolve(reply.summary);
      else reject(new Error(reply.error));
    });
  });
}
