import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { disconnected, socketClients } from '../../test/sockets';
import { randomIp } from '../auth/auth.test-helpers';
import { createSession } from '../auth/session.service';
import { subAccountRepository } from './sub-account.repository';

let t: TestApp;
const sockets = socketClients(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload, remoteAddress: randomIp() });

/** A main account with one persona, and a session acting as that persona (as switching gives it). */
async function actingAsPersona() {
  const main = await buildSignedIn(t.app.db);
  const persona = await subAccountRepository.insert(t.app.db, {
    ownerAccountId: main.account.id,
    username: `persona_${main.account.id.slice(-8)}`,
    firstName: 'Persona',
  });
  const switched = await call('POST', '/api/authentication/sub-account/login', main.headers, {
    subAccountId: persona.id,
  });
  expect(switched.statusCode).toBe(200);
  const token = switched.json().data.accessToken as string;
  return { main, persona, token, headers: bearer(token) };
}

describe('removing a sub-account', () => {
  it('ends every session acting as it at once: its token answers 401 and its socket is cut', async () => {
    const { main, persona, token, headers } = await actingAsPersona();
    // Used once, so this node has the session cached: the removal must drop it, not wait for it to lapse.
    expect((await call('GET', '/api/chat', headers)).statusCode).toBe(200);
    const cut = disconnected(await sockets.connect(token));

    const removed = await call('DELETE', `/api/account/sub-accounts/${persona.id}`, main.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual([]);

    expect((await call('GET', '/api/chat', headers)).statusCode).toBe(401);
    expect(await cut).toBe('io server disconnect');
    // The main account's own session goes on.
    expect((await call('GET', '/api/account/profile', main.headers)).statusCode).toBe(200);
  });

  it('refuses a session acting as a removed persona even when one is left behind (a switch racing the removal)', async () => {
    const { main, persona } = await actingAsPersona();
    expect((await call('DELETE', `/api/account/sub-accounts/${persona.id}`, main.headers)).statusCode).toBe(200);

    const late = await createSession(t.app.db, {
      accountId: main.account.id,
      subAccountId: persona.id,
      openedFrom: null,
    });
    expect((await call('GET', '/api/chat', bearer(late.token))).statusCode).toBe(401);
    const again = await call('POST', '/api/authentication/sub-account/login', main.headers, {
      subAccountId: persona.id,
    });
    expect(again.statusCode).toBe(403);
  });

  it('leaves the sessions of the owner’s other personas alone', async () => {
    const { main, persona, headers } = await actingAsPersona();
    const other = await subAccountRepository.insert(t.app.db, {
      ownerAccountId: main.account.id,
      username: `other_${main.account.id.slice(-8)}`,
      firstName: 'Other',
    });
    const switched = await call('POST', '/api/authentication/sub-account/login', main.headers, {
      subAccountId: other.id,
    });
    const otherHeaders = bearer(switched.json().data.accessToken as string);

    expect((await call('DELETE', `/api/account/sub-accounts/${persona.id}`, main.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/chat', headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/chat', otherHeaders)).statusCode).toBe(200);
  });
});
