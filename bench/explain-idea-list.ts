/**
 * EXPLAIN report of `GET /api/idea` on PostgreSQL: for every filter × sort combination (category,
 * minimum rating, posting days, text search, sortBy unset/1/2/3/4) it runs EXPLAIN (ANALYZE, FORMAT JSON) on
 * the two queries the repository really sends (one page of cards, the capped count), built by
 * `publicListQueries`, and flags every sequential scan of `ideas`.
 *
 *   npm run explain -w bench                      # fresh database with 100,000 seeded ideas, dropped after
 *   EXPLAIN_DATABASE_URL=postgres://… npm run explain -w bench   # an already seeded database, kept
 *
 * Writes bench/results/explain-idea-list-<time>.{md,json} and explain-idea-list-latest.{md,json}. Every
 * sequential scan of ideas is flagged with the rows it read; exit code 1 when one reads (nearly) the
 * whole table. A scan the count's LIMIT stops early (counting a common word or a broad rating up to the
 * cap) is listed but allowed: the planner picks it because reading on until the cap is cheaper than an
 * index walk with a heap fetch per row.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ideaListQuerySchema } from '@ideamatch/shared';
import { openDatabase } from '../apps/server/src/db/client';
import {
  isSurelyOverCap,
  publicListQueries,
  sampleText,
  textSampleQuery,
} from '../apps/server/src/modules/ideas/idea-list.repository';
import { summarizePlan, type ExplainOutput, type PlanSummary } from './lib/explain-plan';
import { REPO_ROOT, TSX_BIN } from './lib/paths';
import { writeExplainReport, type ExplainRow } from './lib/explain-report';

/** A sequential scan reading this share of `ideas` or more is a whole-table scan: the run fails. */
const FULL_SCAN_SHARE = 0.9;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const thaiDay = (daysAgo: number) =>
  new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

const DIMENSIONS = {
  category: [undefined, 'food'],
  rating: [undefined, 4],
  dates: [
    undefined,
    { postStartDate: thaiDay(7), postEndDate: thaiDay(0) },
    { postStartDate: thaiDay(395), postEndDate: thaiDay(365) },
  ],
  // A Thai word inside compounds (1 idea in 8), an English phrase with punctuation, and an English
  // word found through the vocabulary in Thai titles ("coffee": กาแฟ, คอฟฟี่).
  q: [undefined, 'ไฮโดร', 'solar CO-OP #4242', 'coffee'],
  // Unset: best match first with a text search, latest without.
  sortBy: [undefined, 1, 2, 3, 4],
} as const;

function* combinations() {
  for (const categoryId of DIMENSIONS.category)
    for (const rating of DIMENSIONS.rating)
      for (const dates of DIMENSIONS.dates)
        for (const q of DIMENSIONS.q)
          for (const sortBy of DIMENSIONS.sortBy) yield { categoryId, rating, ...(dates ?? {}), q, sortBy };
}

const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** A fresh database seeded like the benchmarks (100,000 ideas, ANALYZEd), and how to drop it. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ideamatch_explain_${Date.now()}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = () => admin((client) => client.query(`drop database if exists ${name}`)).then(() => undefined);
  try {
    console.error(`seeding ${name} …`);
    await promisify(execFile)(TSX_BIN, ['bench/prepare/seed-ideas.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: `/tmp/${name}`, REDIS_URL: '' },
    });
    return { url: url.toString(), drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** The sample's plan and the count's (null when not sent) as one column: times added, scans in order. */
function combinePlans(sampled: PlanSummary | null, counted: PlanSummary | null): PlanSummary {
  const plans = [sampled, counted].filter((plan): plan is PlanSummary => plan !== null);
  return {
    executionMs: plans.reduce((sum, plan) => sum + plan.executionMs, 0),
    planningMs: plans.reduce((sum, plan) => sum + plan.planningMs, 0),
    scans: [
      ...(sampled ? ['(sample) ' + sampled.scans.join(', ')] : []),
      ...(counted ? counted.scans : ['(not counted: the sample says more than the cap)']),
    ],
    seqScansOnIdeas: plans.flatMap((plan) => plan.seqScansOnIdeas),
  };
}

async function main() {
  const given = process.env.EXPLAIN_DATABASE_URL;
  const target = given ? { url: given, drop: async () => {} } : await freshDatabase();
  const database = await openDatabase({ engine: 'postgres', url: target.url });
  try {
    // Each query runs once before it is measured, so the figures are of warm caches, not first touches.
    const explain = async (query: Parameters<typeof sql>[1]): Promise<PlanSummary> => {
      const run = () => database.db.execute(sql`explain (analyze, format json) ${query}`);
      await run();
      const result = (await run()) as unknown as { rows: { 'QUERY PLAN': ExplainOutput }[] };
      return summarizePlan(result.rows[0]!['QUERY PLAN']);
    };
    const [{ n: tableRows }] = (
      (await database.db.execute(sql`select count(*)::int as n from ideas`)) as unknown as { rows: [{ n: number }] }
    ).rows;
    const rows: ExplainRow[] = [];
    for (const raw of combinations()) {
      const query = ideaListQuerySchema.parse(raw);
      // As the service sends them: a text search is sampled first, a rare word is read through its
      // indexes, and a word the sample puts far over the cap is not counted. The sample's time counts
      // in the count's column (it is sent for the count's sake as much as the page's).
      const share = await sampleText(database.db, query, null, tableRows);
      const { page, count, cap } = publicListQueries(database.db, query, null, share);
      const sample = textSampleQuery(database.db, query, null, tableRows);
      const sampled = sample ? await explain(sample) : null;
      const counted = isSurelyOverCap(share, tableRows, cap) ? null : await explain(count);
      rows.push({ filters: raw, page: await explain(page), count: combinePlans(sampled, counted) });
    }
    const full = rows.flatMap((row) =>
      [row.page, row.count].flatMap((plan) =>
        plan.seqScansOnIdeas.filter((s) => s.rowsRead > tableRows * FULL_SCAN_SHARE),
      ),
    );
    const files = await writeExplainReport({ tableRows, rows, fullScanShare: FULL_SCAN_SHARE });
    console.error(`wrote ${files.join(', ')}`);
    console.error(
      full.length ? `✗ ${full.length} sequential scans read the whole ideas table` : '✓ no full scan of ideas',
    );
    process.exitCode = full.length ? 1 : 0;
  } finally {
    await database.close();
    await target.drop();
  }
}

await main();
