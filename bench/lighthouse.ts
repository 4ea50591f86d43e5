/**
 * Lighthouse (mobile, simulated throttling) of the public pages: `npm run bench:lighthouse -w bench`.
 * Needs a built web app (`npm run build`) and Chromium (CHROMIUM, default /usr/bin/chromium).
 *
 * Starts the real server three times on the demo data (embedded PGlite): with the server renderer
 * switched off (`WEB_SSR` pointing nowhere: the empty shell the browser fills, the baseline), with the
 * body rendered and the whole app hydrating it (`VISITOR_APP=1`), and as built (the rendered body with
 * a visitor's islands), and runs Lighthouse on `/`, `/idea`, one idea's page and its owner's profile,
 * in Thai and in English (`lang=en`), BENCH_LH_RUNS times each (default 3, the median is reported):
 * score, script KB on the wire, HTML KB before compression, main-thread work (Lighthouse's, at its 4x
 * CPU slowdown), TBT, LCP and CLS, each against the visitor pages' budgets (BUDGETS). Writes
 * bench/results/lighthouse-<time>.{md,json} and lighthouse-latest.{md,json}, with the load average
 * before and after: measure with nothing else running. BENCH_LH_MODES (e.g. `islands`) runs some modes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { RESULTS_DIR } from './lib/paths';
import { startRealServer } from './lib/real-server';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const MODES = {
  shell: { WEB_SSR: '/nonexistent-ssr-build' },
  app: { VISITOR_APP: '1' },
  islands: {},
} as const;
type Mode = keyof typeof MODES;
const RUN_MODES = (process.env.BENCH_LH_MODES?.split(',') ?? Object.keys(MODES)).filter(
  (mode): mode is Mode => mode in MODES,
);

/** A visitor page's budgets: script on the wire and HTML in KB, main-thread work and TBT and LCP in ms, CLS. */
export const BUDGETS = { scriptKb: 40, htmlKb: 60, mainThreadMs: 1000, tbtMs: 100, lcpMs: 1800, cls: 0.02 } as const;

/** Main-thread time by kind (Lighthouse's mainthread-work-breakdown: "Script Evaluation", "Style & Layout"…). */
type Breakdown = Record<string, number>;
type Figures = {
  score: number;
  htmlKb: number;
  mainThreadMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  scriptEvalMs: number;
  styleLayoutMs: number;
  breakdown: Breakdown;
};
type Row = { mode: Mode; page: string; lang: 'th' | 'en'; runs: Figures[]; median: Figures };

const log = (message: string) => void process.stderr.write(`${message}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result!.lhr;
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const script = items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  // The page's own HTML before compression (the network request of the document).
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { url: string; resourceSize?: number; resourceType?: string }[];
      }
    )?.items ?? [];
  const html = requests.find((item) => item.resourceType === 'Document')?.resourceSize ?? 0;
  // What the main thread spent its time on: the profile that says what limits TBT.
  const groups =
    (
      lhr.audits['mainthread-work-breakdown']?.details as {
        items?: { group: string; groupLabel?: string; duration: number }[];
      }
    )?.items ?? [];
  const breakdown: Breakdown = Object.fromEntries(
    groups.map((item) => [item.groupLabel ?? item.group, Math.round(item.duration)]),
  );
  return {
    scriptEvalMs: breakdown['Script Evaluation'] ?? 0,
    styleLayoutMs: breakdown['Style & Layout'] ?? 0,
    breakdown,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    scriptKb: script / 1024,
    htmlKb: html / 1024,
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
  };
}

async function main() {
  const startLoad = load();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const rows: Row[] = [];
  try {
    for (const mode of RUN_MODES) {
      const server = await startRealServer({ env: { SEED_DEMO: '1', ...MODES[mode] } });
      try {
        const list = (await (await fetch(`${server.url}/api/idea?pageSize=1`)).json()) as {
          data: { result: { id: string; owner: { id: string } }[] };
        };
        const idea = list.data.result[0]!;
        const pages = ['/', '/idea', `/idea/${idea.id}`, `/profile?accountId=${idea.owner.id}`];
        for (const page of pages) {
          for (const lang of ['th', 'en'] as const) {
            const url = `${server.url}${page}${lang === 'en' ? `${page.includes('?') ? '&' : '?'}lang=en` : ''}`;
            await audit(url, chrome.port); // warm-up: server caches and compiled code, not measured
            const runs: Figures[] = [];
            for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, chrome.port));
            const pick = (key: Exclude<keyof Figures, 'breakdown'>) => median(runs.map((run) => run[key]));
            const row: Row = {
              mode,
              page: page.startsWith('/idea/') ? '/idea/:id' : page.startsWith('/profile') ? '/profile' : page,
              lang,
              runs,
              median: {
                score: pick('score'),
                lcpMs: pick('lcpMs'),
                tbtMs: pick('tbtMs'),
                cls: pick('cls'),
                scriptKb: pick('scriptKb'),
                htmlKb: pick('htmlKb'),
                mainThreadMs: pick('mainThreadMs'),
                scriptEvalMs: pick('scriptEvalMs'),
                styleLayoutMs: pick('styleLayoutMs'),
                breakdown: runs[0]!.breakdown,
              },
            };
            rows.push(row);
            log(`${mode} ${row.page} ${lang}: ${JSON.stringify(row.median)}`);
          }
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await chrome.kill();
  }
  const endLoad = load();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const over = (value: number, budget: number, digits = 0) => `${value.toFixed(digits)}${value > budget ? ' ✗' : ''}`;
  const table = [
    `# Lighthouse, mobile (simulated throttling), median of ${RUNS} runs`,
    '',
    `${new Date().toISOString()}; load average (1/5/15 min) ${startLoad} before, ${endLoad} after.`,
    '"shell": the server renderer switched off (the empty body the browser fills); "app": the rendered body',
    'hydrated by the whole app (VISITOR_APP=1); "islands": as built, the rendered body with its islands.',
    `Budgets of a visitor page (✗: over): script ${BUDGETS.scriptKb} KB (wire), HTML ${BUDGETS.htmlKb} KB,`,
    `main-thread work ${BUDGETS.mainThreadMs} ms (at Lighthouse's 4x slowdown), TBT ${BUDGETS.tbtMs} ms, LCP ${BUDGETS.lcpMs} ms, CLS ${BUDGETS.cls}.`,
    '',
    '| mode | page | lang | score | script KB | HTML KB | main-thread ms | TBT ms | LCP ms | CLS | script eval ms | style & layout ms |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ mode, page, lang, median: m }) =>
        `| ${mode} | ${page} | ${lang} | ${m.score} | ${over(m.scriptKb, BUDGETS.scriptKb)} | ${over(m.htmlKb, BUDGETS.htmlKb)} | ${over(m.mainThreadMs, BUDGETS.mainThreadMs)} | ${over(m.tbtMs, BUDGETS.tbtMs)} | ${over(m.lcpMs, BUDGETS.lcpMs)} | ${over(m.cls, BUDGETS.cls, 3)} | ${m.scriptEvalMs} | ${m.styleLayoutMs} |`,
    ),
    '',
  ].join('\n');
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const name of [`lighthouse-${stamp}`, 'lighthouse-latest']) {
    writeFileSync(join(RESULTS_DIR, `${name}.md`), table);
    writeFileSync(join(RESULTS_DIR, `${name}.json`), JSON.stringify({ startLoad, endLoad, runs: RUNS, rows }, null, 2));
  }
  process.stdout.write(table);
}

await main();
