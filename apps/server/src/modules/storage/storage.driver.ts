import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileAcl } from '@ideamatch/shared';
import { fileUrl } from '../../lib/files';

/** Where stored bytes live; the local disk today, an S3 bucket later behind the same three calls. */
export type StorageDriver = {
  put: (key: string, body: Buffer, acl: FileAcl) => Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete: (key: string, acl: FileAcl) => Promise<void>;
  /** Public address of a file, or null for a private one. */
  url: (key: string, acl: FileAcl) => string | null;
};

/** Public files are served from here at /files/<key>. */
export const publicUploadsDir = (dataDir: string) => join(dataDir, 'uploads');
/** Private files live outside the served root, so /files can never expose them. */
export const privateUploadsDir = (dataDir: string) => join(dataDir, 'private');

/** Resolves a key under a root, refusing anything that would escape it. */
const pathUnder = (root: string, key: string): string => {
  const path = resolve(root, key);
  if (!path.startsWith(resolve(root) + sep)) throw new Error(`storage key escapes its root: ${key}`);
  return path;
};

/** Files on the local disk: public under `<dataDir>/uploads`, private under `<dataDir>/private`. */
export function localDiskDriver(dataDir: string): StorageDriver {
  const rootOf = (acl: FileAcl) => (acl === 'private' ? privateUploadsDir(dataDir) : publicUploadsDir(dataDir));
  return {
    put: async (key, body, acl) => {
      const path = pathUnder(rootOf(acl), key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body, { flag: 'wx' });
    },
    delete: async (key, acl) => {
      await rm(pathUnder(rootOf(acl), key), { force: true });
    },
    url: (key, acl) => (acl === 'public' ? fileUrl(key) : null),
  };
}
