import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, type PasswordPublicKey } from '@ideamatch/shared';
import { createScratchDatabase, startServerProcess, type ServerProcess } from './modules/chat/chat.multi-node.helpers';
import { ideaPayload } from './modules/ideas/idea.test-helpers';
import { connectSocket, nextEvent, type TestSocket } from './test/sockets';
import { startTestBucket, type TestBucket } from './test/s3';

const { DATABASE_URL, REDIS_URL } = process.env;
// vitest.config.ts runs this file only when both are set; fail loudly if that ever changes.
if (!DATABASE_URL || !REDIS_URL) throw new Error('The two-node test needs DATABASE_URL and REDIS_URL.');

type Reply = { status: number; body: { data?: Record<string, unknown>; errorCode?: string } };

/** JSON call to one node, as a visitor or with a token. */
async function call(node: ServerProcess, method: string, path: string, body?: unknown, token?: string): Promise<Reply> {
  const res = await fetch(`${node.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

/** Encrypts a password for a node like the web app does (the key is shared through the database). */
async function encrypted(node: ServerProcess, password: string) {
  const key = (await call(node, 'GET', '/api/authentication/public-key')).body.data as unknown as PasswordPublicKey;
  return encryptPassword(key, password);
}

async function register(node: ServerProcess, username: string, password: string) {
  const res = await call(node, 'POST', '/api/account/register', {
    email: `${username}@example.com`,
    username,
    password: await encrypted(node, password),
    confirmPassword: await encrypted(node, password),
    isPdpa: true,
    isTerm: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!.accessToken as string;
}

const login = async (node: ServerProcess, username: string, password: string) =>
  call(node, 'POST', '/api/authentication/login', { username, password: await encrypted(node, password) });

const accountIdOf = async (node: ServerProcess, token: string) =>
  (await call(node, 'GET', '/api/account/profile', undefined, token)).body.data!.id as string;

describe('two server processes behind one address: one PostgreSQL, one Redis, one S3 bucket', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let bucket: TestBucket;
  let node1: ServerProcess;
  let node2: ServerProcess;
  const sockets: TestSocket[] = [];
  const name = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_URL);
    bucket = await startTestBucket();
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
      ...bucket.env,
    };
    // One after the other, so only the first one migrates the new database.
    node1 = await startServerProcess(env);
    node2 = await startServerProcess(env);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([node1?.stop(), node2?.stop()]);
    await scratch?.drop();
    await bucket?.close();
  }, 60_000);

  it('an account made on node 1 signs in on node 2', async () => {
    const username = name('ann');
    await register(node1, username, 'secret-pass');
    const res = await login(node2, username, 'secret-pass');
    expect(res.status).toBe(200);
    expect(await accountIdOf(node2, res.body.data!.accessToken as string)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an idea posted on node 2 is listed on node 1', async () => {
    const token = await register(node2, name('ben'), 'secret-pass');
    const ideaName = `Two-node kiosk ${randomBytes(2).toString('hex')}`;
    const posted = await call(node2, 'POST', '/api/idea', ideaPayload({ name: ideaName }), token);
    expect(posted.status).toBe(200);
    const listed = await call(node1, 'GET', '/api/idea');
    expect(listed.status).toBe(200);
    const names = (listed.body.data!.result as { name: string }[]).map((idea) => idea.name);
    expect(names).toContain(ideaName);
  });

  it('an image uploaded through node 1 is fetched by a visitor through node 2', async () => {
    const token = await register(node1, name('cat'), 'secret-pass');
    const accountId = await accountIdOf(node1, token);
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('modulePath', `account/${accountId}`);
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${node1.url}/api/storage/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const key = ((await uploaded.json()) as { data: { paths: string[] } }).data.paths[0]!;
    const saved = await call(node1, 'PATCH', `/api/account/${accountId}`, { profileImage: key }, token);
    expect(saved.status).toBe(200);

    const profile = await call(node2, 'GET', `/api/account/${accountId}`);
    const url = profile.body.data!.profileImageUrl as string;
    expect(url).toBe(`/files/${key}`);
    const image = await fetch(`${node2.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 40,
      height: 30,
    });
  });

  it('a chat sent on node 1 reaches a socket on node 2', async () => {
    const aliceToken = await register(node1, name('ali'), 'secret-pass');
    const bobToken = await register(node2, name('bob'), 'secret-pass');
    const bobId = await accountIdOf(node2, bobToken);
    const bobSocket = await connectSocket(node2.url, bobToken);
    sockets.push(bobSocket);
    const heard = nextEvent(bobSocket, 'chat_message');
    const sent = await call(node1, 'POST', '/api/chat/', { toAccountId: bobId, text: 'Hello from node 1' }, aliceToken);
    expect(sent.status).toBe(200);
    expect(await heard).toMatchObject({ text: 'Hello from node 1' });
  });

  it('logout on node 1 ends the session and its socket on node 2', async () => {
    const token = await register(node1, name('dee'), 'secret-pass');
    const socket = await connectSocket(node2.url, token);
    sockets.push(socket);
    const disconnected = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket on node 2 stayed connected after logout')), 5000);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
    expect((await call(node1, 'DELETE', '/api/authentication/logout', undefined, token)).status).toBe(200);
    // Node 2 hears of the logout through Redis: cutting the socket and forgetting the cached session
    // are one step there, so once the socket is cut the token is refused on node 2 as well.
    expect(await disconnected).toBe('io server disconnect');
    expect((await call(node2, 'GET', '/api/account/profile', undefined, token)).status).toBe(401);
  });

  it('the login limit counts attempts on both nodes together', async () => {
    const username = name('eve');
    await register(node1, username, 'secret-pass');
    const statuses: number[] = [];
    // 25 failed sign-ins per address (and per account), whichever node answers.
    for (let i = 0; i < 25; i += 1) statuses.push((await login(i % 2 ? node2 : node1, username, 'wrong-pass')).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const next = await login(node2, username, 'secret-pass');
    expect(next.status).toBe(429);
    expect(next.body.errorCode).toBe('RATE_LIMITED');
  });
});
