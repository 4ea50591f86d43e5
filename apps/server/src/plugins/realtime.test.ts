import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { AccountRole } from '@ideamatch/shared';
import { createSession } from '../modules/auth/session.service';
import { buildAccount, buildSignedIn } from '../test/factories';
import { disconnected, nextEvent, socketClients } from '../test/sockets';
import { api } from '../test/api-client';
import { dashboardAccountApi } from '@ideamatch/shared/api/dashboard';

describe('realtime connection', () => {
  let t: TestApp;
  const { connect, closeAll } = socketClients(() => t.app);

  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    closeAll();
    await t.close();
  });

  it('refuses a handshake without a token or with an unknown one', async () => {
    await expect(connect('')).rejects.toThrow('UNAUTHORIZED');
    await expect(connect('not-a-session')).rejects.toThrow('UNAUTHORIZED');
  });

  it("delivers an event emitted to an account only to that account's sockets", async () => {
    const alice = await buildSignedIn(t.database.db);
    const bob = await buildSignedIn(t.database.db);
    const [aliceTab1, aliceTab2, bobTab] = await Promise.all([
      connect(alice.token),
      connect(alice.token),
      connect(bob.token),
    ]);
    let bobHeard = false;
    bobTab.on('notification_summary_update', () => (bobHeard = true));

    const heard = Promise.all([
      nextEvent(aliceTab1, 'notification_summary_update'),
      nextEvent(aliceTab2, 'notification_summary_update'),
    ]);
    t.app.realtime.emitToAccount(alice.account.id, 'notification_summary_update', {
      id: 'n1',
      isAcknowledge: false,
      unreadCount: 1,
    });
    expect(await heard).toEqual([
      { id: 'n1', isAcknowledge: false, unreadCount: 1 },
      { id: 'n1', isAcknowledge: false, unreadCount: 1 },
    ]);
    // A round trip on Bob's own room proves his socket was listening when Alice's event went out.
    const bobOwn = nextEvent(bobTab, 'chat_summary_update');
    t.app.realtime.emitToAccount(bob.account.id, 'chat_summary_update', { unreadChatCount: 0, isAcknowledge: true });
    await bobOwn;
    expect(bobHeard).toBe(false);
  });

  it('disconnects every socket of an account at once', async () => {
    const alice = await buildSignedIn(t.database.db);
    const socket = await connect(alice.token);
    const closed = disconnected(socket);
    t.app.realtime.disconnectAccount(alice.account.id);
    expect(await closed).toBe('io server disconnect');
  });

  it("deactivation by an admin ends the person's open sockets at once, sub-account sessions included", async () => {
    const db = t.database.db;
    const admin = await buildSignedIn(db, { role: AccountRole.SuperAdmin });
    const person = await buildSignedIn(db);
    const persona = await buildAccount(db, { ownerAccountId: person.account.id, email: null });
    const { token: personaToken } = await createSession(db, { accountId: person.account.id, subAccountId: persona.id });
    const bystander = await buildSignedIn(db);
    const [own, asPersona, other] = await Promise.all([
      connect(person.token),
      connect(personaToken),
      connect(bystander.token),
    ]);
    const ended = [own, asPersona].map(
      (socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    );

    const res = await api(t)
      .as(admin)
      .call(dashboardAccountApi.update, {
        params: { id: person.account.id },
        body: { isDeactivated: true, reason: 'Spam' },
      });
    expect(res.status).toBe(200);
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(other.connected).toBe(true);
    // And the ended sessions cannot come back.
    await expect(connect(person.token)).rejects.toThrow('UNAUTHORIZED');
  });

  it('closes the app while sockets are still open', async () => {
    const alice = await buildSignedIn(t.database.db);
    const socket = await connect(alice.token);
    const closed = disconnected(socket);
    await t.app.close();
    expect(await closed).toBe('io server disconnect');
  });
});
