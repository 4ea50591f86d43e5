// Longer than 400 lines: a real push service (an HTTP server that decrypts what it receives, RFC 8291) is
// set up once here and every push route and delivery case runs against it.
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { authApi } from '@ideamatch/shared/api/auth';
import { chatApi } from '@ideamatch/shared/api/chat';
import { commentApi } from '@ideamatch/shared/api/comment';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { pushApi } from '@ideamatch/shared/api/push';
import { pushSubscriptions, sessions } from '../../db/schema/index';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildSignedIn } from '../../test/factories';
import { socketClients } from '../../test/sockets';
import { encryptFor } from '../auth/auth.test-helpers';
import { chatFanOutsSettled } from '../chat/chat.routes';
import { PushServiceError } from './push.sender';
import { loadVapidKeys } from './vapid';

/** A push the test's push service received, its VAPID claims checked and its payload decrypted. */
type Received = { path: string; claims: Record<string, unknown>; vapidKey: string; payload: Record<string, unknown> };

/**
 * A push service of our own on 127.0.0.1, as a browser vendor's would behave: it checks the VAPID
 * JWT (ES256 over `header.claims`, with the key of `k=`, audience the endpoint's origin) and
 * decrypts the aes128gcm body (RFC 8291) with the subscription's private key and auth secret.
 * Each device path answers the status the test sets (201 by default).
 */
class TestPushService {
  server: Server = createServer((request, response) => void this.handle(request, response));
  origin = '';
  status = new Map<string, number>();
  devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  received: Received[] = [];
  failures: string[] = [];
  waiters: ((push: Received) => void)[] = [];

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new device: its endpoint and the keys a browser would send. */
  device(name: string) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(`/push/${name}`, { ecdh, auth });
    return {
      endpoint: `${this.origin}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  next(): Promise<Received> {
    const ready = this.received.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '';
    try {
      const push = this.check(path, request.headers, Buffer.concat(chunks));
      const status = this.status.get(path) ?? 201;
      response.writeHead(status).end();
      if (status === 201) {
        const waiter = this.waiters.shift();
        if (waiter) waiter(push);
        else this.received.push(push);
      }
    } catch (err) {
      this.failures.push(String(err));
      response.writeHead(400).end(String(err));
    }
  }

  private check(path: string, headers: IncomingMessage['headers'], body: Buffer): Received {
    const device = this.devices.get(path);
    if (!device) throw new Error(`unknown device ${path}`);
    if (requestHeader(headers, 'content-encoding') !== 'aes128gcm') throw new Error('not aes128gcm');
    if (!Number(requestHeader(headers, 'ttl'))) throw new Error('no TTL');
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(requestHeader(headers, 'topic'))) throw new Error('bad Topic');
    if (!['normal', 'high'].includes(requestHeader(headers, 'urgency'))) throw new Error('bad Urgency');
    // Authorization: vapid t=<JWT>, k=<the server's public key>
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(requestHeader(headers, 'authorization'));
    if (!match) throw new Error('no vapid authorization');
    const [, jwt = '', k = ''] = match;
    const [header = '', claims = '', signature = ''] = jwt.split('.');
    if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
    const point = Buffer.from(k, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) throw new Error('bad VAPID signature');
    const claimSet = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    if (claimSet.aud !== this.origin) throw new Error(`audience ${String(claimSet.aud)}`);
    const exp = Number(claimSet.exp);
    const now = Date.now() / 1000;
    if (!(exp > now && exp <= now + 24 * 3600)) throw new Error('bad exp');

    // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const senderKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    // RFC 8291: the ECDH secret and the auth secret give the IKM; HKDF again gives key and nonce.
    const ecdhSecret = device.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('no padding delimiter');
    const payload = JSON.parse(padded.subarray(0, end).toString('utf8')) as Record<string, unknown>;
    return { path, claims: claimSet, vapidKey: k, payload };
  }
}

const requestHeader = (headers: IncomingMessage['headers'], name: string) => String(headers[name] ?? '');

const service = new TestPushService();
const sockets = socketClients(() => t.app);
let t: TestApp;
/** An app with the default policy: no private address allowed. */
let strict: TestApp;

beforeAll(async () => {
  await service.start();
  [t, strict] = await Promise.all([buildTestApp({ env: { ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1' } }), buildTestApp()]);
});
afterAll(async () => {
  sockets.closeAll();
  await Promise.all([t?.close(), strict?.close()]);
  service.server.close();
});

/** Subscribes a device (any body, the refused ones included) on `target`. */
const subscribe = (headers: Record<string, string>, body: unknown, target: TestApp = t) =>
  api(target).as({ headers }).send(pushApi.subscribe, { body });

const subscriptionsOf = (accountId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));

/** bob asks `to` to be partners: a Friend notification for `to`. */
async function partnerRequest(from: { headers: Record<string, string> }, toId: string) {
  const res = await api(t)
    .as(from)
    .call(partnerApi.request, { body: { accountId: toId } });
  expect(res.status).toBe(200);
}

describe('GET /api/push/key', () => {
  it('answers the VAPID public key: an uncompressed P-256 point', async () => {
    const res = await api(t).call(pushApi.key);
    expect(res.status).toBe(200);
    const key = Buffer.from(res.data.publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('keeps the generated pair in DATA_DIR, like SECRET_KEY; the env pair wins when set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
    const first = loadVapidKeys({ publicKey: undefined, privateKey: undefined, subject: 'mailto:a@b.c', dataDir });
    const again = loadVapidKeys({ publicKey: undefined, privateKey: undefined, subject: 'mailto:a@b.c', dataDir });
    expect(again).toEqual(first);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const fromEnv = loadVapidKeys({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:a@b.c', dataDir });
    expect(fromEnv).toMatchObject({ publicKey: 'pub', privateKey: 'priv' });
  });
});

describe('POST /api/push/subscription', () => {
  it('needs a session', async () => {
    const res = await subscribe({}, service.device('anon'));
    expect(res.status).toBe(401);
  });

  it('refuses private, loopback, link-local and plain-http endpoints unless ALLOWED_PRIVATE_ADDRESSES lets them', async () => {
    const me = await buildSignedIn(strict.database.db);
    const keys = service.device('strict').keys;
    for (const endpoint of [
      service.device('loopback').endpoint, // http://127.0.0.1:<port>
      'https://127.0.0.1/push/x',
      'https://10.1.2.3/push/x',
      'https://192.168.1.1/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/x',
      'https://[fd00::1]/push/x',
      'https://[::ffff:127.0.0.1]/push/x',
      'https://localhost/push/x',
      'http://93.184.216.34/push/x',
      'ftp://93.184.216.34/push/x',
    ]) {
      const res = await subscribe(me.headers, { endpoint, keys }, strict);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.errorCode, endpoint).toBe('PUSH_ENDPOINT_REFUSED');
    }
    // https on a public address (a literal, so no DNS is needed here) is taken.
    const ok = await subscribe(me.headers, { endpoint: 'https://93.184.216.34/push/x', keys }, strict);
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ isSubscribed: true });
  });

  it('attack: refuses every IPv6 spelling of a private, loopback or link-local address', async () => {
    const me = await buildSignedIn(strict.database.db);
    const keys = service.device('strict').keys;
    const private6 = [
      '::7f00:1', // IPv4-compatible 127.0.0.1 in hex
      '::127.0.0.1', // IPv4-compatible, dotted
      '::a9fe:a9fe', // IPv4-compatible 169.254.169.254
      '::a00:1', // IPv4-compatible 10.0.0.1
      '::ffff:a9fe:a9fe', // IPv4-mapped
      '::ffff:0:7f00:1', // IPv4-translated 127.0.0.1
      '::ffff:0:a9fe:a9fe', // IPv4-translated 169.254.169.254
      '::ffff:0:192.168.0.1', // IPv4-translated, dotted
      '64:ff9b::7f00:1', // NAT64 127.0.0.1
      '64:ff9b::a9fe:a9fe', // NAT64 169.254.169.254
      '64:ff9b::10.0.0.1', // NAT64, dotted
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:a9fe:a9fe::', // 6to4 of 169.254.169.254
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1
      '2001:0:7f00:1:8000:63bf:3fff:fdd2', // Teredo, server 127.0.0.1
      'fe80::1',
      '0:0:0:0:0:ffff:7f00:1', // written out in full
    ];
    for (const address of private6) {
      const res = await subscribe(me.headers, { endpoint: `https://[${address}]/push/x`, keys }, strict);
      expect(res.status, address).toBe(400);
      expect(res.body.errorCode, address).toBe('PUSH_ENDPOINT_REFUSED');
    }
    // The same forms carrying a public address are where that address is.
    for (const address of ['::ffff:0:5db8:d822', '64:ff9b::93.184.216.34', '2002:5db8:d822::1']) {
      const res = await subscribe(me.headers, { endpoint: `https://[${address}]/push/${address}`, keys }, strict);
      expect(res.status, address).toBe(200);
    }
  });

  it('refuses bad keys with a field error', async () => {
    const me = await buildSignedIn(t.database.db);
    const res = await subscribe(me.headers, {
      endpoint: service.device('bad').endpoint,
      keys: { p256dh: 'not base64!', auth: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_ERROR');
  });

  it('keeps one row per device: subscribing again renews it; DELETE removes it', async () => {
    const alice = await buildSignedIn(t.database.db);
    const bob = await buildSignedIn(t.database.db);
    const device = service.device('shared');
    expect((await subscribe(alice.headers, device)).status).toBe(200);
    expect((await subscribe(alice.headers, device)).status).toBe(200);
    expect(await subscriptionsOf(alice.account.id)).toHaveLength(1);
    // Alice cannot remove her device as Bob, nor Bob hers.
    await api(t)
      .as(bob)
      .call(pushApi.unsubscribe, { body: { endpoint: device.endpoint } });
    expect(await subscriptionsOf(alice.account.id)).toHaveLength(1);
    const res = await api(t)
      .as(alice)
      .call(pushApi.unsubscribe, { body: { endpoint: device.endpoint } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ isSubscribed: false });
    expect(await subscriptionsOf(alice.account.id)).toHaveLength(0);
    // Once it is gone, the device may be anyone's.
    expect((await subscribe(bob.headers, device)).status).toBe(200);
    expect(await subscriptionsOf(bob.account.id)).toHaveLength(1);
  });

  it('attack: another account presenting a device’s endpoint takes nothing over while its owner is signed in', async () => {
    const alice = await buildSignedIn(t.database.db, { language: 'EN' });
    const mallory = await buildSignedIn(t.database.db);
    const device = service.device('alice-phone');
    expect((await subscribe(alice.headers, device)).status).toBe(200);
    const [before] = await subscriptionsOf(alice.account.id);
    const stolen = await subscribe(mallory.headers, { ...device, keys: service.device('mallory').keys });
    expect(stolen.status).toBe(409);
    expect(stolen.body).toMatchObject({ errorCode: 'PUSH_ENDPOINT_TAKEN' });
    expect(await subscriptionsOf(mallory.account.id)).toHaveLength(0);
    const [after] = await subscriptionsOf(alice.account.id);
    expect(after).toMatchObject({ id: before!.id, p256dh: before!.p256dh, auth: before!.auth });
    // Alice's pushes still reach Alice's device, encrypted with her keys.
    await partnerRequest(mallory, alice.account.id);
    const push = await service.next();
    expect(push.path).toBe('/push/alice-phone');

    // After Alice signs out on it, the device is free for the next person.
    await api(t).as(alice).call(authApi.logout);
    expect((await subscribe(mallory.headers, device)).status).toBe(200);
    expect(await subscriptionsOf(mallory.account.id)).toHaveLength(1);
    // A sign-in that has ended (expired, not yet cleaned up) holds nothing either.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, mallory.account.id));
    const again = await buildSignedIn(t.database.db);
    expect((await subscribe(again.headers, device)).status).toBe(200);
  });
});

describe('sending pushes', () => {
  it('pushes a notification: VAPID signed for the endpoint origin, encrypted, in the person’s language', async () => {
    const alice = await buildSignedIn(t.database.db, { language: 'EN', firstName: 'Alice' });
    const bob = await buildSignedIn(t.database.db, { firstName: 'Bob', lastName: 'Builder' });
    expect((await subscribe(alice.headers, service.device('alice'))).status).toBe(200);
    await partnerRequest(bob, alice.account.id);
    const push = await service.next();
    expect(service.failures).toEqual([]);
    expect(push.path).toBe('/push/alice');
    expect(push.vapidKey).toBe((await api(t).call(pushApi.key)).data.publicKey);
    expect(push.claims.sub).toMatch(/^(mailto:|https?:\/\/)/);
    expect(push.payload).toEqual({
      title: 'IdeaMatch',
      body: expect.stringContaining('wants to connect with you as a partner'),
      link: `/profile?accountId=${bob.account.id}`,
      tag: expect.stringMatching(/^n5:/),
    });
    expect(push.payload.body).toContain('Bob');
    // Marked once the push service has answered.
    await vi.waitFor(async () => expect((await subscriptionsOf(alice.account.id))[0]?.lastPushedAt).not.toBeNull());
  });

  it('writes Thai for a Thai speaker', async () => {
    const somchai = await buildSignedIn(t.database.db, { language: 'TH' });
    const bob = await buildSignedIn(t.database.db, { firstName: 'Bob' });
    await subscribe(somchai.headers, service.device('somchai'));
    await partnerRequest(bob, somchai.account.id);
    const push = await service.next();
    expect(push.payload.body).toContain('ขอเชื่อมต่อเป็นพาร์ทเนอร์กับคุณ');
  });

  it('sends nothing of a kind switched off, and the next kind still on arrives', async () => {
    const carol = await buildSignedIn(t.database.db, { language: 'EN' });
    const bob = await buildSignedIn(t.database.db);
    await subscribe(carol.headers, service.device('carol'));
    const off = await api(t)
      .as(carol)
      .call(pushApi.updateSettings, { body: { kinds: { friend: false } } });
    expect(off.status).toBe(200);
    expect(off.data.kinds).toMatchObject({ friend: false, comment: true, chat: true });
    await partnerRequest(bob, carol.account.id);
    const idea = await buildIdea(t.database.db, carol.account.id, { name: 'Rooftop farm' });
    const comment = await api(t)
      .as(bob)
      .call(commentApi.create, { params: { id: idea.id }, body: { text: 'Lovely' } });
    expect(comment.status).toBe(200);
    const push = await service.next();
    expect(push.path).toBe('/push/carol');
    expect(push.payload.body).toContain('commented on your idea');
    expect(push.payload.link).toMatch(new RegExp(`^/idea/${idea.id}#comment-`));
    const settings = await api(t).as(carol).call(pushApi.getSettings);
    expect(settings.data.kinds.friend).toBe(false);
  });

  it('pushes a chat message to a member with no open socket', async () => {
    const dao = await buildSignedIn(t.database.db, { language: 'EN' });
    const bob = await buildSignedIn(t.database.db, { firstName: 'Bob' });
    await subscribe(dao.headers, service.device('dao'));
    const sent = await api(t)
      .as(bob)
      .call(chatApi.send, { body: { toAccountId: dao.account.id, text: 'Coffee tomorrow?' } });
    expect(sent.status).toBe(200);
    const push = await service.next();
    expect(push.payload).toMatchObject({
      body: 'Coffee tomorrow?',
      link: `/chat?id=${sent.data.chatId}`,
      tag: `chat:${sent.data.chatId}`,
    });
    expect(push.payload.title).toContain('Bob');
  });

  it('pushes a persona’s chat message to its owner’s devices', async () => {
    const owner = await buildSignedIn(t.database.db, { language: 'EN' });
    const persona = await buildAccount(t.database.db, { ownerAccountId: owner.account.id, email: null });
    const bob = await buildSignedIn(t.database.db, { firstName: 'Bob' });
    await subscribe(owner.headers, service.device('owner'));
    const sent = await api(t)
      .as(bob)
      .call(chatApi.send, { body: { toAccountId: persona.id, text: 'Hello persona' } });
    expect(sent.status).toBe(200);
    const push = await service.next();
    expect(push.path).toBe('/push/owner');
    expect(push.payload).toMatchObject({ body: 'Hello persona', tag: `chat:${sent.data.chatId}` });
  });

  it('sends no chat push to a member with an open socket, nor when the chat switch is off', async () => {
    const ema = await buildSignedIn(t.database.db, { language: 'EN' });
    const bob = await buildSignedIn(t.database.db, { firstName: 'Bob' });
    await subscribe(ema.headers, service.device('ema'));
    const send = (text: string) =>
      api(t)
        .as(bob)
        .call(chatApi.send, { body: { toAccountId: ema.account.id, text } });
    // Online: the socket shows it live, no push.
    const socket = await sockets.connect(ema.token);
    expect((await send('seen live')).status).toBe(200);
    // The push decision runs after the reply; close the socket only once it is made.
    await chatFanOutsSettled();
    socket.close();
    await vi.waitFor(async () =>
      expect(await t.app.realtime.io.in(`account:${ema.account.id}`).fetchSockets()).toHaveLength(0),
    );
    // Offline, chat switched off: nothing either.
    await api(t)
      .as(ema)
      .call(pushApi.updateSettings, { body: { kinds: { chat: false } } });
    expect((await send('switched off')).status).toBe(200);
    // A kind still on arrives, and is the first push Ema gets.
    await partnerRequest(bob, ema.account.id);
    const push = await service.next();
    expect(push.path).toBe('/push/ema');
    expect(push.payload.tag).toMatch(/^n5:/);
  });

  it('signing out ends the device’s pushes: the subscription goes with the session', async () => {
    const ivan = await buildSignedIn(t.database.db);
    await subscribe(ivan.headers, service.device('ivan'));
    expect(await subscriptionsOf(ivan.account.id)).toHaveLength(1);
    const res = await api(t).as(ivan).call(authApi.logout);
    expect(res.status).toBe(200);
    expect(await subscriptionsOf(ivan.account.id)).toHaveLength(0);
  });

  it('deleting the account deletes its subscriptions; the export lists its devices', async () => {
    const hana = await buildSignedIn(t.database.db, { password: 'secret1-ok' });
    await subscribe(hana.headers, service.device('hana'));
    const exported = await api(t).as(hana).call(accountCenterApi.exportData);
    expect(exported.status).toBe(200);
    expect(exported.raw.rawPayload.includes(Buffer.from('push.json'))).toBe(true);
    const res = await api(t)
      .as(hana)
      .call(accountCenterApi.delete, { body: { password: await encryptFor(t.app, 'secret1-ok') } });
    expect(res.status).toBe(200);
    expect(await subscriptionsOf(hana.account.id)).toHaveLength(0);
  });

  it('deletes the subscription when the push service answers 410 (or 404)', async () => {
    const erin = await buildSignedIn(t.database.db);
    const device = service.device('erin');
    service.status.set('/push/erin', 410);
    await subscribe(erin.headers, device);
    const [row] = await subscriptionsOf(erin.account.id);
    expect(
      await t.app.push.deliver({ subscriptionId: row!.id, payload: { title: 't', body: 'b', link: '/', tag: 'x' } }),
    ).toBe('gone');
    expect(await subscriptionsOf(erin.account.id)).toHaveLength(0);
  });

  it('retries through the job queue with backoff when the push service fails (500)', async () => {
    const finn = await buildSignedIn(t.database.db);
    const device = service.device('finn');
    service.status.set('/push/finn', 500);
    await subscribe(finn.headers, device);
    const [row] = await subscriptionsOf(finn.account.id);
    const payload = { title: 't', body: 'b', link: '/', tag: 'x' };
    await expect(t.app.push.deliver({ subscriptionId: row!.id, payload })).rejects.toBeInstanceOf(PushServiceError);
    const before = (await t.app.jobs.counts()).delayed;
    // The first attempt fails; the retry waits for its backoff (in this process, or in BullMQ with Redis).
    await t.app.jobs.enqueue('push-delivery', { subscriptionId: row!.id, payload });
    await vi.waitFor(async () => expect((await t.app.jobs.counts()).delayed).toBe(before + 1), { timeout: 5000 });
    expect(await subscriptionsOf(finn.account.id)).toHaveLength(1);
    // The service recovers: the next attempt is delivered.
    service.status.delete('/push/finn');
    expect(await t.app.push.deliver({ subscriptionId: row!.id, payload })).toBe('sent');
    expect((await service.next()).path).toBe('/push/finn');
  });

  it('refuses at send time a host that now resolves to a private address (DNS rebinding), and drops it', async () => {
    const gina = await buildSignedIn(strict.database.db);
    const [session] = await strict.database.db.select().from(sessions).where(eq(sessions.accountId, gina.account.id));
    const port = new URL(service.origin).port;
    // Stored as if it had passed the check; `localhost` resolves to loopback when sending.
    const [row] = await strict.database.db
      .insert(pushSubscriptions)
      .values({
        accountId: gina.account.id,
        sessionId: session!.id,
        endpoint: `https://localhost:${port}/push/gina`,
        p256dh: service.device('gina').keys.p256dh,
        auth: service.device('gina').keys.auth,
      })
      .returning();
    const payload = { title: 't', body: 'b', link: '/', tag: 'x' };
    expect(await strict.app.push.deliver({ subscriptionId: row!.id, payload })).toBe('refused');
    const left = await strict.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row!.id));
    expect(left).toHaveLength(0);
  });
});
