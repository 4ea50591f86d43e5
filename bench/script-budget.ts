/**
 * Script on the wire, and HTML, of a visitor's pages: `npm run bench:script-budget -w bench`. Needs a
 * built web app (`npm run build`) and Chromium (CHROMIUM, default /usr/bin/chromium).
 *
 * Starts the real server as built on the demo data (embedded PGlite) and opens `/`, `/idea`, an
 * idea's page and its owner's profile in Thai and in English (`lang=en`) in a fresh headless Chromium
 * (empty cache, a phone's width), once the page's network is idle: every script it fetched, with the
 * bytes that came over the wire (the server sends the build's brotli copies), named after its source
 * in the build manifest (apps/web/dist/.vite/manifest.json) and marked when the served HTML names it
 * (the entry, `<link rel="modulepreload">`), and the page's HTML before compression. Writes
 * bench/results/script-budget-<time>.{md,json} and script-budget-latest.{md,json}, prints the
 * per-file table, and exits 1 when a page's script is over BUDGET_KB (40 KB: 1 KB = 1024 bytes, as
 * Lighthouse counts) or its HTML over HTML_BUDGET_KB (60 KB).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT, RESULTS_DIR } from './lib/paths';
import { startRealServer } from './lib/real-server';

/** The most script a visitor's page may fetch on the wire, in KB. */
export const BUDGET_KB = 40;
/** The most HTML a visitor's page may be before compression, in KB. */
export const HTML_BUDGET_KB = 60;
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

type Chunk = { file: string; source: string; wireBytes: number; encoding: string; inHtml: boolean };
type Result = { path: string; totalBytes: number; htmlBytes: number; chunks: Chunk[] };

const log = (message: string) => void process.stderr.write(`${message}\n`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The source each built file comes from, per the build manifest (a shared chunk by its own name). */
function sourcesOfFiles(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]));
}

/** The script files the HTML names: its module scripts and its modulepreload links. */
const scriptsNamedBy = (html: string): Set<string> =>
  new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
  );

async function measure(baseUrl: string, path: string, sources: Map<string, string>): Promise<Result> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
    const page = await context.newPage();
    const scripts: Promise<Chunk | null>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const sizes = await request.sizes();
          const file = new URL(request.url()).pathname.slice(1);
          return {
            file,
            source: sources.get(file) ?? file,
            wireBytes: sizes.responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
            inHtml: false,
          };
        })(),
      );
    });
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    const named = scriptsNamedBy(html);
    const chunks = (await Promise.all(scripts))
      .filter((chunk): chunk is Chunk => chunk !== null)
      .map((chunk) => ({ ...chunk, inHtml: named.has(chunk.file) }))
      .sort((a, b) => b.wireBytes - a.wireBytes);
    return {
      path,
      totalBytes: chunks.reduce((sum, chunk) => sum + chunk.wireBytes, 0),
      htmlBytes: Buffer.byteLength(html),
      chunks,
    };
  } finally {
    await browser.close();
  }
}

const isOver = (result: Result) => result.totalBytes > BUDGET_KB * 1024;
const isHtmlOver = (result: Result) => result.htmlBytes > HTML_BUDGET_KB * 1024;

async function main() {
  const sources = sourcesOfFiles();
  const startLoad = loadavg()[0]!.toFixed(2);
  const server = await startRealServer({ env: { SEED_DEMO: '1' } });
  const results: Result[] = [];
  try {
    const list = (await (await fetch(`${server.url}/api/idea?pageSize=1`)).json()) as {
      data: { result: { id: string; owner: { id: string } }[] };
    };
    const idea = list.data.result[0]!;
    for (const page of ['/', '/idea', `/idea/${idea.id}`, `/profile?accountId=${idea.owner.id}`]) {
      for (const lang of ['th', 'en']) {
        const path = lang === 'en' ? `${page}${page.includes('?') ? '&' : '?'}lang=en` : page;
        results.push(await measure(server.url, path, sources));
      }
    }
  } finally {
    await server.stop();
  }
  const lines = [
    `# Script on the wire and HTML of a visitor's pages (budgets ${BUDGET_KB} KB of script, ${HTML_BUDGET_KB} KB of HTML)`,
    '',
    `${new Date().toISOString()}; load average (1 min) ${startLoad}. A fresh Chromium, empty cache, until the network is idle.`,
    '"html": named by the served HTML (entry script or modulepreload); otherwise imported while the page starts.',
    '',
    '| page | script KB (wire) | files | HTML KB (uncompressed) |',
    '| --- | ---: | ---: | ---: |',
    ...results.map(
      (result) =>
        `| ${result.path} | ${kb(result.totalBytes)}${isOver(result) ? ' (over)' : ''} | ${result.chunks.length} | ${kb(result.htmlBytes)}${isHtmlOver(result) ? ' (over)' : ''} |`,
    ),
  ];
  for (const result of results) {
    lines.push(
      '',
      `## ${result.path}: ${kb(result.totalBytes)} KB in ${result.chunks.length} files ${isOver(result) ? '(OVER BUDGET)' : '(within budget)'}`,
      '',
      '| file | source | KB (wire) | encoding | html |',
      '| --- | --- | ---: | --- | --- |',
      ...result.chunks.map(
        (chunk) =>
          `| ${chunk.file} | ${chunk.source} | ${kb(chunk.wireBytes)} | ${chunk.encoding} | ${chunk.inHtml ? 'yes' : ''} |`,
      ),
    );
  }
  const table = `${lines.join('\n')}\n`;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const name of [`script-budget-${stamp}`, 'script-budget-latest']) {
    writeFileSync(join(RESULTS_DIR, `${name}.md`), table);
    writeFileSync(
      join(RESULTS_DIR, `${name}.json`),
      JSON.stringify({ budgetKb: BUDGET_KB, htmlBudgetKb: HTML_BUDGET_KB, startLoad, results }, null, 2),
    );
  }
  process.stdout.write(table);
  for (const result of results.filter(isOver))
    log(`${result.path}: ${kb(result.totalBytes)} KB of script, over the ${BUDGET_KB} KB budget`);
  for (const result of results.filter(isHtmlOver))
    log(`${result.path}: ${kb(result.htmlBytes)} KB of HTML, over the ${HTML_BUDGET_KB} KB budget`);
  if (results.some((result) => isOver(result) || isHtmlOver(result))) process.exitCode = 1;
}

await main();
