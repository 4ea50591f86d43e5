import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index';
import { createSession } from '../modules/auth/session.service';
import { buildTestApp, type TestApp } from '../test/build-app';
import { seedDemoData } from './demo-data';
import { api } from '../test/api-client';
import { chatApi } from '@ideamatch/shared/api/chat';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db, { uploadsDir: join(t.config.dataDir, 'uploads') });
});
afterAll(() => t.close());

const sessionOf = async (username: string) => {
  const [account] = await t.database.db.select().from(accounts).where(eq(accounts.username, username));
  const subAccountId = account!.ownerAccountId ? account!.id : null;
  const { token } = await createSession(t.database.db, {
    accountId: account!.ownerAccountId ?? account!.id,
    subAccountId,
  });
  return { authorization: `Bearer ${token}` };
};

describe('demo chats', () => {
  it('gives somchai conversations with malee (about his idea, unread) and anan (a shared idea card)', async () => {
    const headers = await sessionOf('somchai');
    const list = (await api(t).call(chatApi.list, { headers })).data;
    expect(list.result.map((c: { otherAccount: { username: string } }) => c.otherAccount.username)).toEqual([
      'malee',
      'anan',
    ]);
    expect(list.result[0]).toMatchObject({ unreadCount: 2, idea: { name: expect.any(String) } });
    const summary = (await api(t).call(chatApi.summary, { headers })).data;
    expect(summary).toEqual({ unreadChatCount: 1, isAcknowledge: false });
    const anan = await api(t).call(chatApi.messages, { params: { id: list.result[1]!.id }, headers });
    expect(anan.data.result.some((m) => m.sharedIdea)).toBe(true);
  });

  it('gives somchai’s first sub-account a conversation of its own with pim', async () => {
    const headers = await sessionOf('somchai.coffee');
    const list = (await api(t).call(chatApi.list, { headers })).data;
    expect(list.result).toHaveLength(1);
    expect(list.result[0]).toMatchObject({ otherAccount: { username: 'pim' }, unreadCount: 1 });
  });
});
