/**
 * Run with tsx before a benchmark server starts (DATA_DIR or DATABASE_URL in the environment):
 * migrates and seeds the demo data exactly as start-up does, then bulk-inserts IDEA_COUNT ideas
 * (default 100,000) across every category, in Thai and English, with spread-out dates and counters,
 * and VACUUMs and ANALYZEs the table so the planner sees the real sizes.
 */
import { sql } from 'drizzle-orm';
import { IDEA_CATEGORIES } from '@ideamatch/shared';
import { prepareDatabase } from '../../apps/server/src/boot';
import { openConfiguredDatabase } from '../../apps/server/src/db/client';
import { parseEnv } from '../../apps/server/src/config/env';
import { ideaSearchVectorText } from '../../apps/server/src/modules/search/search-document';

const DETAIL = 'Generated for benchmarks.';
const NAMES = [
  'ร้านกาแฟ',
  'Coffee kiosk',
  'แอปจองคิว',
  'Pet grooming',
  'ฟาร์มผักไฮโดรโปนิกส์',
  'Online tutor',
  'ทัวร์ชุมชน',
  'Solar co-op',
];
const DESCRIPTIONS = [
  'ไอเดียธุรกิจสำหรับคนรุ่นใหม่ ลงทุนน้อย',
  'A small business idea with low start-up cost',
  'บริการส่งถึงบ้านในเมืองใหญ่',
  'Subscription service for busy offices',
];
/** A text[] literal of the given texts, for picking one per generated row. */
const textArray = (texts: readonly string[]) =>
  sql`array[${sql.join(
    texts.map((text) => sql`${text}::text`),
    sql`, `,
  )}]`;

const CATEGORIES = IDEA_CATEGORIES.length;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
/** Every pairing of a name (whose index also picks the description) with a category. */
const COMBINATIONS = (NAMES.length * CATEGORIES) / gcd(NAMES.length, CATEGORIES);
/** A number no row has, standing for the row's own in the search words ("#123" is the word 123). */
const NUMBER_WORD = '987654321987';
/**
 * Row g takes name g % 8 (numbered g), description g % 4 and category g % CATEGORIES, so combination
 * g % COMBINATIONS; each has the search words the app writes for it (search-document.ts), made here
 * since PostgreSQL cannot split Thai, with the placeholder number replaced by the row's own.
 */
const vectorTexts = Array.from({ length: COMBINATIONS }, (_, i) =>
  ideaSearchVectorText({
    name: `${NAMES[i % NAMES.length]} #${NUMBER_WORD}`,
    description: DESCRIPTIONS[i % DESCRIPTIONS.length]!,
    categoryId: IDEA_CATEGORIES[i % CATEGORIES]!,
    detail: DETAIL,
  }),
);
const count = Number(process.env.IDEA_COUNT ?? 100_000);
const config = parseEnv({ ...process.env, SEED_DEMO: '1' });
const database = await openConfiguredDatabase(config);
await prepareDatabase(database, config, { info: () => {} });

const started = Date.now();
await database.db.execute(sql`
  insert into ideas (id, owner_account_id, name, description, category_id, detail, post_date,
                     view_count, comment_count, review_count, rating_sum, rating_avg, search_vector)
  select
    -- UUIDv7-shaped ids: time prefix from the post date, random tail.
    (lpad(to_hex((extract(epoch from d.post_date) * 1000)::bigint), 12, '0') || '7' ||
      substr(md5(g::text), 1, 3) || '8' || substr(md5(g::text), 4, 15))::uuid,
    (select id from accounts where owner_account_id is null order by id offset (g % 4) limit 1),
    (${textArray(NAMES)})[1 + g % 8] || ' #' || g,
    (${textArray(DESCRIPTIONS)})[1 + g % 4],
    (${textArray(IDEA_CATEGORIES)})[1 + g % ${CATEGORIES}],
    ${DETAIL},
    d.post_date,
    (g::bigint * 7919) % 5000, (g::bigint * 104729) % 120, r.reviews, r.reviews * (1 + g % 5),
    case when r.reviews = 0 then 0 else (1 + g % 5)::float8 end,
    replace((${textArray(vectorTexts)})[1 + g % ${COMBINATIONS}], ${`'${NUMBER_WORD}'`}, '''' || g || '''')::tsvector
  from generate_series(1, ${count}) as g
  cross join lateral (select now() - ((g % 730) || ' days')::interval - ((g % 1440) || ' minutes')::interval as post_date) d
  cross join lateral (select (g % 7) as reviews) r
`);
// VACUUM as well as ANALYZE, as autovacuum does for a real table after bulk inserts: it marks the pages
// all-visible, so the list's index-only reads (docs/explain-idea-list-1m.md) are measured as served.
await database.db.execute(sql`vacuum analyze ideas`);
console.error(`seeded ${count} ideas in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
