/**
 * Run with tsx before a dashboard benchmark server starts: everything seed-ideas.ts does (demo data
 * and IDEA_COUNT ideas), then ACCOUNT_COUNT main accounts (default 100,000) with Thai and English
 * names, a tenth of them deactivated, spread-out join dates, and ANALYZE.
 */
import { sql } from 'drizzle-orm';
import { openConfiguredDatabase } from '../../apps/server/src/db/client';
import { parseEnv } from '../../apps/server/src/config/env';

await import('./seed-ideas');

const count = Number(process.env.ACCOUNT_COUNT ?? 100_000);
const config = parseEnv({ ...process.env, SEED_DEMO: '1' });
const database = await openConfiguredDatabase(config);
const started = Date.now();
await database.db.execute(sql`
  insert into accounts (id, username, email, first_name, last_name, mini_bio, is_term, is_pdpa,
                        is_deactivated, deactivated_at, created_at, last_active_at)
  select
    (lpad(to_hex((extract(epoch from d.joined) * 1000)::bigint), 12, '0') || '7' ||
      substr(md5('a' || g::text), 1, 3) || '8' || substr(md5('a' || g::text), 4, 15))::uuid,
    'member' || g,
    'member' || g || '@bench.test',
    (array['สมชาย', 'Malee', 'อนันต์', 'Pim', 'วิชัย', 'Napat', 'สุดา', 'Krit'])[1 + g % 8],
    (array['ใจดี', 'Wong', 'ศรีสุข', 'Tan', 'ทองคำ', 'Chai'])[1 + g % 6] || ' ' || g,
    'Bench member',
    true, true,
    g % 10 = 0,
    case when g % 10 = 0 then d.joined + interval '30 days' end,
    d.joined,
    d.joined + ((g % 300) || ' days')::interval
  from generate_series(1, ${count}) as g
  cross join lateral (select now() - ((g % 1000) || ' days')::interval - ((g % 1440) || ' minutes')::interval as joined) d
`);
await database.db.execute(sql`analyze accounts`);
console.error(`seeded ${count} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
