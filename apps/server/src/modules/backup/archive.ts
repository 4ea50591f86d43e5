import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/**
 * A backup archive is a gzipped tar: `db/<table>.ndjson` (one row a line, as PostgreSQL's
 * `row_to_json` writes it), `files/<acl>/<key>` (stored files), `keys/<name>` (key files) and
 * `manifest.json` last, naming every other entry with its size and SHA-256.
 */
export const MANIFEST_ENTRY = 'manifest.json';

export type EntryDigest = { size: number; sha256: string };

/** Counts and hashes the bytes that pass through. */
class DigestStream extends Transform {
  private readonly hash = createHash('sha256');
  size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.hash.update(chunk);
    this.size += chunk.length;
    done(null, chunk);
  }
  digest(): EntryDigest {
    return { size: this.size, sha256: this.hash.digest('hex') };
  }
}

/** Writes an archive entry by entry; `close` returns the whole file's size and SHA-256. */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly done: Promise<void>;
  private readonly fileDigest = new DigestStream();

  constructor(path: string) {
    this.done = pipeline(
      this.pack,
      createGzip({ level: 6 }),
      this.fileDigest,
      createWriteStream(path, { flags: 'wx' }),
    );
    // A failed write surfaces through `close`; until then an early error must not go unhandled.
    this.done.catch(() => undefined);
  }

  /** Adds an entry of known size from a stream or a buffer, returning its digest. */
  async add(name: string, body: Buffer | Readable, size: number): Promise<EntryDigest> {
    const hash = createHash('sha256');
    let read = 0;
    await new Promise<void>((resolve, reject) => {
      const entry = this.pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }, (error) =>
        error ? reject(error) : resolve(),
      );
      (async () => {
        for await (const chunk of Buffer.isBuffer(body) ? [body] : (body as AsyncIterable<Buffer>)) {
          hash.update(chunk);
          read += chunk.length;
          if (read > size) throw new Error(`${name}: more than the ${size} bytes expected`);
          if (!entry.write(chunk)) await new Promise<void>((drained) => entry.once('drain', () => drained()));
        }
        if (read !== size) throw new Error(`${name}: expected ${size} bytes, read ${read}`);
        entry.end(Buffer.alloc(0));
      })().catch((error: unknown) => {
        entry.destroy(error as Error);
        reject(error as Error);
      });
    });
    return { size: read, sha256: hash.digest('hex') };
  }

  async close(): Promise<EntryDigest> {
    this.pack.finalize();
    await this.done;
    return this.fileDigest.digest();
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  abort(error: Error) {
    this.pack.destroy(error);
  }
}

/**
 * Reads every entry of an archive in order. `onEntry` gets each entry's name and a stream of its
 * bytes, which it must consume (or resume) before the next one comes. Throws on a damaged file.
 */
export async function readArchive(
  path: string,
  onEntry: (name: string, body: Readable, size: number) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (type === 'file') await onEntry(name, Readable.from(entry as AsyncIterable<Buffer>), size);
      // Whatever onEntry left unread is drained so the next entry can start.
      entry.resume();
    }
  })();
  const feeding = pipeline(createReadStream(path), createGunzip(), extract);
  try {
    await Promise.all([feeding, reading]);
  } catch (error) {
    extract.destroy(error as Error);
    await Promise.allSettled([feeding, reading]);
    throw error;
  }
}

/** The SHA-256 and size of a stream's bytes. */
export async function digestOf(body: AsyncIterable<Buffer>): Promise<EntryDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Collects a stream into one buffer. */
export async function bufferOf(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
