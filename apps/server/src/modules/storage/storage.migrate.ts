import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FileAcl } from '@ideamatch/shared';
import { privateUploadsDir, publicUploadsDir, type StorageDriver } from './storage.driver';

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
