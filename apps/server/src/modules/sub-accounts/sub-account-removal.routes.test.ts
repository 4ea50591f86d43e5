import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { disconnected, socketClients } from '../../test/sockets';
import { createSession } from '../auth/session.service';
import { subAccountRepository } from './sub-account.repository';
import { api } from '../../test/api-client';
import { chatApi } from '@ideamatch/shared/api/chat';
import { accountApi } from '@ideamatch/shared/api/account';
import { authApi } from '@ideamatch/shared/api/auth';

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

/** A main account with one persona, and a session acting as that persona (as switching gives it). */
async function actingAsPersona() {
  const main = await buildSignedIn(t.app.db);
  const persona = await subAccountRepository.insert(t.app.db, {
    ownerAccountId: main.account.id,
    username: `persona_${main.account.id.slice(-8)}`,
    firstName: 'Persona',
  });
  const switched = await api(t)
    .as(main)
    .call(authApi.subAccountLogin, {
      body: {
        subAccountId: persona.id,
      },
    });
  expect(switched.status).toBe(200);
  const token = switched.data.accessToken;
  return { main, persona, token, headers: bearer(token) };
}

describe('removing a sub-account', () => {
  it('ends every session acting as it at once: its token answers 401 and its socket is cut', async () => {
    const { main, persona, token, headers } = await actingAsPersona();
    // Used once, so this node has the session cached: the removal must drop it, not wait for it to lapse.
    expect((await api(t).as({ headers }).call(chatApi.list)).status).toBe(200);
    const cut = disconnected(await sockets.connect(token));

    const removed = await api(t)
      .as(main)
      .call(accountApi.removeSubAccount, { params: { id: persona.id } });
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual([]);

    expect((await api(t).as({ headers }).call(chatApi.list)).status).toBe(401);
    expect(await cut).toBe('io server disconnect');
    // The main account's own session goes on.
    expect((await api(t).as(main).call(accountApi.profile)).status).toBe(200);
  });

  it('refuses a session acting as a removed persona even when one is left behind (a switch racing the removal)', async () => {
    const { main, persona } = await actingAsPersona();
    expect(
      (
        await api(t)
          .as(main)
          .call(accountApi.removeSubAccount, { params: { id: persona.id } })
      ).status,
    ).toBe(200);

    const late = await createSession(t.app.db, {
      accountId: main.account.id,
      subAccountId: persona.id,
      openedFrom: null,
    });
    expect((await api(t).as(late.token).call(chatApi.list)).status).toBe(401);
    const again = await api(t)
      .as(main)
      .call(authApi.subAccountLogin, {
        body: {
          subAccountId: persona.id,
        },
      });
    expect(again.status).toBe(403);
  });

  it('leaves the sessions of the owner’s other personas alone', async () => {
    const { main, persona, headers } = await actingAsPersona();
    const other = await subAccountRepository.insert(t.app.db, {
      ownerAccountId: main.account.id,
      username: `other_${main.account.id.slice(-8)}`,
      firstName: 'Other',
    });
    const switched = await api(t)
      .as(main)
      .call(authApi.subAccountLogin, {
        body: {
          subAccountId: other.id,
        },
      });
    const otherHeaders = bearer(switched.data.accessToken);

    expect(
      (
        await api(t)
          .as(main)
          .call(accountApi.removeSubAccount, { params: { id: persona.id } })
      ).status,
    ).toBe(200);
    expect((await api(t).as({ headers }).call(chatApi.list)).status).toBe(401);
    expect((await api(t).as({ headers: otherHeaders }).call(chatApi.list)).status).toBe(200);
  });
});
