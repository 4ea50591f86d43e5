/**
 * Relevance benchmark (`npm run bench:relevance -w bench`): the server code in-process on a fresh
 * in-memory PGlite, the corpus written through the idea write repository (the search words the app
 * makes), each judged query asked through `GET /api/idea?q=…` (the real HTTP layer), and recall@10,
 * MRR and recall per kind printed and written to bench/results/relevance.json.
 * Targets: recall@10 ≥ 0.95 overall and ≥ 0.90 per kind, MRR ≥ 0.80.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildTestApp } from '../../apps/server/src/test/build-app';
import { buildAccount } from '../../apps/server/src/test/factories';
import { ideaWriteRepository } from '../../apps/server/src/modules/ideas/idea-write.repository';
import { invalidateIdeaLists } from '../../apps/server/src/modules/ideas/idea-list-cache';
import { CORPUS } from './corpus';
import { HOLDOUT_2_CORPUS, HOLDOUT_2_QUERIES, HOLDOUT_CORPUS, HOLDOUT_QUERIES } from './holdout';
import { KINDS, QUERIES, type Kind } from './queries';

// The main set (default) or a set written after the code (holdout.ts): RELEVANCE_SET=holdout|holdout2.
const SETS = {
  main: [CORPUS, QUERIES],
  holdout: [HOLDOUT_CORPUS, HOLDOUT_QUERIES],
  holdout2: [HOLDOUT_2_CORPUS, HOLDOUT_2_QUERIES],
} as const;
const SET = (process.env.RELEVANCE_SET ?? 'main') as keyof typeof SETS;
if (!SETS[SET]) throw new Error(`RELEVANCE_SET is one of ${Object.keys(SETS).join(', ')}`);
const [corpus, queries] = SETS[SET];

const TOP = 10;
const t = await buildTestApp();
const owner = await buildAccount(t.database.db);
const keyById = new Map<string, string>();
for (const [index, [key, categoryId, name, description, detail]] of corpus.entries()) {
  const id = await ideaWriteRepository.insert(t.database.db, {
    ownerAccountId: owner.id,
    name,
    description,
    categoryId,
    detail,
    postDate: new Date(Date.now() - index * 3_600_000),
  });
  keyById.set(id, key);
}
invalidateIdeaLists(t.database.db);

type Row = {
  kind: Kind;
  query: string;
  expected: string[];
  found: string[];
  recall: number;
  rr: number;
  corrected?: string;
};
const rows: Row[] = [];
for (const [kind, query, expected] of queries) {
  const res = await t.app.inject({ method: 'GET', url: `/api/idea?q=${encodeURIComponent(query)}&pageSize=${TOP}` });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  const data = (res.json() as { data: { result: { id: string }[]; correctedQuery?: string } }).data;
  const found = data.result.map((idea) => keyById.get(idea.id) ?? idea.id);
  let recall: number;
  let rr: number;
  if (!expected.length) recall = rr = found.length ? 0 : 1;
  else {
    recall = expected.filter((key) => found.includes(key)).length / expected.length;
    const first = found.findIndex((key) => expected.includes(key));
    rr = first < 0 ? 0 : 1 / (first + 1);
  }
  rows.push({
    kind,
    query,
    expected,
    found,
    recall,
    rr,
    ...(data.correctedQuery ? { corrected: data.correctedQuery } : {}),
  });
}
await t.close();

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);
const round = (n: number) => Math.round(n * 1000) / 1000;
const perKind = Object.fromEntries(
  KINDS.map((kind) => {
    const of = rows.filter((row) => row.kind === kind);
    return [
      kind,
      { queries: of.length, recallAt10: round(mean(of.map((r) => r.recall))), mrr: round(mean(of.map((r) => r.rr))) },
    ];
  }),
);
const summary = {
  set: SET,
  ideas: corpus.length,
  queries: rows.length,
  recallAt10: round(mean(rows.map((r) => r.recall))),
  mrr: round(mean(rows.map((r) => r.rr))),
  perKind,
};
console.log(`set ${SET}: ideas ${summary.ideas}, queries ${summary.queries}`);
console.log(`recall@10 ${summary.recallAt10}  MRR ${summary.mrr}`);
for (const [kind, k] of Object.entries(perKind))
  console.log(`  ${kind.padEnd(15)} n=${String(k.queries).padStart(3)}  recall@10 ${k.recallAt10}  MRR ${k.mrr}`);
const misses = rows.filter((row) => row.recall < 1 || row.rr < 1);
if (misses.length) console.log('\nBelow full marks:');
for (const row of misses)
  console.log(
    `  [${row.kind}] "${row.query}"${row.corrected ? ` → "${row.corrected}"` : ''}: recall ${round(row.recall)}, rr ${round(row.rr)}; expected ${row.expected.join(' ')}; found ${row.found.join(' ')}`,
  );
const out = new URL('../results/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(
  new URL(SET === 'main' ? 'relevance.json' : `relevance-${SET}.json`, out),
  JSON.stringify({ at: new Date().toISOString(), ...summary, rows }, null, 2),
);
console.log(`\nwritten to bench/results/${SET === 'main' ? 'relevance' : `relevance-${SET}`}.json`);
process.exit(0);
