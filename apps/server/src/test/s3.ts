import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export type TestBucket = {
  /** S3_* variables that point a server at this bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close: () => Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket. */
export async function startTestBucket(bucket = 'ideamatch-test'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'ideamatch-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
