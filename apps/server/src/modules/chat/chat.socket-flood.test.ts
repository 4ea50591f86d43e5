import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatJoinAck } from '@ideamatch/shared';
import { SOCKET_EVENT_BURST } from '../../plugins/realtime';
import { healthApi } from '@ideamatch/shared/api/health';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { disconnected, socketClients } from '../../test/sockets';
import { sendOk } from './chat.test-helpers';

describe('a socket flooding events', () => {
  let t: TestApp;
  const { connect, closeAll } = socketClients(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    closeAll();
    await t.close();
  });

  it('gets RATE_LIMITED acks past its budget, then is disconnected, while others are served', async () => {
    const a = await buildSignedIn(t.database.db);
    const b = await buildSignedIn(t.database.db);
    const { chatId } = await sendOk(t, a, { toAccountId: b.account.id, text: 'hello' });
    const flooder = await connect(a.token);
    const bystander = await connect(b.token);
    const cut = disconnected(flooder);

    // A burst far past the budget, sent at once: the first ones are answered, the rest refused
    // (fewer refusals than it takes to be cut, so every ack arrives).
    const acks: Promise<ChatJoinAck>[] = [];
    for (let i = 0; i < SOCKET_EVENT_BURST * 3; i += 1) {
      acks.push(new Promise((resolve) => flooder.emit('chat_join', { chatId }, resolve)));
    }
    const answered = await Promise.all(acks);
    const granted = answered.filter((ack) => ack.ok);
    const refused = answered.filter((ack) => !ack.ok);
    expect(granted.length).toBeGreaterThanOrEqual(SOCKET_EVENT_BURST);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((ack) => JSON.stringify(ack)))).toEqual(
      new Set([JSON.stringify({ ok: false, errorCode: 'RATE_LIMITED' })]),
    );
    expect(flooder.connected).toBe(true);

    // Keeping on gets the socket cut.
    for (let i = 0; i < 1000 && flooder.connected; i += 1) flooder.emit('chat_leave', { chatId });
    expect(await cut).toBe('io server disconnect');

    // Everybody else is still served.
    expect(bystander.connected).toBe(true);
    const join = await new Promise<ChatJoinAck>((resolve) => bystander.emit('chat_join', { chatId }, resolve));
    expect(join).toEqual({ ok: true });
    expect((await api(t).call(healthApi.check)).status).toBe(200);
  });
});
