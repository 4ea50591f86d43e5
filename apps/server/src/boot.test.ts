import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AccountRole } from '@ideamatch/shared';
import { authApi } from '@ideamatch/shared/api/auth';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { prepareDatabase, searchWordsFiller } from './boot';
import { parseEnv } from './config/env';
import { accounts, ideas, sessions } from './db/schema/index';
import { DEMO_ADMIN, DEMO_USER_PASSWORD } from './seed/demo-data';
import { buildTestApp, type TestApp } from './test/build-app';
import { api } from './test/api-client';
import { buildAccount, buildAccountWithPassword, buildIdea } from './test/factories';
import { createSession } from './modules/auth/session.service';
import { encryptFor } from './modules/auth/auth.test-helpers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const silent = { info: () => {} };
const silentLog = { info: () => {}, error: () => {} };
const signIn = async (app: TestApp, username: string, password: string, isDashboard = true) =>
  api(app).call(authApi.login, {
    body: { username, password: await encryptFor(app.app, password), isDashboard },
  });

describe('a production start', () => {
  it('seeds no demo data and publishes no password', async () => {
    expect(parseEnv({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, publishedDemoPasswords: false });
    t = await buildTestApp({ env: { NODE_ENV: 'production' } });
    const notes = await prepareDatabase(t.database, t.config, silent);
    const [row] = await t.database.db.select({ n: count() }).from(accounts);
    expect(row!.n).toBe(0);
    expect(notes.join('\n')).not.toContain(DEMO_ADMIN.password);
    expect(notes.join('\n')).toContain('No demo data');
  });

  it('with SEED_DEMO=1 gives demo staff random passwords, printed once with a warning', async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production', SEED_DEMO: '1' } });
    const notes = await prepareDatabase(t.database, t.config, silent);
    const text = notes.join('\n');
    expect(text).toContain('WARNING: this server holds demo accounts');
    expect(text).not.toContain(DEMO_ADMIN.password);
    const printed = /Demo staff admin \/ (\S+)/.exec(text)?.[1];
    expect(printed).toMatch(/^[\w-]{24}$/);

    expect((await signIn(t, 'admin', DEMO_ADMIN.password)).status).toBe(401);
    expect((await signIn(t, 'moderator', DEMO_ADMIN.password)).status).toBe(401);
    expect((await signIn(t, 'admin', printed!)).status).toBe(200);
    // Demo members keep the demo password: they hold no staff power.
    expect((await signIn(t, 'somchai', DEMO_USER_PASSWORD, false)).status).toBe(200);

    // The next start prints no password again.
    const again = await prepareDatabase(t.database, t.config, silent);
    expect(again.join('\n')).not.toContain('Demo staff');
  });

  it('replaces the published staff password an earlier version seeded, and ends its sessions', async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production' } });
    const admin = await buildAccountWithPassword(t.database.db, DEMO_ADMIN.password, {
      username: 'admin',
      email: DEMO_ADMIN.email,
      role: AccountRole.SuperAdmin,
    });
    await createSession(t.database.db, { accountId: admin.id });
    const notes = await prepareDatabase(t.database, t.config, silent);
    const printed = /Demo staff admin \/ (\S+)/.exec(notes.join('\n'))?.[1];
    expect(printed).toBeDefined();
    expect((await signIn(t, 'admin', DEMO_ADMIN.password)).status).toBe(401);
    expect((await signIn(t, 'admin', printed!)).status).toBe(200);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.accountId, admin.id));
    expect(left).toHaveLength(1); // only the sign-in just made
  });

  it('leaves the local demo (`npm start`) as the README prints it', async () => {
    expect(parseEnv({ NODE_ENV: 'production', LOCAL_DEMO: '1' })).toMatchObject({
      seedDemo: true,
      publishedDemoPasswords: true,
    });
    expect(parseEnv({})).toMatchObject({ seedDemo: true, publishedDemoPasswords: true });
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@y/z' }).seedDemo).toBe(false);
  });
});

describe('search words missing after a migration', () => {
  it('are made in the background once the server serves, and the idea is then found by its category', async () => {
    t = await buildTestApp();
    const owner = await buildAccount(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id, {
      name: 'ฟาร์มไฮโดรโปนิกส์บนตึก',
      description: 'ผักสด',
      categoryId: 'environment',
    });
    // Another idea of the category keeps the query finding something, so it is not "corrected".
    await buildIdea(t.database.db, owner.id, { name: 'Solar co-op', categoryId: 'environment' });
    await t.database.db.update(ideas).set({ searchVector: null }).where(eq(ideas.id, idea.id));
    const search = async () =>
      (await api(t!).call(ideaApi.list, { query: { q: 'สิ่งแวดล้อม' } })).data.result.map((found) => found.id);
    expect(await search()).not.toContain(idea.id);

    const errors: unknown[] = [];
    const filler = searchWordsFiller(t.database, { info: () => {}, error: (error: unknown) => errors.push(error) });
    await filler.start();
    expect(errors).toEqual([]);
    expect(await search()).toContain(idea.id);
  });

  it('stop before the first batch fills nothing, so a closing node leaves the rest to the next start', async () => {
    t = await buildTestApp();
    const owner = await buildAccount(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id);
    await t.database.db.update(ideas).set({ searchVector: null }).where(eq(ideas.id, idea.id));
    const filler = searchWordsFiller(t.database, silentLog);
    await filler.stop();
    await filler.start();
    const [row] = await t.database.db.select({ vector: ideas.searchVector }).from(ideas).where(eq(ideas.id, idea.id));
    expect(row!.vector).toBeNull();
  });
});
