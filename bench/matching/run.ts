/**
 * Matching benchmark (`npm run bench:matching -w bench`): the server code in-process on a fresh
 * in-memory PGlite; every person of the designed population (population.ts) is an account that
 * saves its matching profile through `PUT /api/account/match-profile`, and each seeker asks
 * `GET /api/partner/suggested` (the real HTTP layer, every page). Printed per seeker: the ideal
 * partner's rank, score and both fits, the decent ones' ranks, and any violator shown; written to
 * bench/results/matching.json.
 * Targets: the ideal in the top 3 with a score of 80 or more for every seeker; no violator shown.
 * Exit code 1 when a target is missed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { AccountRole, type PartnerSuggestion } from '@ideamatch/shared';
import { matchingApi } from '@ideamatch/shared/api/matching';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { buildTestApp } from '../../apps/server/src/test/build-app';
import { buildSignedIn } from '../../apps/server/src/test/factories';
import { api } from '../../apps/server/src/test/api-client';
import { POPULATION, SEEKERS, type BenchPerson } from './population';

const TOP = 3;
const MIN_SCORE = 80;

const t = await buildTestApp();
const tokens = new Map<string, string>();
const keyById = new Map<string, string>();
for (const person of POPULATION) {
  const signedIn = await buildSignedIn(t.database.db, {
    username: person.key,
    firstName: person.firstName,
    lastActiveAt: new Date(),
    ...(person.isStaff ? { role: AccountRole.Admin } : {}),
  });
  tokens.set(person.key, signedIn.token);
  keyById.set(signedIn.account.id, person.key);
  const saved = await api(t).as(signedIn.token).call(matchingApi.saveProfile, { body: person.profile });
  if (saved.status !== 200) throw new Error(`${person.key}: ${saved.status} ${saved.raw.payload}`);
}

async function suggestionsFor(seeker: BenchPerson): Promise<PartnerSuggestion[]> {
  const all: PartnerSuggestion[] = [];
  for (let page = 1; ; page += 1) {
    const data = (
      await api(t)
        .as(tokens.get(seeker.key)!)
        .call(partnerApi.suggested, { query: { page, pageSize: 50 } })
    ).data;
    all.push(...data.result);
    if (page >= data.totalPages || !data.result.length) return all;
  }
}

type Row = {
  seeker: string;
  intent: string | null | undefined;
  shown: number;
  ideal: { key: string; rank: number | null; score: number | null; fit: PartnerSuggestion['fit'] | null };
  decent: { key: string; rank: number | null; score: number | null }[];
  top: { key: string; score: number }[];
  violatorsShown: { key: string; violates: string }[];
  isMet: boolean;
};
const rows: Row[] = [];
for (const seeker of SEEKERS) {
  const shown = await suggestionsFor(seeker);
  const keys = shown.map((person) => keyById.get(person.id) ?? person.id);
  const at = (key: string) => {
    const index = keys.indexOf(key);
    return index < 0 ? null : { rank: index + 1, suggestion: shown[index]! };
  };
  const mine = POPULATION.filter((person) => person.scenario === seeker.key);
  const ideal = mine.find((person) => person.kind === 'ideal')!;
  const idealAt = at(ideal.key);
  const violatorsShown = mine
    .filter((person) => person.kind === 'violator' && keys.includes(person.key))
    .map((person) => ({ key: person.key, violates: person.violates ?? '' }));
  rows.push({
    seeker: seeker.key,
    intent: seeker.profile.intent,
    shown: shown.length,
    ideal: {
      key: ideal.key,
      rank: idealAt?.rank ?? null,
      score: idealAt?.suggestion.score ?? null,
      fit: idealAt?.suggestion.fit ?? null,
    },
    decent: mine
      .filter((person) => person.kind === 'decent')
      .map((person) => ({
        key: person.key,
        rank: at(person.key)?.rank ?? null,
        score: at(person.key)?.suggestion.score ?? null,
      })),
    top: shown.slice(0, 5).map((person, index) => ({ key: keys[index]!, score: person.score })),
    violatorsShown,
    isMet: !!idealAt && idealAt.rank <= TOP && idealAt.suggestion.score >= MIN_SCORE && !violatorsShown.length,
  });
}
await t.close();

const pad = (value: unknown, width: number) => String(value ?? '–').padEnd(width);
console.log(`people ${POPULATION.length}, seekers ${SEEKERS.length}`);
console.log(
  `${pad('seeker', 9)}${pad('intent', 10)}${pad('ideal', 9)}${pad('rank', 6)}${pad('score', 7)}${pad('fit you/them', 14)}${pad('decent (rank:score)', 24)}${pad('violators shown', 17)}top 5`,
);
for (const row of rows) {
  console.log(
    `${pad(row.seeker, 9)}${pad(row.intent, 10)}${pad(row.ideal.key, 9)}${pad(row.ideal.rank, 6)}${pad(row.ideal.score, 7)}${pad(
      row.ideal.fit ? `${row.ideal.fit.forYou}/${row.ideal.fit.forThem}` : null,
      14,
    )}${pad(row.decent.map((d) => `${d.key} ${d.rank ?? '–'}:${d.score ?? '–'}`).join(', '), 24)}${pad(
      row.violatorsShown.map((v) => v.key).join(', ') || 'none',
      17,
    )}${row.top.map((p) => `${p.key} ${p.score}`).join(', ')}${row.isMet ? '' : '  ✗'}`,
  );
}
const met = rows.filter((row) => row.isMet).length;
const scores = rows.map((row) => row.ideal.score ?? 0);
const summary = {
  people: POPULATION.length,
  seekers: SEEKERS.length,
  idealInTop3: rows.filter((row) => row.ideal.rank !== null && row.ideal.rank <= TOP).length,
  idealAtFirst: rows.filter((row) => row.ideal.rank === 1).length,
  idealScoreMin: Math.min(...scores),
  idealScoreMean: Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length),
  violatorsShown: rows.reduce((sum, row) => sum + row.violatorsShown.length, 0),
  seekersMeetingTargets: met,
};
console.log(
  `\nideal in the top ${TOP}: ${summary.idealInTop3}/${rows.length} (first: ${summary.idealAtFirst}); ideal score min ${summary.idealScoreMin}, mean ${summary.idealScoreMean}; violators shown: ${summary.violatorsShown}`,
);
for (const row of rows.filter((r) => r.violatorsShown.length))
  for (const v of row.violatorsShown) console.log(`  ${row.seeker} was shown ${v.key}: ${v.violates}`);
console.log(met === rows.length ? 'targets met' : `targets missed for ${rows.length - met} seeker(s)`);

const out = new URL('../results/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(
  new URL('matching.json', out),
  JSON.stringify({ at: new Date().toISOString(), ...summary, rows }, null, 2),
);
console.log('written to bench/results/matching.json');
process.exit(met === rows.length ? 0 : 1);
