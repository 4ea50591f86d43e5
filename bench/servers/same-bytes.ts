/**
 * Baseline: a bare Fastify 5 instance (no plugins, no logger) answering every GET with one recorded
 * reply — the status, headers and body a real route sent (SAME_BYTES_FILE, written by
 * lib/same-bytes.ts). What the route would cost if producing its answer were free.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { reportListening } from '../lib/child-server';

type Recorded = { status: number; headers: Record<string, string>; bodyBase64: string };

const file = process.env.SAME_BYTES_FILE;
if (!file) throw new Error('SAME_BYTES_FILE is not set');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Recorded;
const body = Buffer.from(recorded.bodyBase64, 'base64');

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.code(recorded.status).headers(recorded.headers).send(body);
});

await app.listen({ host: '127.0.0.1', port: 0 });
reportListening(app.server, () => app.close());
