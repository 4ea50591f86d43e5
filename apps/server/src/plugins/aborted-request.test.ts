import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageApi } from '@ideamatch/shared/api/storage';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildSignedIn } from '../test/factories';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ log: { level: 'debug', stream: { write: (line: string) => lines.push(line) } } });
});
afterAll(() => t.close());

/** Starts a multipart upload over a real socket, sends part of the file, then drops the connection. */
async function abortedUpload(address: string, authorization: string): Promise<void> {
  const boundary = 'x-boundary';
  const url = new URL(storageApi.upload.path, address);
  await new Promise<void>((resolve) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(2 * 1024 * 1024),
      },
    });
    req.on('error', () => resolve());
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="modulePath"\r\n\r\nidea\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    req.write(Buffer.alloc(64 * 1024));
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 200);
  });
}

describe('a request the client drops midway (a cancelled upload)', () => {
  it('is not taken for a lost database connection, and the server keeps answering', async () => {
    const { headers } = await buildSignedIn(t.database.db);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await abortedUpload(address, headers.authorization);
    // The server notices the reset once it reads on; the next request is answered normally.
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    await expect
      .poll(() => lines.some((line) => line.includes('the client closed the request')), { timeout: 5000 })
      .toBe(true);
    expect(lines.filter((line) => line.includes('database connection lost'))).toEqual([]);

    // A refused request whose body arrived whole still gets its answer over the same kind of socket.
    const refused = await fetch(`${address}/api/storage/upload`, {
      method: 'POST',
      headers: { authorization: headers.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ modulePath: 'idea' }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(((await refused.json()) as { errorCode?: string }).errorCode).toBeTruthy();
  });
});
