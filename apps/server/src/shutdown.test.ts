import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown';
import { buildTestApp, type TestApp } from './test/build-app';

let t: TestApp;
let releaseSlow: () => void = () => {};
let slowStarted: () => void = () => {};
let closeStarted: () => void = () => {};

beforeAll(async () => {
  t = await buildTestApp({
    ownDatabase: true,
    extend: (app) => {
      // Runs as closing starts, just before the server stops accepting connections.
      app.addHook('preClose', (done) => {
        closeStarted();
        done();
      });
      app.get('/api/test/slow', { config: { access: 'visitor' } }, async () => {
        slowStarted();
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        await app.database.ping();
        return { statusCode: 200, message: 'OK', data: 'finished' };
      });
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await started;

    const exits: number[] = [];
    const shutdown = createShutdown(t.app, { timeoutMs: 5000, exit: (code) => exits.push(code) });
    const closingStarted = new Promise<void>((resolve) => (closeStarted = resolve));
    const closing = shutdown('SIGTERM');
    await closingStarted;
    // Fastify closes the server in the ticks right after the preClose hooks; let those run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.database.isClosed).toBe(false);
    // No new connections are accepted while the in-flight request runs.
    expect(t.app.server.listening).toBe(false);

    releaseSlow();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: string }).data).toBe('finished');
    await closing;
    expect(t.database.isClosed).toBe(true);
    expect(exits).toEqual([0]);
  });
});
