import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { accountApi } from '@ideamatch/shared/api/account';
import { api } from '../../test/api-client';
import { subAccountRepository } from './sub-account.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Saves the list (any body, the refused ones included); the raw reply. */
const save = async (headers: Record<string, string>, payload: object) =>
  (await api(t).as({ headers }).send(accountApi.saveSubAccounts, { body: payload })).raw;

async function ownerWithPersonas(names: string[]) {
  const owner = await buildSignedIn(t.app.db);
  const personas = [];
  for (const name of names) {
    personas.push(
      await subAccountRepository.insert(t.app.db, {
        ownerAccountId: owner.account.id,
        username: `${name}_${owner.account.id.slice(-8)}`,
        firstName: name,
      }),
    );
  }
  return { owner, personas };
}

describe('saving the sub-account list in one call', () => {
  it('removes the ones in removeIds and saves the rest; sent again, it removes nothing twice', async () => {
    const { owner, personas } = await ownerWithPersonas(['keep', 'drop']);
    const [keep, drop] = personas;
    const body = {
      removeIds: [drop!.id],
      subAccounts: [{ id: keep!.id, username: keep!.username, firstName: 'Kept', lastName: '' }],
    };

    const first = await save(owner.headers, body);
    expect(first.statusCode).toBe(200);
    const listed = first.json().data as { subAccountId: string; account: { firstName: string } }[];
    expect(listed.map((entry) => [entry.subAccountId, entry.account.firstName])).toEqual([[keep!.id, 'Kept']]);

    const again = await save(owner.headers, body);
    expect(again.statusCode).toBe(200);
    expect((again.json().data as unknown[]).length).toBe(1);
  });

  it("passes over an id that is not the caller's: another person's sub-account stays", async () => {
    const { owner } = await ownerWithPersonas([]);
    const other = await ownerWithPersonas(['theirs']);
    const res = await save(owner.headers, { removeIds: [other.personas[0]!.id], subAccounts: [] });
    expect(res.statusCode).toBe(200);
    expect(await subAccountRepository.findOwned(t.app.db, other.owner.account.id, other.personas[0]!.id)).toBeTruthy();
  });
});
