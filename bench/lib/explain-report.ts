import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlanSummary } from './explain-plan';
import { RESULTS_DIR } from './paths';

export type ExplainRow = {
  filters: {
    categoryId?: string;
    rating?: number;
    postStartDate?: string;
    postEndDate?: string;
    q?: string;
    /** Unset: best match with a text search, latest without (`sortOf`). */
    sortBy?: number;
  };
  page: PlanSummary;
  count: PlanSummary;
};

const SORT_NAMES: Record<number, string> = { 1: 'latest', 2: 'most comment', 3: 'most view', 4: 'top rated' };
const sortName = ({ q, sortBy }: ExplainRow['filters']) =>
  sortBy ? SORT_NAMES[sortBy] : q ? 'best match (default)' : 'latest (default)';

const describeFilters = ({ categoryId, rating, postStartDate, postEndDate, q }: ExplainRow['filters']) =>
  [
    categoryId ? `category=${categoryId}` : '',
    rating ? `rating≥${rating}` : '',
    postStartDate ? `${postStartDate}…${postEndDate ?? ''}` : '',
    q ? `q="${q}"` : '',
  ]
    .filter(Boolean)
    .join(', ') || '(none)';

const ms = (value: number) => value.toFixed(1);

function flag(plan: PlanSummary, tableRows: number, fullScanShare: number): string {
  return plan.seqScansOnIdeas
    .map(({ rowsRead }) =>
      rowsRead >= tableRows * fullScanShare
        ? `**SEQ SCAN of the whole table (${rowsRead.toLocaleString('en-US')} rows)**`
        : `Seq Scan stopped by LIMIT after ${rowsRead.toLocaleString('en-US')} rows (${Math.round((rowsRead / tableRows) * 100)}%)`,
    )
    .join('; ');
}

/** Markdown and JSON of an EXPLAIN run, written under bench/results/; returns the paths. */
export async function writeExplainReport({
  tableRows,
  rows,
  fullScanShare,
}: {
  tableRows: number;
  rows: ExplainRow[];
  fullScanShare: number;
}): Promise<string[]> {
  const date = new Date().toISOString();
  const withSeq = rows.filter((row) => row.page.seqScansOnIdeas.length || row.count.seqScansOnIdeas.length);
  const slowest = [...rows]
    .sort((a, b) => b.page.executionMs + b.count.executionMs - (a.page.executionMs + a.count.executionMs))
    .slice(0, 5);
  const lines = [
    `# EXPLAIN of GET /api/idea — ${date}`,
    '',
    `PostgreSQL, ${tableRows.toLocaleString('en-US')} ideas. Each combination runs the repository's two queries ` +
      '(`publicListQueries`: a page of 20 cards and the capped count) under EXPLAIN (ANALYZE, FORMAT JSON).',
    `Every sequential scan of ideas is flagged with the rows it read; one reading ${fullScanShare * 100}% of the table or more ` +
      'is a whole-table scan and fails the run.',
    '',
    `- Combinations: ${rows.length}; with a Seq Scan on ideas: ${withSeq.length} (${withSeq
      .map((r) => `${describeFilters(r.filters)} / ${sortName(r.filters)}`)
      .join('; ')})`,
    `- Slowest (page + count): ${slowest.map((r) => `${describeFilters(r.filters)} / ${sortName(r.filters)} ${ms(r.page.executionMs + r.count.executionMs)} ms`).join('; ')}`,
    '',
    '| Filters | Sort | Page ms | Page scans | Count ms | Count scans | Flags |',
    '| --- | --- | ---: | --- | ---: | --- | --- |',
    ...rows.map((row) =>
      [
        '',
        describeFilters(row.filters),
        sortName(row.filters),
        ms(row.page.executionMs),
        row.page.scans.join(', '),
        ms(row.count.executionMs),
        row.count.scans.join(', '),
        [flag(row.page, tableRows, fullScanShare), flag(row.count, tableRows, fullScanShare)]
          .filter(Boolean)
          .join(' / '),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
  ];
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = date.replace(/[:.]/g, '-');
  const json = JSON.stringify({ date, tableRows, fullScanShare, rows }, null, 2);
  const files: [string, string][] = [
    [`explain-idea-list-${stamp}.md`, lines.join('\n')],
    [`explain-idea-list-${stamp}.json`, json],
    ['explain-idea-list-latest.md', lines.join('\n')],
    ['explain-idea-list-latest.json', json],
  ];
  await Promise.all(files.map(([name, text]) => writeFile(join(RESULTS_DIR, name), text)));
  return files.map(([name]) => join(RESULTS_DIR, name));
}
