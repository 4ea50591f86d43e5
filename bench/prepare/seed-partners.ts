/**
 * Run with tsx before the partner/notification benchmark server starts (DATA_DIR or DATABASE_URL in
 * the environment): migrates and seeds the demo data as start-up does, then bulk-inserts PEOPLE_COUNT
 * people (default 20,000) with Thai and English names and bios, NOTIFICATION_COUNT notifications
 * (default 50,000) for the demo user somchai, and writes a session token for somchai to
 * `<DATA_DIR>/bench-token`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../../apps/server/src/boot';
import { openConfiguredDatabase } from '../../apps/server/src/db/client';
import { parseEnv } from '../../apps/server/src/config/env';
import { createSession } from '../../apps/server/src/modules/auth/session.service';
import { readSummary } from '../../apps/server/src/modules/notifications/notification.service';

const people = Number(process.env.PEOPLE_COUNT ?? 20_000);
const notificationCount = Number(process.env.NOTIFICATION_COUNT ?? 50_000);
const config = parseEnv({ ...process.env, SEED_DEMO: '1' });
const database = await openConfiguredDatabase(config);
await prepareDatabase(database, config, { info: () => {} });
const { db } = database;

const started = Date.now();
await db.execute(sql`
  insert into accounts (id, username, email, first_name, last_name, mini_bio, bio, is_term, is_pdpa,
                        skills_offered, skills_sought, interested_categories, last_active_at)
  select
    (lpad(to_hex((extract(epoch from now()) * 1000)::bigint - g), 12, '0') || '7' ||
      substr(md5('p' || g), 1, 3) || '8' || substr(md5('p' || g), 4, 15))::uuid,
    'bench_person_' || g, 'bench_person_' || g || '@example.test',
    (array['สมศักดิ์', 'Narin', 'วิภา', 'Kanya', 'ประยุทธ', 'Somsri', 'อรุณี', 'Chai'])[1 + g % 8],
    (array['ใจงาม', 'Srisuk', 'ทองดี', 'Boonmee'])[1 + g % 4] || g,
    (array['นักการตลาดออนไลน์', 'Software engineer', 'เจ้าของร้านอาหาร', 'Designer and maker'])[1 + g % 4],
    (array['ชอบทำธุรกิจอาหารและการตลาดดิจิทัล', 'Loves building apps for small shops', 'ทำฟาร์มผักไฮโดรโปนิกส์', 'Pet products and packaging'])[1 + g % 4],
    true, true,
    jsonb_build_array((array['Marketing', 'Programming', 'Design', 'Finance'])[1 + g % 4]),
    jsonb_build_array((array['Programming', 'Marketing', 'Finance', 'Design'])[1 + g % 4]),
    jsonb_build_array((array['food', 'technology', 'pet', 'onlineShop'])[1 + g % 4]),
    now() - ((g % 60) || ' days')::interval
  from generate_series(1, ${people}) as g
`);
const found = (await db.execute(sql`select id from accounts where username = 'somchai'`)) as unknown as {
  rows: { id: string }[];
};
const [somchai] = found.rows;
if (!somchai) throw new Error('the demo user somchai is missing');
await db.execute(sql`
  insert into notifications (id, recipient_account_id, type, actor_account_id, subject_type, subject_id, group_key, payload, is_read, created_at)
  select
    (lpad(to_hex((extract(epoch from now()) * 1000)::bigint - g * 1000), 12, '0') || '7' ||
      substr(md5('n' || g), 1, 3) || '8' || substr(md5('n' || g), 4, 15))::uuid,
    ${somchai.id}::uuid, 4, a.id, 'idea', md5('i' || (g % 5000))::uuid::text, '4:idea:' || md5('i' || (g % 5000))::uuid::text,
    '{}'::jsonb, g > 40, now() - (g || ' seconds')::interval
  from generate_series(1, ${notificationCount}) as g
  cross join lateral (select id from accounts where username = 'bench_person_' || (1 + g % ${people})) a
`);
await db.execute(sql`
  insert into notification_reads (account_id, unread_count, latest_notification_at, latest_notification_id)
  select recipient_account_id, count(*) filter (where not is_read), max(created_at),
         (array_agg(id order by created_at desc))[1]
  from notifications where recipient_account_id = ${somchai.id}::uuid group by recipient_account_id
  on conflict (account_id) do update set unread_count = excluded.unread_count,
    latest_notification_at = excluded.latest_notification_at, latest_notification_id = excluded.latest_notification_id
`);
await db.execute(sql`analyze accounts`);
await db.execute(sql`analyze notifications`);
const { token } = await createSession(db, { accountId: somchai.id });
writeFileSync(join(config.dataDir, 'bench-token'), token);
console.error(
  `seeded ${people} people and ${notificationCount} notifications in ${((Date.now() - started) / 1000).toFixed(1)} s; summary ${JSON.stringify(await readSummary(db, somchai.id))}`,
);
await database.close();
