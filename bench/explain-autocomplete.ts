/**
 * Latency of search as you type (`GET /api/idea?q=…&pageSize=8&sortBy=5&isAutocomplete=true`) on an
 * already seeded PostgreSQL database: for each query word it runs what the repository really sends
 * (`listAutocompletePage`: a sample telling how common the word is, then the page; no count)
 * WARMUP times, then RUNS times timed one after another (wall time as the server waits for it:
 * sending, planning, executing, reading the rows), and reports p50 / p95 per word and overall, the
 * scans of both statements' plans and whether one has a Seq Scan of ideas.
 * For comparison it times the list's best match for the same page (the page over the newest 1,000
 * matches and the capped count, sent together as the server sends them). A word that finds nothing
 * also gets the did-you-mean path the server then takes (the trigram look-ups and the corrected page).
 *
 *   EXPLAIN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/explain1m npm run explain:autocomplete -w bench
 *   RUNS=50 WARMUP=5 LIST_RUNS=10 … (defaults 30, 3 and 5)
 *
 * Prints the p95 table and the load average (`uptime`) to stdout; writes
 * bench/results/explain-autocomplete-<time>.{md,json} and explain-autocomplete-latest.{md,json}.
 * Exit code 1 when an autocomplete plan reads (nearly) the whole ideas table.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { IdeaSort, ideaListQuerySchema, type IdeaListQuery } from '@ideamatch/shared';
import { openDatabase } from '../apps/server/src/db/client';
import {
  autocompleteQueries,
  textReadWay,
  estimateIdeaRows,
  listAutocompletePage,
  publicListQueries,
  sampleText,
} from '../apps/server/src/modules/ideas/idea-list.repository';
import { ideaRepository } from '../apps/server/src/modules/ideas/idea.repository';
import { suggestSpellings } from '../apps/server/src/modules/search/did-you-mean';
import { summarizePlan, type ExplainOutput, type PlanSummary } from './lib/explain-plan';
import { RESULTS_DIR } from './lib/paths';

const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = Number(process.env.WARMUP ?? 3);
/** Runs of the list's best match, for comparison (fewer: a word nothing matches takes seconds there). */
const LIST_RUNS = Number(process.env.LIST_RUNS ?? 5);
/** The target: autocomplete p95 under this many milliseconds at a million ideas. */
const TARGET_P95_MS = 15;
/** A sequential scan reading this share of `ideas` or more is a whole-table scan: the run fails. */
const FULL_SCAN_SHARE = 0.9;

/**
 * Query words by kind. The seed (bench/prepare/seed-ideas.ts) gives each idea one of 8 titles
 * ("Coffee kiosk", "ร้านกาแฟ", "ฟาร์มผักไฮโดรโปนิกส์", "Online tutor", "ทัวร์ชุมชน", "Solar co-op", …)
 * with its number, one of 4 descriptions and one of 9 categories, so a title word is in 1 idea of 8
 * (1 of 4 with its vocabulary forms) and a description word in 1 of 4.
 */
const WORDS: { kind: string; q: string }[] = [
  { kind: 'common English', q: 'coffee' },
  { kind: 'common English', q: 'business' },
  { kind: 'common English', q: 'service' },
  { kind: 'common Thai', q: 'กาแฟ' },
  { kind: 'common Thai', q: 'ไฮโดร' },
  { kind: 'common Thai', q: 'ธุรกิจ' },
  { kind: 'common Thai', q: 'บ้าน' },
  { kind: 'rare', q: 'solar CO-OP #4242' },
  { kind: 'rare', q: '#4242' },
  { kind: 'rare', q: '987654' },
  { kind: 'rare', q: 'zebra' },
  { kind: 'one letter / prefix', q: 'c' },
  { kind: 'one letter / prefix', q: 'a' },
  { kind: 'one letter / prefix', q: 'ก' },
  { kind: 'one letter / prefix', q: 'co' },
  { kind: 'one letter / prefix', q: 'กา' },
  { kind: 'one letter / prefix', q: 'tut' },
  { kind: 'typo', q: 'cofee' },
  { kind: 'typo', q: 'tutr' },
  { kind: 'typo', q: 'hydroponik' },
  { kind: 'Thai ↔ English', q: 'ติวเตอร์' },
  { kind: 'Thai ↔ English', q: 'hydroponic' },
  { kind: 'Thai ↔ English', q: 'tour' },
  { kind: 'Thai ↔ English', q: 'delivery' },
  { kind: 'Thai ↔ English', q: 'สัตว์เลี้ยง' },
];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
};
type Stats = ReturnType<typeof stats>;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const load = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return 'uptime unavailable';
  }
};

type WordResult = {
  kind: string;
  q: string;
  rows: number;
  autocomplete: Stats;
  plan: PlanSummary & { way: string };
  wholeTableScan: boolean;
  /** The list's best match for the same page: page + capped count, concurrently. */
  list: Stats;
  /** A word that finds nothing: did-you-mean (trigram look-ups) and the corrected page, after the empty page. */
  typoPath?: Stats & { suggestion: string | null };
};

async function main() {
  const url = process.env.EXPLAIN_DATABASE_URL;
  if (!url) throw new Error('EXPLAIN_DATABASE_URL is required: a database seeded by bench/prepare/seed-ideas.ts');
  const database = await openDatabase({ engine: 'postgres', url });
  const { db } = database;
  try {
    const explain = async (query: SQL | object): Promise<PlanSummary> => {
      const result = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': ExplainOutput }[];
      };
      return summarizePlan(result.rows[0]!['QUERY PLAN']);
    };
    /** Both statements of an autocomplete page, as one summary (times added, scans of both). */
    const explainAutocomplete = async (query: IdeaListQuery): Promise<PlanSummary & { way: string }> => {
      const { sample, page } = autocompleteQueries(db, query, null, estimatedRows);
      const share = sample ? (await sample)[0] : undefined;
      const first = sample ? await explain(sample) : null;
      const second = await explain(page(share));
      const way = !share ? 'list page' : `${textReadWay(share)} (${share.matching} of ${share.listed} sampled)`;
      return {
        way,
        executionMs: (first?.executionMs ?? 0) + second.executionMs,
        planningMs: (first?.planningMs ?? 0) + second.planningMs,
        scans: [...new Set([...(first?.scans ?? []), ...second.scans])],
        seqScansOnIdeas: [...(first?.seqScansOnIdeas ?? []), ...second.seqScansOnIdeas],
      };
    };
    const [{ n: tableRows }] = (
      (await db.execute(sql`select count(*)::int as n from ideas`)) as unknown as { rows: [{ n: number }] }
    ).rows;
    // What the server sizes the sample with (it keeps it for a minute).
    const estimatedRows = await estimateIdeaRows(db);
    const loadBefore = load();
    console.log(
      `${tableRows.toLocaleString('en-US')} ideas; ${RUNS} runs per word after ${WARMUP} warm-up runs (list: ${LIST_RUNS})`,
    );
    console.log(`before: ${loadBefore}`);
    /** Wall times of `run`, `warmup` untimed runs first. */
    const time = async (run: () => Promise<unknown>, runs = RUNS, warmup = WARMUP): Promise<number[]> => {
      for (let i = 0; i < warmup; i += 1) await run();
      const samples: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
      return samples;
    };
    const queryOf = (q: string, isAutocomplete: boolean) =>
      ideaListQuerySchema.parse({
        q,
        pageSize: 8,
        sortBy: IdeaSort.Relevance,
        ...(isAutocomplete ? { isAutocomplete: 'true' } : {}),
      });
    const results: WordResult[] = [];
    const allAutocomplete: number[] = [];
    for (const { kind, q } of WORDS) {
      const asTyped = queryOf(q, true);
      const samples = await time(() => listAutocompletePage(db, asTyped, null, estimatedRows));
      allAutocomplete.push(...samples);
      const rows = (await listAutocompletePage(db, asTyped, null, estimatedRows)).length;
      const plan = await explainAutocomplete(asTyped);
      const listed = queryOf(q, false);
      const list = stats(
        await time(
          async () => {
            // As the service sends them: the sample first, then the page and the count.
            const share = await sampleText(db, listed, null, estimatedRows);
            const { page, count } = publicListQueries(db, listed, null, share);
            return Promise.all([page, count]);
          },
          LIST_RUNS,
          1,
        ),
      );
      const result: WordResult = {
        kind,
        q,
        rows,
        autocomplete: stats(samples),
        plan,
        wholeTableScan: plan.seqScansOnIdeas.some((scan) => scan.rowsRead >= tableRows * FULL_SCAN_SHARE),
        list,
      };
      if (rows === 0) {
        let suggestion: string | null = null;
        const typo = await time(
          async () => {
            await listAutocompletePage(db, asTyped, null, estimatedRows);
            [suggestion = null] = await suggestSpellings(q, (word) => ideaRepository.textsNear(db, word, 10));
            if (suggestion) await listAutocompletePage(db, queryOf(suggestion, true), null, estimatedRows);
          },
          LIST_RUNS,
          1,
        );
        result.typoPath = { ...stats(typo), suggestion };
      }
      results.push(result);
      console.log(
        `${q.padEnd(20)} p50 ${ms(result.autocomplete.p50).padStart(6)}  p95 ${ms(result.autocomplete.p95).padStart(6)} ms  (list ${ms(list.p95)})`,
      );
    }
    const loadAfter = load();
    const overall = stats(allAutocomplete);
    const over = results.filter((r) => r.autocomplete.p95 >= TARGET_P95_MS);
    const date = new Date().toISOString();
    const table = [
      `| Kind | q | Found | p50 ms | p95 ms | Pool read from | Seq Scan of ideas | Scans | List best match p95 (page + count, ${LIST_RUNS} runs) | Did-you-mean path p95 (${LIST_RUNS} runs) |`,
      '| --- | --- | ---: | ---: | ---: | --- | --- | --- | ---: | --- |',
      ...results.map((r) =>
        [
          '',
          r.kind,
          `\`${r.q}\``,
          r.rows,
          ms(r.autocomplete.p50),
          `${r.autocomplete.p95 >= TARGET_P95_MS ? '**' : ''}${ms(r.autocomplete.p95)}${r.autocomplete.p95 >= TARGET_P95_MS ? '**' : ''}`,
          r.plan.way,
          r.plan.seqScansOnIdeas.length
            ? r.plan.seqScansOnIdeas.map((s) => `yes, ${s.rowsRead.toLocaleString('en-US')} rows`).join('; ')
            : 'no',
          r.plan.scans.join(', '),
          ms(r.list.p95),
          r.typoPath ? `${ms(r.typoPath.p95)} ms (→ ${r.typoPath.suggestion ?? 'none'})` : '',
          '',
        ]
          .join(' | ')
          .trim(),
      ),
      `| | **all ${results.length} words** | | ${ms(overall.p50)} | ${ms(overall.p95)} | | ${results.filter((r) => r.plan.seqScansOnIdeas.length).length} with one | | | |`,
    ];
    const summary = [
      `- p95 over every run of every word: ${ms(overall.p95)} ms (p50 ${ms(overall.p50)} ms, max ${ms(overall.max)} ms)`,
      `- Words with p95 ≥ ${TARGET_P95_MS} ms: ${over.length ? over.map((r) => `\`${r.q}\` ${ms(r.autocomplete.p95)}`).join(', ') : 'none'}`,
      `- Load: before \`${loadBefore}\`; after \`${loadAfter}\``,
    ];
    const markdown = [
      `# Search as you type at ${tableRows.toLocaleString('en-US')} ideas — ${date}`,
      '',
      `\`listAutocompletePage\` with \`{ q, pageSize: 8, sortBy: 5, isAutocomplete: true }\` (no count), ${RUNS} timed runs ` +
        `per word after ${WARMUP} warm-up runs, one at a time, wall time from the client (pg). "Scans" and ` +
        '"Seq Scan" come from one EXPLAIN (ANALYZE) of both statements after the runs; "Pool read from" is how ' +
        "the newest 200 matches were found: the sample's count, and a walk down the list or the text indexes (`autocompleteQueries`).",
      '',
      ...summary,
      '',
      ...table,
      '',
    ].join('\n');
    console.log('');
    console.log(table.join('\n'));
    console.log('');
    console.log(summary.join('\n'));
    await mkdir(RESULTS_DIR, { recursive: true });
    const stamp = date.replace(/[:.]/g, '-');
    const json = JSON.stringify(
      { date, tableRows, runs: RUNS, warmup: WARMUP, loadBefore, loadAfter, overall, results },
      null,
      2,
    );
    const files: [string, string][] = [
      [`explain-autocomplete-${stamp}.md`, markdown],
      [`explain-autocomplete-${stamp}.json`, json],
      ['explain-autocomplete-latest.md', markdown],
      ['explain-autocomplete-latest.json', json],
    ];
    await Promise.all(files.map(([name, text]) => writeFile(join(RESULTS_DIR, name), text)));
    console.error(`wrote ${files.map(([name]) => join(RESULTS_DIR, name)).join(', ')}`);
    const full = results.filter((r) => r.wholeTableScan);
    if (full.length) console.error(`✗ whole-table scans of ideas: ${full.map((r) => r.q).join(', ')}`);
    process.exitCode = full.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

await main();
