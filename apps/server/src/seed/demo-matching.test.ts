import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_INTENTS } from '@ideamatch/shared';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { accounts, matchProfiles } from '../db/schema/index';
import { createSession } from '../modules/auth/session.service';
import { api } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-app';
import { seedDemoData } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db, { uploadsDir: join(t.config.dataDir, 'uploads') });
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const [person] = await t.database.db.select().from(accounts).where(eq(accounts.username, username));
  return (await createSession(t.database.db, { accountId: person!.id })).token;
};

describe('demo matching', () => {
  it('has people of every intent', async () => {
    const intents = await t.database.db.select({ intent: matchProfiles.intent }).from(matchProfiles);
    for (const intent of MATCH_INTENTS) expect(intents.map((row) => row.intent)).toContain(intent);
  });

  it("gives somchai, a founder, a best match in the 80s that says why, and an investor's ticket", async () => {
    const page = (
      await api(t)
        .as(await signedIn('somchai'))
        .call(partnerApi.suggested, { query: {} })
    ).data;
    const [best] = page.result;
    expect(best!.score).toBeGreaterThanOrEqual(80);
    expect(best!.score).toBeLessThan(90);
    expect(best!.reasons.map((reason) => reason.kind)).toContain('theyBring');
    const investor = page.result.find((person) => person.intent === 'invest');
    expect(investor?.reasons).toContainEqual({ kind: 'ticket', min: 300_000, max: 2_000_000 });
  });
});
