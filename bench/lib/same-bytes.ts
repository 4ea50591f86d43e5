import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startForkedServer } from './forked-server';
import type { Headers, HttpMethod, Target } from './scenario';

/** Headers that belong to the connection or the moment, not to the answer; Fastify sets its own. */
const SKIPPED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Asks the real server once for `path` (with the scenario's method, headers and body), then starts
 * a bare Fastify process (servers/same-bytes.ts) that answers every request with that very status,
 * those headers and that body. Loading it with the same request gives the "same bytes" baseline.
 */
export async function startSameBytesServer(
  url: string,
  request: { method: HttpMethod; headers: Headers; body?: string },
): Promise<Target & { bytes: number }> {
  // node:http, not fetch: fetch adds its own accept-encoding and undoes the content-encoding, while
  // the load generator sends exactly the scenario's headers and receives the bytes as sent.
  const response = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const sent = httpRequest(url, { method: request.method, headers: request.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(request.body);
    },
  );
  if (response.status < 200 || response.status > 299)
    throw new Error(`the real route answered ${response.status}, not 2xx: no same-bytes baseline`);
  const { body } = response;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers))
    if (value !== undefined && !SKIPPED.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  const dir = await mkdtemp(join(tmpdir(), 'ideamatch-same-bytes-'));
  const file = join(dir, 'reply.json');
  await writeFile(file, JSON.stringify({ status: response.status, headers, bodyBase64: body.toString('base64') }));
  try {
    const server = await startForkedServer('same-bytes.ts', { SAME_BYTES_FILE: file });
    return {
      ...server,
      bytes: body.length,
      async stop() {
        try {
          await server.stop();
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
