import type { FastifyBaseLogger } from 'fastify';
import type { FileAcl } from '@ideamatch/shared';
import { imageVariantKeys, imageVariantPath } from '@ideamatch/shared/image-variants';
import type { Database } from '../../db/client';
import type { NewUpload, Upload } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { uuidv7 } from '../../lib/uuid';
import type { StorageDriver } from './storage.driver';
import { processImage, type BoundingBox, type ProcessedImage } from './storage.image';
import { storageRepository } from './storage.repository';

export type WarnLogger = Pick<FastifyBaseLogger, 'warn'>;

const HOUR_MS = 60 * 60_000;
export const ORPHAN_AGE_MS = 24 * HOUR_MS;
const ORPHAN_BATCH = 200;

/**
 * Twice the suggested image sizes (IMAGE_SIZES in @ideamatch/shared). An account upload may be an
 * avatar (600x600) or a background (1280x320) and the request does not say which, so it gets a box
 * holding both.
 */
const BOXES: Record<'idea' | 'account' | 'chat', BoundingBox> = {
  idea: { width: 1600, height: 1600 },
  chat: { width: 1600, height: 1600 },
  account: { width: 2560, height: 2560 },
};

const EXTENSIONS = { jpeg: 'jpg', png: 'png' } as const;
const MIME_TYPES = { jpeg: 'image/jpeg', png: 'image/png' } as const;

const consoleLogger: WarnLogger = {
  warn: (...args: unknown[]) => console.warn(...args),
} as WarnLogger;

const MODULE_PATH = /^(idea|chat|account\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))$/i;

/**
 * Checks the caller (a main account) may write under `modulePath`: 'idea', its own
 * `account/<id>` or that of one of its sub-accounts. Returns the box images are shrunk into.
 */
export async function authorizeModulePath(db: Database, callerId: string, modulePath: string): Promise<BoundingBox> {
  const match = MODULE_PATH.exec(modulePath);
  if (!match) throw fieldError('modulePath', 'MODULE_PATH_INVALID');
  const accountId = match[2]?.toLowerCase();
  if (!accountId) return match[1]!.toLowerCase() === 'chat' ? BOXES.chat : BOXES.idea;
  if (accountId === callerId) return BOXES.account;
  const target = await storageRepository.findAccountOwner(db, accountId);
  if (target?.ownerAccountId !== callerId) throw new AppError('FORBIDDEN');
  return BOXES.account;
}

/** A stored file by its key and where it lives. */
export type StoredKey = { key: string; acl: FileAcl };

/** Deletes a stored image's WebP copies; missing copies (older uploads, demo data) are fine. */
async function deleteVariants(driver: StorageDriver, key: string, acl: FileAcl): Promise<void> {
  await Promise.allSettled(imageVariantKeys(key).map((variant) => driver.delete(variant, acl)));
}

/**
 * Deletes stored files and every WebP copy of each: whatever removes an image from the product goes
 * through here, so no resized copy outlives its original. A failed delete is logged, never thrown.
 */
export async function deleteStoredFiles(
  driver: StorageDriver,
  files: StoredKey[],
  log: WarnLogger = consoleLogger,
): Promise<void> {
  for (const { key, acl } of files) {
    await driver.delete(key, acl).catch((err: unknown) => log.warn({ err, key }, 'could not delete a stored file'));
    await deleteVariants(driver, key, acl);
  }
}

/**
 * Re-encodes every image first, so one bad file stores nothing; then writes files (each image with
 * its WebP copies beside it, named by imageVariantPath) and rows.
 */
export async function storeUploads(
  db: Database,
  driver: StorageDriver,
  input: { ownerAccountId: string; modulePath: string; acl: FileAcl; files: Buffer[]; box: BoundingBox },
): Promise<string[]> {
  const images: ProcessedImage[] = [];
  for (const file of input.files) images.push(await processImage(file, input.box));

  const modulePath = input.modulePath.toLowerCase();
  const stored = images.map((image) => ({ image, key: `${modulePath}/${uuidv7()}.${EXTENSIONS[image.format]}` }));
  const written: string[] = [];
  try {
    for (const { image, key } of stored) {
      await driver.put(key, image.body, input.acl, MIME_TYPES[image.format]);
      written.push(key);
      for (const variant of image.variants) {
        const variantKey = imageVariantPath(key, variant.width);
        if (!variantKey) continue;
        await driver.put(variantKey, variant.body, input.acl);
        written.push(variantKey);
      }
    }
    await db.transaction(async (tx) => {
      for (const { image, key } of stored) {
        await storageRepository.insert(tx, {
          key,
          ownerAccountId: input.ownerAccountId,
          modulePath,
          acl: input.acl,
          mime: MIME_TYPES[image.format],
          sizeBytes: image.body.length,
          width: image.width,
          height: image.height,
        });
      }
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => driver.delete(key, input.acl)));
    throw error;
  }
  return stored.map(({ key }) => key);
}

/** Deletes the caller's own uploads; any key that is someone else's refuses the whole request. */
export async function deleteOwnUploads(
  db: Database,
  driver: StorageDriver,
  accountId: string,
  keys: string[],
): Promise<void> {
  const rows = await storageRepository.findByKeys(db, [...new Set(keys)]);
  if (rows.some((row) => row.ownerAccountId !== accountId)) throw new AppError('FORBIDDEN');
  await storageRepository.deleteByKeys(
    db,
    rows.map((row) => row.key),
  );
  await deleteStoredFiles(driver, rows);
}

/**
 * Marks uploads as used by a saved record, so the orphan sweep keeps them. Each key must be an
 * upload of `accountId`, or (for a sub-account) of the main account that owns it; 400 otherwise.
 */
export async function claimUploads(db: Database, { keys, accountId }: { keys: string[]; accountId: string }) {
  const unique = [...new Set(keys)];
  if (!unique.length) return;
  const account = await storageRepository.findAccountOwner(db, accountId);
  const owners = new Set([accountId, ...(account?.ownerAccountId ? [account.ownerAccountId] : [])]);
  const rows = await storageRepository.findByKeys(db, unique);
  const found = new Map(rows.map((row) => [row.key, row]));
  for (const key of unique) {
    const row = found.get(key);
    if (!row || !row.ownerAccountId || !owners.has(row.ownerAccountId)) {
      throw fieldError('files', 'UPLOAD_NOT_YOURS');
    }
  }
  await storageRepository.markReferenced(db, unique);
}

/** Deletes files then rows, logging failures; false when the rows could not be deleted. */
async function removeUploads(db: Database, driver: StorageDriver, rows: Upload[], log: WarnLogger): Promise<boolean> {
  await deleteStoredFiles(driver, rows, log);
  try {
    await storageRepository.deleteByKeys(
      db,
      rows.map((row) => row.key),
    );
    return true;
  } catch (err) {
    log.warn({ err, keys: rows.map((row) => row.key) }, 'could not delete upload rows');
    return false;
  }
}

/**
 * Deletes files and rows a record no longer uses. A failed file delete is logged and ignored,
 * so it never fails the save that called it.
 */
export async function releaseUploads(
  db: Database,
  driver: StorageDriver,
  keys: string[],
  log: WarnLogger = consoleLogger,
): Promise<void> {
  const unique = [...new Set(keys)].filter(Boolean);
  if (!unique.length) return;
  let rows: Upload[];
  try {
    rows = await storageRepository.findByKeys(db, unique);
  } catch (err) {
    log.warn({ err, keys: unique }, 'could not read uploads to release');
    return;
  }
  const known = new Set(rows.map((row) => row.key));
  // A key without a row (e.g. demo data) may still have a public file.
  await deleteStoredFiles(
    driver,
    unique.filter((key) => !known.has(key)).map((key) => ({ key, acl: 'public' as const })),
    log,
  );
  await removeUploads(db, driver, rows, log);
}

/** Deletes uploads no saved record claimed within `olderThanMs` (24 hours by default); returns how many. */
export async function deleteOrphanUploads(
  db: Database,
  driver: StorageDriver,
  olderThanMs = ORPHAN_AGE_MS,
  log: WarnLogger = consoleLogger,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - olderThanMs);
  let total = 0;
  for (;;) {
    const rows = await storageRepository.listOrphans(db, before, ORPHAN_BATCH);
    if (!rows.length) return total;
    // Stop when rows cannot be deleted, rather than listing the same ones forever.
    if (!(await removeUploads(db, driver, rows, log))) return total;
    total += rows.length;
    if (rows.length < ORPHAN_BATCH) return total;
  }
}

/** The stored files with these keys (keys not found are left out). */
export const findStoredFiles = (db: Database, keys: string[]): Promise<Upload[]> =>
  storageRepository.findByKeys(db, keys);

/** Records a file the caller already put with the storage driver (it deletes the file if this fails). */
export const recordStoredFile = (db: Database, row: NewUpload): Promise<void> => storageRepository.insert(db, row);
