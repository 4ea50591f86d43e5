import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a PostgreSQL connection of the pool', () => {
  it('may use 16 MB per sort or bitmap, so a text search under a filter keeps an exact bitmap', async () => {
    const result = (await t.database.db.execute(sql`show work_mem`)) as unknown as { rows: { work_mem: string }[] };
    expect(result.rows[0]?.work_mem).toBe('16MB');
  });
});
