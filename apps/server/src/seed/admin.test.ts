import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole } from '@ideamatch/shared';
import { accounts } from '../db/schema/index';
import { verifyPassword } from '../lib/password';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildAccount } from '../test/factories';
import { upsertSuperAdmin } from './admin';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('upsertSuperAdmin', () => {
  it('creates a SuperAdmin named after the email, then updates it in place', async () => {
    const first = await upsertSuperAdmin(t.database.db, { email: 'Boss@Example.com', password: 'first-pass-1' });
    expect(first).toMatchObject({ username: 'boss', created: true });
    const again = await upsertSuperAdmin(t.database.db, { email: 'boss@example.com', password: 'second-pass-2' });
    expect(again).toMatchObject({ id: first.id, username: 'boss', created: false });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, first.id));
    expect(row!.role).toBe(AccountRole.SuperAdmin);
    expect(await verifyPassword(row!.passwordHash!, 'second-pass-2')).toBe(true);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('promotes an existing account with that email and avoids a taken username', async () => {
    await buildAccount(t.database.db, { username: 'ops' });
    const existing = await buildAccount(t.database.db, { username: 'mali', email: 'ops@corp.example' });
    const result = await upsertSuperAdmin(t.database.db, { email: 'ops@corp.example', password: 'long-enough' });
    expect(result.id).toBe(existing.id);
    expect(result.username).toBe('ops1');
  });
});
