/**
 * Lighthouse (mobile, simulated throttling) of the public pages: `npm run bench:lighthouse -w bench`.
 * Needs a built web app (`npm run build`) and Chromium (CHROMIUM, default /usr/bin/chromium).
 *
 * Starts the real server twice on the demo data (embedded PGlite): once with the server renderer
 * switched off (`WEB_SSR` pointing nowhere: the empty shell the browser fills, the baseline) and once
 * as built (the body rendered on the server), and runs Lighthouse on `/`, `/idea` and one idea's page,
 * in Thai and in English (`?lang=en`), BENCH_LH_RUNS times each (default 3, the median is reported).
 * Writes bench/results/lighthouse-<time>.{md,json} and lighthouse-latest.{md,json}, with the load
 * average before and after: measure with nothing else running.
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
const MODES = { shell: { WEB_SSR: '/nonexistent-ssr-build' }, rendered: {} } as const;
type Mode = keyof typeof MODES;

/** Main-thread time by kind (Lighthouse's mainthread-work-breakdown: "Script Evaluation", "Style & Layout"…). */
type Breakdown = Record<string, number>;
type Figures = {
  score: number;
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
    for (const mode of Object.keys(MODES) as Mode[]) {
      const server = await startRealServer({ env: { SEED_DEMO: '1', ...MODES[mode] } });
      try {
        const list = (await (await fetch(`${server.url}/api/idea?pageSize=1`)).json()) as {
          data: { result: { id: string }[] };
        };
        const pages = ['/', '/idea', `/idea/${list.data.result[0]!.id}`];
        for (const page of pages) {
          for (const lang of ['th', 'en'] as const) {
            const url = `${server.url}${page}${lang === 'en' ? '?lang=en' : ''}`;
            await audit(url, chrome.port); // warm-up: server caches and compiled code, not measured
            const runs: Figures[] = [];
            for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, chrome.port));
            const pick = (key: Exclude<keyof Figures, 'breakdown'>) => median(runs.map((run) => run[key]));
            const row: Row = {
              mode,
              page: page.startsWith('/idea/') ? '/idea/:id' : page,
              lang,
              runs,
              median: {
                score: pick('score'),
                lcpMs: pick('lcpMs'),
                tbtMs: pick('tbtMs'),
                cls: pick('cls'),
                scriptKb: pick('scriptKb'),
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
  const table = [
    `# Lighthouse, mobile (simulated throttling), median of ${RUNS} runs`,
    '',
    `${new Date().toISOString()}; load average (1/5/15 min) ${startLoad} before, ${endLoad} after.`,
    '"shell": the server renderer switched off (the empty body the browser fills); "rendered": as built.',
    '',
    'Script evaluation and style & layout: main-thread time of the rendered run (Lighthouse mainthread-work-breakdown).',
    '',
    '| page | lang | shell score | rendered score | shell LCP ms | rendered LCP ms | shell TBT ms | rendered TBT ms | rendered CLS | script KB (wire) | script eval ms | style & layout ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows
      .filter((row) => row.mode === 'rendered')
      .map((row) => {
        const shell = rows.find(
          (other) => other.mode === 'shell' && other.page === row.page && other.lang === row.lang,
        )!;
        return `| ${row.page} | ${row.lang} | ${shell.median.score} | ${row.median.score} | ${shell.median.lcpMs.toFixed(0)} | ${row.median.lcpMs.toFixed(0)} | ${shell.median.tbtMs.toFixed(0)} | ${row.median.tbtMs.toFixed(0)} | ${row.median.cls.toFixed(3)} | ${row.median.scriptKb.toFixed(0)} | ${row.median.scriptEvalMs} | ${row.median.styleLayoutMs} |`;
      }),
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
