import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encryptPassword, type PasswordPublicKey } from '@ideamatch/shared';
import { ConfigError, parseEnv } from '../config/env';
import { addressKey, parseTrustProxy } from '../lib/client-address';
import { buildTestApp, type TestApp } from '../test/build-app';
import { randomIp } from '../modules/auth/auth.test-helpers';
import { api } from '../test/api-client';
import { authApi } from '@ideamatch/shared/api/auth';
import { endpoint } from '@ideamatch/shared/endpoint';

describe('TRUST_PROXY', () => {
  it.each([
    ['', { kind: 'none' }],
    ['false', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['1', { kind: 'hops', hops: 1 }],
    ['2', { kind: 'hops', hops: 2 }],
    [
      '10.0.0.1, 172.16.0.0/12,::1,fd00::/8,loopback',
      { kind: 'proxies', proxies: ['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback'] },
    ],
  ])('reads %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
    expect(parseEnv({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses true, which would believe any X-Forwarded-For a client writes, and anything unreadable', () => {
    for (const value of ['true', 'banana', '10.0.0.0/33', '10.0.0.1/8/1', '1.5', '-1', ',']) {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(ConfigError);
    }
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust any X-Forwarded-For/);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 as it is, maps IPv4-mapped IPv6 to IPv4, and groups IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

/** The route this test registers (no contract of the app describes it): 3 requests a minute per client address. */
const limitedApi = endpoint({ method: 'GET', path: '/api/test/limited', summary: 'Rate limited', tag: 'test' });

/** An app with TRUST_PROXY set, and the limited route. */
const appTrusting = (trustProxy: string, env: Record<string, string> = {}) =>
  buildTestApp({
    env: { TRUST_PROXY: trustProxy, ...env },
    extend: (app) => {
      app.get(
        limitedApi.path,
        { config: { access: 'everyone', rateLimit: { max: 3, timeWindow: 60_000 } } },
        async () => ({ statusCode: 200, message: 'OK', data: null }),
      );
    },
  });

/** Statuses of `count` requests to the limited route, each from `remoteAddress` with its own X-Forwarded-For. */
async function limitedStatuses(app: FastifyInstance, remoteAddress: string, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await api({ app }).call(limitedApi, { remoteAddress, headers: { 'x-forwarded-for': forwardedFor(i) } });
    statuses.push(res.status);
  }
  return statuses;
}

const forged = () => randomIp();

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  let key: PasswordPublicKey;
  beforeAll(async () => {
    t = await appTrusting('1');
    key = (await api(t).call(authApi.publicKey)).data;
  });
  afterAll(() => t.close());

  const PROXY = '10.0.0.2';

  it('stops the sign-in attack however the client forges X-Forwarded-For: 25 failures, then 429', async () => {
    const client = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      // The client writes any entries it likes; the proxy appends the address it saw.
      const written = i % 2 ? forged() : `${forged()}, ${forged()}`;
      const res = await api(t).call(authApi.login, {
        body: { username: `victim-${i}`, password: await encryptPassword(key, 'password1') },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${written}, ${client}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 25)).toEqual(Array.from({ length: 25 }, () => 401));
    expect(new Set(statuses.slice(25))).toEqual(new Set([429]));
  });

  it('counts each client the proxy names as its own', async () => {
    expect(await limitedStatuses(t.app, PROXY, () => `${forged()}, 198.51.100.8`)).toEqual([200, 200, 200, 429]);
    expect(await limitedStatuses(t.app, PROXY, () => '198.51.100.9')).toEqual([200, 200, 200, 429]);
  });

  it('never opens /metrics to an outside client that writes a loopback address', async () => {
    for (const written of ['127.0.0.1', '::1', '127.0.0.1, ::1']) {
      const res = await api(t).request({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${written}, 203.0.113.9` },
      });
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('FORBIDDEN');
    }
    // A scrape from the node itself (no proxy in between) is allowed.
    expect((await api(t).request({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).status).toBe(200);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('10.0.0.0/8', { METRICS_ALLOW: '127.0.0.1,10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('takes the first address from the right that is not a listed proxy', async () => {
    // Two proxies of the list in a row (a CDN's edge inside the network, then the load balancer).
    expect(await limitedStatuses(t.app, '10.0.0.2', () => `${forged()}, 198.51.100.20, 10.0.0.3`)).toEqual([
      200, 200, 200, 429,
    ]);
  });

  it('believes no X-Forwarded-For from a peer that is not a listed proxy', async () => {
    // A client reaching the node directly is counted by its own address, whatever it writes.
    expect(await limitedStatuses(t.app, '203.0.113.50', () => forged())).toEqual([200, 200, 200, 429]);
    const res = await api(t).request({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.50',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.status).toBe(403);
  });

  it('lets /metrics be read from inside the network through the proxy, and only from there', async () => {
    const inside = await api(t).request({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '10.0.0.9' },
    });
    expect(inside.status).toBe(200);
    const outside = await api(t).request({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '10.0.0.9, 203.0.113.9' },
    });
    expect(outside.status).toBe(403);
  });
});

describe('without a proxy (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('');
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For entirely', async () => {
    expect(await limitedStatuses(t.app, '203.0.113.60', () => forged())).toEqual([200, 200, 200, 429]);
    const res = await api(t).request({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.60',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.status).toBe(403);
  });
});
