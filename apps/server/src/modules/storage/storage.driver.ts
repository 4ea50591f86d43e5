import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileAcl } from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { fileUrl } from '../../lib/files';
import { AppError } from '../../lib/app-error';

/** A stored file read back for streaming. */
export type StoredFile = { body: Readable; contentType: string | undefined; size: number | undefined };

/** Where stored bytes live: the local disk, or an S3-compatible bucket when S3_BUCKET is set. */
export type StorageDriver = {
  kind: 'local' | 's3';
  put: (key: string, body: Buffer, acl: FileAcl, contentType?: string) => Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete: (key: string, acl: FileAcl) => Promise<void>;
  /** Public address of a file, or null for a private one. */
  url: (key: string, acl: FileAcl) => string | null;
  /** A time-limited address of a private file (presigned GET on S3); null where the driver has none. */
  signedUrl: (key: string, expiresInSeconds?: number) => Promise<string | null>;
  /** Reads a file back; null when it does not exist. */
  get: (key: string, acl: FileAcl) => Promise<StoredFile | null>;
};

/** Errors of a disk or bucket with no room left (ENOSPC, a quota, S3's 507 Insufficient Storage). */
const isStorageFull = (error: unknown): boolean => {
  const { code, name, $metadata } = (error ?? {}) as {
    code?: string;
    name?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    code === 'ENOSPC' ||
    code === 'EDQUOT' ||
    name === 'XMinioStorageFull' ||
    name === 'QuotaExceeded' ||
    $metadata?.httpStatusCode === 507
  );
};

/** A full disk or bucket becomes a 507 STORAGE_FULL that says so; any other error stays as it is. */
const storageFullOr = (error: unknown): unknown =>
  isStorageFull(error) ? new AppError('STORAGE_FULL', { cause: error }) : error;

/** Default lifetime of a presigned private-file address. */
export const SIGNED_URL_SECONDS = 15 * 60;

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

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};
/** The content type a key's extension stands for. */
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Files on the local disk: public under `<dataDir>/uploads`, private under `<dataDir>/private`. */
export function localDiskDriver(dataDir: string): StorageDriver {
  const rootOf = (acl: FileAcl) => (acl === 'private' ? privateUploadsDir(dataDir) : publicUploadsDir(dataDir));
  return {
    kind: 'local',
    put: async (key, body, acl) => {
      const path = pathUnder(rootOf(acl), key);
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, body, { flag: 'wx' });
      } catch (error) {
        // A file cut short (the disk filled up) is removed: a stored file is whole or absent.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true }).catch(() => undefined);
        throw storageFullOr(error);
      }
    },
    delete: async (key, acl) => {
      await rm(pathUnder(rootOf(acl), key), { force: true });
    },
    url: (key, acl) => (acl === 'public' ? fileUrl(key) : null),
    signedUrl: async () => null,
    get: async (key, acl) => {
      const path = pathUnder(rootOf(acl), key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), contentType: contentTypeOf(key), size: info.size };
    },
  };
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base address of the bucket; public files are linked there instead of /files. */
  publicUrl?: string;
};

/** The S3 client for these options: path-style addressing, so MinIO, Ceph and R2 endpoints work. */
export const s3ClientFor = (options: S3Options): S3Client =>
  new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });

/**
 * Files in one S3 bucket. Public and private files share the bucket under `public/` and `private/`
 * prefixes, so a bucket policy can open `public/*` to the world and keep the rest closed.
 */
export function s3Driver(options: S3Options, client: S3Client = s3ClientFor(options)): StorageDriver {
  const objectKey = (key: string, acl: FileAcl) => {
    if (key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
      throw new Error(`storage key escapes its root: ${key}`);
    }
    return `${acl}/${key}`;
  };
  return {
    kind: 's3',
    put: async (key, body, acl, contentType) => {
      await client
        .send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(key, acl),
            Body: body,
            ContentType: contentType ?? contentTypeOf(key),
            CacheControl: acl === 'public' ? PUBLIC_CACHE_CONTROL : 'private, no-store',
          }),
        )
        .catch((error: unknown) => {
          throw storageFullOr(error);
        });
    },
    delete: async (key, acl) => {
      // S3 answers a delete of a missing object with success.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key, acl) }));
    },
    url: (key, acl) => (acl === 'public' ? fileUrl(key) : null),
    signedUrl: (key, expiresInSeconds = SIGNED_URL_SECONDS) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key, 'private') }), {
        expiresIn: expiresInSeconds,
      }),
    get: async (key, acl) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key, acl) }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, contentType: object.ContentType, size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
  };
}

/** Stored keys are never reused, so public files may be cached for a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The S3 options of the configuration, or null when S3_BUCKET is unset. */
export const s3OptionsOf = (config: AppConfig): S3Options | null =>
  config.S3_BUCKET
    ? {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        publicUrl: config.S3_PUBLIC_URL,
      }
    : null;

/** The bucket when S3_BUCKET is set, otherwise the local disk under DATA_DIR. */
export function createStorageDriver(config: AppConfig): StorageDriver {
  const s3 = s3OptionsOf(config);
  return s3 ? s3Driver(s3) : localDiskDriver(config.dataDir);
}
