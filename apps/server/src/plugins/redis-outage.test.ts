import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, type NotificationSummaryEvent } from '@ideamatch/shared';
import { authApi } from '@ideamatch/shared/api/auth';
import { healthApi } from '@ideamatch/shared/api/health';
import { endpoint } from '@ideamatch/shared/endpoint';
import { api } from '../test/api-client';
import { buildSignedIn } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/build-app';
import { connectSocket, listenOnFreePort, nextEvent, type TestSocket } from '../test/sockets';
import { freePort } from '../modules/chat/chat.multi-node.helpers';

/** A throwaway redis-server of this test's own, on a port it can kill and start again. */
function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
}

function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

/** Resolves when the app's Redis client reaches `event`: 'ready' (connected) or 'close' (connection lost). */
function redisClient(t: TestApp, event: 'ready' | 'close'): Promise<void> {
  const client = t.app.redis!;
  if (event === 'ready' && client.status === 'ready') return Promise.resolve();
  if (event === 'close' && client.status !== 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once(event, () => resolve()));
}

const SUMMARY = { id: null, unreadCount: 1, isAcknowledge: false };
/** Emitted on node A while Redis is down, for the socket on node B (their unread counts tell them apart). */
const HELD_COUNTS = [101, 102, 103, 104, 105];

/** The first `count` summaries the socket hears that `matches` accepts, in the order heard. */
function receive(
  socket: TestSocket,
  matches: (summary: NotificationSummaryEvent) => boolean,
  count: number,
  timeoutMs = 15_000,
): Promise<NotificationSummaryEvent[]> {
  return new Promise((resolve, reject) => {
    const heard: NotificationSummaryEvent[] = [];
    const listener = (summary: NotificationSummaryEvent) => {
      if (!matches(summary)) return;
      heard.push(summary);
      if (heard.length < count) return;
      clearTimeout(timer);
      socket.off('notification_summary_update', listener);
      resolve(heard);
    };
    const timer = setTimeout(() => {
      socket.off('notification_summary_update', listener);
      reject(new Error(`heard ${heard.length} of ${count} summaries within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('notification_summary_update', listener);
  });
}

const readyStatus = async (t: TestApp) => (await api(t).call(healthApi.checkReady)).status;

/** A route this test registers (no contract of the app describes it): three requests a minute per client. */
const limitedApi = endpoint({ method: 'GET', path: '/api/test/limited', summary: 'Rate limited', tag: 'test' });
const limitedRoute = async (t: TestApp, ip: string) => (await api(t).call(limitedApi, { remoteAddress: ip })).status;

const prefix = `test:outage:${randomBytes(4).toString('hex')}:`;

describe('Redis outage', () => {
  let port: number;
  let redis: ChildProcess | null = null;
  let nodeA: TestApp;
  let nodeB: TestApp;
  const sockets: TestSocket[] = [];
  let personId = '';

  const build = (redisUrl: string) =>
    buildTestApp({
      // One key prefix for both nodes, so they share rooms and rate-limit counters.
      env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix },
      extend: (app) => {
        app.get(
          limitedApi.path,
          { config: { access: 'everyone', rateLimit: { max: 3, timeWindow: 60_000 } } },
          async () => ({ statusCode: 200, message: 'OK', data: null }),
        );
      },
    });

  // Both nodes start while nothing listens on the Redis port yet.
  beforeAll(async () => {
    port = await freePort();
    [nodeA, nodeB] = await Promise.all([build(`redis://127.0.0.1:${port}`), build(`redis://127.0.0.1:${port}`)]);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([nodeA?.close(), nodeB?.close()]);
    if (redis) await stopRedis(redis);
  });

  it('starts without Redis, serves, and reports not ready until Redis arrives', async () => {
    expect((await api(nodeA).call(healthApi.check)).status).toBe(200);
    expect(await readyStatus(nodeA)).toBe(503);
    // Limits count in memory meanwhile.
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await limitedRoute(nodeA, '10.1.0.1'));
    expect(statuses).toEqual([200, 200, 200, 429]);

    redis = await startRedis(port);
    await Promise.all([redisClient(nodeA, 'ready'), redisClient(nodeB, 'ready')]);
    expect(await readyStatus(nodeA)).toBe(200);
    expect(await readyStatus(nodeB)).toBe(200);
  });

  it('survives Redis dying: requests, limits and local sockets keep working; ready says 503', async () => {
    const base = await listenOnFreePort(nodeB.app);
    const person = await buildSignedIn(nodeB.database.db, { firstName: 'Rin' });
    personId = person.account.id;
    const socket = await connectSocket(base, person.token);
    sockets.push(socket);

    // Cross-node first: an emit on node A reaches the socket on node B through Redis.
    await expectDelivery(nodeA, socket, person.account.id);

    const lost = Promise.all([redisClient(nodeA, 'close'), redisClient(nodeB, 'close')]);
    await stopRedis(redis!);
    redis = null;
    await lost;
    expect(await readyStatus(nodeB)).toBe(503);
    expect(await readyStatus(nodeA)).toBe(503);

    // Emitting with Redis gone neither throws nor crashes the process; this node's sockets still hear it.
    const heard = nextEvent(socket, 'notification_summary_update');
    nodeB.app.realtime.emitToAccount(person.account.id, 'notification_summary_update', SUMMARY);
    expect(await heard).toEqual(SUMMARY);
    // What node A sends meanwhile is held, in order, for when Redis returns (the next test).
    for (const unreadCount of HELD_COUNTS) {
      nodeA.app.realtime.emitToAccount(person.account.id, 'notification_summary_update', { ...SUMMARY, unreadCount });
    }

    // Plain requests answer, and limits still apply, in this process's memory.
    expect((await api(nodeB).call(healthApi.check)).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await limitedRoute(nodeB, '10.2.0.1'));
    expect(statuses).toEqual([200, 200, 200, 429]);
    // So do the limits on failed sign-ins.
    const key = (await api(nodeB).call(authApi.publicKey)).data;
    const signIns: number[] = [];
    for (let i = 0; i < 26; i += 1) {
      const res = await api(nodeB).call(authApi.login, {
        remoteAddress: '10.2.0.2',
        body: { username: `nobody-${i}`, password: await encryptPassword(key, 'wrong-password') },
      });
      signIns.push(res.status);
    }
    expect(signIns.filter((status) => status === 401)).toHaveLength(25);
    expect(signIns.at(-1)).toBe(429);
  });

  it('picks Redis up again without a restart: what was sent during the outage arrives, and delivery resumes', async () => {
    const heldArrive = receive(sockets[0]!, (summary) => HELD_COUNTS.includes(summary.unreadCount), HELD_COUNTS.length);
    redis = await startRedis(port);
    expect((await heldArrive).map((summary) => summary.unreadCount)).toEqual(HELD_COUNTS);
    await Promise.all([redisClient(nodeA, 'ready'), redisClient(nodeB, 'ready')]);
    expect(await readyStatus(nodeA)).toBe(200);
    expect(await readyStatus(nodeB)).toBe(200);
    await expectDelivery(nodeA, sockets[0]!, personId);

    // Limits count in Redis again, shared by both nodes.
    const statuses = [];
    for (const node of [nodeA, nodeB, nodeA, nodeB]) statuses.push(await limitedRoute(node, '10.3.0.1'));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

/**
 * Emits from `from`, again every 100 ms, until the socket (on another node) hears it: the
 * subscription of that node may take a moment to be renewed after Redis comes back.
 */
async function expectDelivery(from: TestApp, socket: TestSocket, accountId: string) {
  const heard = nextEvent(socket, 'notification_summary_update', 15_000);
  const emit = () => from.app.realtime.emitToAccount(accountId, 'notification_summary_update', SUMMARY);
  emit();
  const again = setInterval(emit, 100);
  try {
    expect(await heard).toEqual(SUMMARY);
  } finally {
    clearInterval(again);
  }
}
