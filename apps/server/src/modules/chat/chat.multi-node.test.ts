import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatJoinAck } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import type { Endpoint } from '@ideamatch/shared/endpoint';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { requestOf, type CallInput, type ErrorBody, type SuccessBody } from '../../test/api-client';
import { buildSignedIn } from '../../test/factories';
import { connectSocket, nextEvent, type TestSocket } from '../../test/sockets';
import { createScratchDatabase, startServerProcess, type ServerProcess } from './chat.multi-node.helpers';

const { DATABASE_URL, REDIS_URL } = process.env;
// vitest.config.ts runs this file only when both are set; fail loudly if that ever changes.
if (!DATABASE_URL || !REDIS_URL) throw new Error('The two-node chat test needs DATABASE_URL and REDIS_URL.');

/** A call to one node's HTTP address as a person (the nodes are other processes, so no inject). */
async function call<E extends Endpoint>(node: ServerProcess, token: string, endpoint: E, input: CallInput<E>) {
  const { method, url, headers, payload } = await requestOf(endpoint, input);
  const res = await fetch(`${node.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as SuccessBody<E> | ErrorBody };
}
/** The data of a success reply. */
const dataOf = <B extends { data?: unknown }>(body: B) => body.data as Exclude<B['data'], undefined>;

// The PGlite run has no PostgreSQL or Redis to share between processes; the PG+Redis run executes this.
describe('chat across two server processes on one PostgreSQL and one Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  let nodeA: ServerProcess;
  let nodeB: ServerProcess;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_URL);
    const env = { DATABASE_URL: scratch.url, REDIS_URL };
    // One after the other, so only the first one migrates the new database.
    nodeA = await startServerProcess(env);
    nodeB = await startServerProcess(env);
    database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it('carries messages, typing, read state, summaries, edits and reactions between people on different nodes', async () => {
    const alice = await buildSignedIn(database.db, { firstName: 'Alice' });
    const bob = await buildSignedIn(database.db, { firstName: 'Bob' });
    const aliceSocket = await connectSocket(nodeA.url, alice.token);
    const bobSocket = await connectSocket(nodeB.url, bob.token);
    sockets.push(aliceSocket, bobSocket);

    // Alice (node A) writes; Bob (node B) gets the message and his badge.
    const bobHears = Promise.all([nextEvent(bobSocket, 'chat_message'), nextEvent(bobSocket, 'chat_summary_update')]);
    const sent = await call(nodeA, alice.token, chatApi.send, {
      body: { toAccountId: bob.account.id, text: 'Across nodes' },
    });
    expect(sent.status).toBe(200);
    const chatId = dataOf(sent.body).chatId;
    const [message, summary] = await bobHears;
    expect(message).toMatchObject({ id: dataOf(sent.body).id, text: 'Across nodes', senderId: alice.account.id });
    expect(summary).toEqual({ unreadChatCount: 1, isAcknowledge: false });

    // Both join the chat's room on their own node; Bob's typing reaches Alice.
    const join = (socket: TestSocket) =>
      new Promise<ChatJoinAck>((resolve) => socket.emit('chat_join', { chatId }, resolve));
    expect(await Promise.all([join(aliceSocket), join(bobSocket)])).toEqual([{ ok: true }, { ok: true }]);
    const aliceSeesTyping = nextEvent(aliceSocket, 'typing');
    bobSocket.emit('typing', { chatId, isTyping: true });
    expect(await aliceSeesTyping).toEqual({ chatId, accountId: bob.account.id, isTyping: true });

    // Bob reads on node B: Alice sees "seen", Bob's count clears (his chat dot stays until the chat page opens).
    const afterRead = Promise.all([nextEvent(aliceSocket, 'chat_read'), nextEvent(bobSocket, 'chat_summary_update')]);
    expect((await call(nodeB, bob.token, chatApi.markRead, { params: { id: chatId } })).status).toBe(200);
    const [read, cleared] = await afterRead;
    expect(read).toMatchObject({ chatId, accountId: bob.account.id });
    expect(cleared).toEqual({ unreadChatCount: 0, isAcknowledge: false });

    // Bob replies on node B; Alice on node A gets it and her badge.
    const aliceHears = Promise.all([
      nextEvent(aliceSocket, 'chat_message'),
      nextEvent(aliceSocket, 'chat_summary_update'),
    ]);
    expect((await call(nodeB, bob.token, chatApi.send, { body: { chatId, text: 'Got it' } })).status).toBe(200);
    const [reply, aliceSummary] = await aliceHears;
    expect(reply).toMatchObject({ text: 'Got it', senderId: bob.account.id });
    expect(aliceSummary).toEqual({ unreadChatCount: 1, isAcknowledge: false });

    // Alice edits her message on node A; Bob on node B gets the changed copy. Bob's reaction on node B reaches Alice.
    const bobSeesEdit = nextEvent(bobSocket, 'chat_message_update');
    const messageId = dataOf(sent.body).id;
    expect(
      (await call(nodeA, alice.token, chatApi.editMessage, { params: { id: messageId }, body: { text: 'Edited' } }))
        .status,
    ).toBe(200);
    expect(await bobSeesEdit).toMatchObject({ id: messageId, text: 'Edited', isRemoved: false });
    const aliceSeesReaction = nextEvent(aliceSocket, 'chat_message_update');
    const reacted = await call(nodeB, bob.token, chatApi.react, { params: { id: messageId }, body: { emoji: '👍' } });
    expect(reacted.status).toBe(200);
    expect(await aliceSeesReaction).toMatchObject({
      id: messageId,
      reactions: [{ accountId: bob.account.id, emoji: '👍' }],
    });
  }, 60_000);
});
