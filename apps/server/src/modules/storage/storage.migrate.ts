import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { CHAT_LIMITS, type FileAcl } from '@ideamatch/shared';
import { imageVariantKeys } from '@ideamatch/shared/image-variants';
import type { Database } from '../../db/client';
import { privateUploadsDir, publicUploadsDir, type StorageDriver } from './storage.driver';
import { storageRepository } from './storage.repository';

export type CopyReport = { copied: number; skipped: number };

/**
 * Copies the files of a local data directory (`uploads/` public, `private/` private) into another
 * driver under the same keys. Files the target already holds are left as they are, so the copy
 * can be run again after an interruption.
 */
export async function copyLocalUploads(dataDir: string, target: StorageDriver): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0 };
  const roots: [string, FileAcl][] = [
    [publicUploadsDir(dataDir), 'public'],
    [privateUploadsDir(dataDir), 'private'],
  ];
  for (const [root, acl] of roots) {
    if (!existsSync(root)) continue;
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(root, path).split(sep).join('/');
      const existing = await target.get(key, acl);
      if (existing) {
        existing.body.destroy();
        report.skipped += 1;
        continue;
      }
      await target.put(key, await readFile(path), acl);
      report.copied += 1;
    }
  }
  return report;
}

const CHAT_MOVE_BATCH = 100;

/** Moves one stored file from public to private storage; a file already moved (or never made) is skipped. */
async function moveToPrivate(driver: StorageDriver, key: string): Promise<void> {
  const file = await driver.get(key, 'public');
  if (!file) return;
  const body = Buffer.concat((await file.body.toArray()) as Buffer[]);
  try {
    await driver.put(key, body, 'private', file.contentType);
  } catch (error) {
    // Another node starting at the same moment moved it first.
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  }
  await driver.delete(key, 'public');
}

/**
 * Chat images are private to the chat's members (docs/design.md#files). Those stored public before
 * are moved, each with its WebP copies, to private storage at start, so their old /files address
 * answers 404. Safe to run again and on several nodes at once. Returns how many images moved.
 */
export async function closePublicChatImages(db: Database, driver: StorageDriver): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await storageRepository.listPublicOf(db, CHAT_LIMITS.modulePath, CHAT_MOVE_BATCH);
    for (const row of rows) {
      for (const key of [row.key, ...imageVariantKeys(row.key)]) await moveToPrivate(driver, key);
      await storageRepository.setAcl(db, row.key, 'private');
      moved += 1;
    }
    if (rows.length < CHAT_MOVE_BATCH) return moved;
  }
}
