import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { storageApi } from '@ideamatch/shared/api/storage';
import sharp from 'sharp';
import { ideaPayload } from '../modules/ideas/idea.test-helpers';
import { buildQueryString } from '@ideamatch/shared/endpoint';
import { api } from './api-client';
import { buildTestApp, type TestApp } from './build-app';
import { buildIdea, buildSignedIn } from './factories';

let t: TestApp;
/** The address of each request the app hears. */
const addresses: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      app.addHook('onRequest', async (request) => {
        addresses.push(request.ip);
      });
    },
  });
});
afterAll(() => t.close());

describe('api test client', () => {
  it('sends the JSON body with the session, fills the path and reads the typed reply', async () => {
    const owner = await buildSignedIn(t.app.db);
    const created = await api(t)
      .as(owner)
      .call(ideaApi.create, { body: ideaPayload({ name: 'Typed client kiosk' }) });
    expect(created.status).toBe(200);
    expect(created.data.name).toBe('Typed client kiosk');
    expect(created.data.owner.id).toBe(owner.account.id);
    expect(created.headers['content-type']).toContain('application/json');

    const read = await api(t).call(ideaApi.get, { params: { id: created.data.id } });
    expect(read.status).toBe(200);
    expect(read.body.data?.id).toBe(created.data.id);
  });

  it('serialises the query', async () => {
    const owner = await buildSignedIn(t.app.db);
    await buildIdea(t.app.db, owner.account.id);
    await buildIdea(t.app.db, owner.account.id);
    const page = await api(t, owner).call(ideaApi.mine, { query: { page: 2, pageSize: 1 } });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ currentPage: 2, pageSize: 1, totalItems: 2 });
    expect(page.data.result).toHaveLength(1);
    expect(buildQueryString({ page: 2, q: 'ชา tea', tags: ['a', 'b'], none: null, empty: '' })).toBe(
      '?page=2&q=%E0%B8%8A%E0%B8%B2+tea&tags=a&tags=b',
    );
  });

  it('calls as a visitor without .as, and gives the error envelope and a throwing data on a refusal', async () => {
    const res = await api(t).call(ideaApi.mine);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('UNAUTHORIZED');
    expect(() => res.data).toThrow(/401/);
  });

  it('sends malformed input through send', async () => {
    const owner = await buildSignedIn(t.app.db);
    const res = await api(t, owner).send(ideaApi.get, { params: { id: 'not-a-uuid' } });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_ERROR');
  });

  it('sends an upload as a multipart form', async () => {
    const owner = await buildSignedIn(t.app.db);
    const form = new FormData();
    form.append('modulePath', 'idea');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
    const res = await api(t).as(owner).call(storageApi.upload, { body: form });
    expect(res.status).toBe(200);
    expect(res.data.paths).toHaveLength(1);
    expect(res.data.paths[0]).toMatch(/^idea\//);
  });

  it('comes from a fresh address per call unless given one', async () => {
    const client = api(t);
    const before = addresses.length;
    await client.call(ideaApi.home);
    await client.call(ideaApi.home);
    await client.call(ideaApi.home, { remoteAddress: '10.9.9.9' });
    const [first, second, third] = addresses.slice(before);
    expect(first).not.toBe(second);
    expect(third).toBe('10.9.9.9');
  });
});
