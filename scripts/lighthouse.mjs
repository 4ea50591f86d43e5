// `npm run lighthouse`: starts the product the way `npm start` does (on a free port, with a throw-away
// embedded database seeded with the demo), runs Lighthouse (mobile, simulated slow 4G) on the public
// pages in Thai and in English with Debian's Chromium, and writes a Markdown table to
// bench/results/lighthouse-<time>.md (and lighthouse-latest.md, plus the JSON figures).
//
//   npm run lighthouse                  # every page, both languages
//   npm run lighthouse -- / /login      # only these pages
//   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse   # an already running server instead
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench', 'results');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const LANGUAGES = ['th', 'en'];
const DEFAULT_PAGES = ['/', '/idea', '/idea/<id>', '/login'];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForReady(base, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready within 3 minutes');
}

/** A publicly visible demo idea, one with a cover image when there is one. */
async function pickIdeaId(base) {
  const res = await fetch(`${base}/api/idea?pageSize=50`);
  const body = await res.json();
  const items = body.data?.result ?? [];
  const withCover = items.find((idea) => idea.coverImageUrl);
  const idea = withCover ?? items[0];
  if (!idea) throw new Error('no public idea to measure');
  return idea.id;
}

async function startProduct() {
  if (process.env.LIGHTHOUSE_URL) return { base: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} };
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ideamatch-lighthouse-'));
  const base = `http://localhost:${port}`;
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForReady(base, child);
  console.error(`npm start ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${base}`);
  return {
    base,
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

function summarise(lhr) {
  const audits = lhr.audits;
  const items = audits['network-requests']?.details?.items ?? [];
  const transfer = (type) =>
    items.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    js: transfer('Script'),
    css: transfer('Stylesheet'),
    total: audits['total-byte-weight']?.numericValue ?? 0,
    requests: items.length,
  };
}

async function main() {
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const wanted = pages.length > 0 ? pages : DEFAULT_PAGES;
  const product = await startProduct();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows = [];
  const load = loadavg();
  try {
    const ideaId = wanted.some((p) => p.includes('<id>')) ? await pickIdeaId(product.base) : '';
    for (const page of wanted) {
      for (const lang of LANGUAGES) {
        const path = page.replace('<id>', ideaId);
        const url = `${product.base}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
        console.error(`lighthouse ${url}`);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`no result for ${url}`);
        if (result.lhr.runtimeError) console.error(`  ${result.lhr.runtimeError.message}`);
        const summary = summarise(result.lhr);
        rows.push({ page, lang: lang.toUpperCase(), ...summary });
        console.error(
          `  perf ${summary.performance} a11y ${summary.accessibility} LCP ${(summary.lcp / 1000).toFixed(1)} s CLS ${summary.cls.toFixed(3)} TBT ${Math.round(summary.tbt)} ms JS ${kb(summary.js)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await product.stop();
  }

  const table = [
    '| page | lang | performance | accessibility | FCP | LCP | CLS | TBT | JS on the wire | CSS | total | requests |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) =>
      [
        '',
        `\`${r.page}\``,
        r.lang,
        r.performance,
        r.accessibility,
        `${(r.fcp / 1000).toFixed(1)} s`,
        `${(r.lcp / 1000).toFixed(1)} s`,
        r.cls.toFixed(3),
        `${Math.round(r.tbt)} ms`,
        kb(r.js),
        kb(r.css),
        kb(r.total),
        r.requests,
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const header = `Lighthouse ${lighthouse.version ?? ''} mobile, simulated slow 4G, ${new Date().toISOString()}, ${cpus().length} CPUs, load average ${load.map((l) => l.toFixed(2)).join(' ')}\n\n`;
  mkdirSync(resultsDir, { recursive: true });
  for (const name of [`lighthouse-${stamp}`, 'lighthouse-latest']) {
    writeFileSync(join(resultsDir, `${name}.md`), header + table + '\n');
    writeFileSync(join(resultsDir, `${name}.json`), JSON.stringify({ load, rows }, null, 2));
  }
  console.log(header + table);
  const failing = rows.filter((r) => r.performance < 95 || r.accessibility < 95);
  if (failing.length > 0) console.error(`${failing.length} of ${rows.length} runs below 95`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
