import type { ChatMessage } from '@ideamatch/shared';
import { createSession } from '../auth/session.service';
import { chatApi } from '@ideamatch/shared/api/chat';
import { api } from '../../test/api-client';
import type { TestApp } from '../../test/build-app';
import { buildSubAccount, type buildSignedIn } from '../../test/factories';

export type Person = Awaited<ReturnType<typeof buildSignedIn>>;

/** Sends a message as `who` (any body, refusals included); returns the raw reply. */
export const postMessage = async (
  t: TestApp,
  who: { headers: Record<string, string> },
  body: Record<string, unknown>,
) => (await api(t).as(who).send(chatApi.send, { body })).raw;

/** Sends a message and returns the stored one; throws with the reply when refused. */
export async function sendOk(t: TestApp, who: Person, body: Record<string, unknown>): Promise<ChatMessage> {
  return (await api(t).as(who).send(chatApi.send, { body })).data;
}

/** A sub-account of `owner` with a live sub-account session. */
export async function buildSubAccountSession(t: TestApp, owner: Person, username: string) {
  const account = await buildSubAccount(t.database.db, owner.account.id, { username });
  const { token } = await createSession(t.database.db, { accountId: owner.account.id, subAccountId: account.id });
  return { account, token, headers: { authorization: `Bearer ${token}` } };
}
