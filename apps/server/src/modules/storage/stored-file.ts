import type { FileAcl } from '@ideamatch/shared';
import { imageVariantKeys } from '@ideamatch/shared/image-variants';
import type { Database } from '../../db/client';
import type { StorageDriver, StoredFile } from './storage.driver';
import { storageRepository } from './storage.repository';

const OTHER: Record<FileAcl, FileAcl> = { public: 'private', private: 'public' };

/**
 * A stored file wherever it lives: first where its upload row says, then the other place (a move
 * between public and private storage may be under way; demo data has no row and is public).
 */
export async function openStoredFile(
  db: Database,
  driver: StorageDriver,
  key: string,
  uploadKey: string = key,
): Promise<StoredFile | null> {
  const [row] = await storageRepository.findByKeys(db, [uploadKey]);
  const first = row?.acl ?? 'public';
  return (await driver.get(key, first)) ?? (await driver.get(key, OTHER[first]));
}

/** The bytes of a stored file (see `openStoredFile`); null when it is nowhere. */
export async function readStoredFile(db: Database, driver: StorageDriver, key: string): Promise<Buffer | null> {
  const file = await openStoredFile(db, driver, key);
  if (!file) return null;
  return Buffer.concat((await file.body.toArray()) as Buffer[]);
}

/** Moves one file between public and private storage; a file already there (or never made) is skipped. */
async function moveFile(driver: StorageDriver, key: string, from: FileAcl, to: FileAcl): Promise<void> {
  const file = await driver.get(key, from);
  if (!file) return;
  const body = Buffer.concat((await file.body.toArray()) as Buffer[]);
  try {
    await driver.put(key, body, to, file.contentType);
  } catch (error) {
    // Another node moved it first.
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  }
  await driver.delete(key, from);
}

/**
 * Puts a stored image, with every WebP copy, where `acl` says, and records it on its upload row.
 * Safe to repeat; used when an idea's images change between public and private
 * (docs/idea-protection.md#images).
 */
export async function setStoredImageAcl(db: Database, driver: StorageDriver, key: string, acl: FileAcl): Promise<void> {
  for (const file of [key, ...imageVariantKeys(key)]) await moveFile(driver, file, OTHER[acl], acl);
  await storageRepository.setAcl(db, key, acl);
}
