/**
 * Image memory benchmark: `npm run bench:images -w bench`.
 * The real server (embedded PGlite, demo data) receives BENCH_IMG_REQUESTS (8) concurrent uploads of
 * BENCH_IMG_FILES (7) images of 40 megapixels each (8000 × 5000 JPEG, the largest accepted). Its
 * resident memory (RSS) is sampled every 100 ms: before, at the peak of the burst, and for
 * BENCH_IMG_SETTLE seconds (20) after the last answer. Writes bench/results/image-memory-<time>.md
 * and image-memory-latest.md (plus JSON). Exit code 1 when an upload fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { encryptPassword, type PasswordPublicKey } from '../packages/shared/src/password-transport';
import { RESULTS_DIR } from './lib/paths';
import { serverRssBytes } from './lib/process-memory';
import { startRealServer } from './lib/real-server';

const REQUESTS = Number(process.env.BENCH_IMG_REQUESTS ?? 8);
const FILES = Number(process.env.BENCH_IMG_FILES ?? 7);
const SETTLE_S = Number(process.env.BENCH_IMG_SETTLE ?? 20);
const WIDTH = 8000;
const HEIGHT = 5000;

type Envelope<T> = { data: T };
const log = (message: string) => void process.stderr.write(`${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number | null) => (bytes === null ? NaN : Math.round(bytes / 1024 / 1024));

/** A 40-megapixel JPEG that compresses small (a gradient with shapes) but decodes to 120 MB of pixels. */
async function bigJpeg(): Promise<Buffer> {
  const shapes = Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 977) % WIDTH}" cy="${(i * 613) % HEIGHT}" r="${200 + ((i * 37) % 400)}" fill="#fff" fill-opacity="0.2"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6a5cff"/><stop offset="1" stop-color="#13b3c6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false }).jpeg({ quality: 70 }).toBuffer();
}

async function demoToken(url: string): Promise<string> {
  const key = ((await (await fetch(`${url}/api/authentication/public-key`)).json()) as Envelope<PasswordPublicKey>)
    .data;
  const res = await fetch(`${url}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'somchai', password: await encryptPassword(key, 'demo1234') }),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status}`);
  return ((await res.json()) as Envelope<{ accessToken: string }>).data.accessToken;
}

async function uploadBurst(url: string, token: string, image: Buffer, count: number): Promise<number[]> {
  const blob = new Blob([new Uint8Array(image)], { type: 'image/jpeg' });
  return Promise.all(
    Array.from({ length: REQUESTS }, async () => {
      const form = new FormData();
      form.append('modulePath', 'idea');
      for (let i = 0; i < count; i++) form.append('files', blob, `photo-${i}.jpg`);
      const res = await fetch(`${url}/api/storage/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
}

async function main() {
  const image = await bigJpeg();
  log(`test image: ${WIDTH}×${HEIGHT} JPEG, ${(image.length / 1024 / 1024).toFixed(2)} MB`);
  const server = await startRealServer({ env: { RATE_LIMIT_MAX: '100000' }, readyTimeoutMs: 180_000 });
  const load = loadavg();
  let failures = 0;
  try {
    const token = await demoToken(server.url);
    // One small upload first, so the baseline includes sharp and libvips being loaded.
    await uploadBurst(server.url, token, await sharp(image).resize(800).jpeg().toBuffer(), 1);
    await sleep(2000);
    const baseline = serverRssBytes(server.pid);
    log(`baseline RSS ${mb(baseline)} MB; ${REQUESTS} × ${FILES} images of 40 MP…`);

    let peak = baseline ?? 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, serverRssBytes(server.pid) ?? 0);
        await sleep(100);
      }
    })();
    const started = Date.now();
    const statuses = await uploadBurst(server.url, token, image, FILES);
    const burstMs = Date.now() - started;
    sampling = false;
    await sampler;
    failures = statuses.filter((status) => status !== 200).length;
    log(`burst done in ${(burstMs / 1000).toFixed(1)} s, statuses ${statuses.join(',')}, peak RSS ${mb(peak)} MB`);

    const after: { seconds: number; rss: number | null }[] = [];
    for (let s = 1; s <= SETTLE_S; s++) {
      await sleep(1000);
      if (s === 1 || s === 5 || s === 10 || s === SETTLE_S) after.push({ seconds: s, rss: serverRssBytes(server.pid) });
    }

    const rows = [
      ['baseline (after one small upload)', mb(baseline)],
      ['peak during the burst', mb(peak)],
      ...after.map(({ seconds, rss }) => [`${seconds} s after the burst`, mb(rss)] as [string, number]),
    ];
    const header = [
      `Image memory: ${REQUESTS} concurrent uploads × ${FILES} images of ${WIDTH}×${HEIGHT} (40 MP) JPEG`,
      `${new Date().toISOString()}, ${cpus().length} CPUs, ${Math.round(totalmem() / 1024 ** 3)} GB RAM, load average ${load.map((l) => l.toFixed(2)).join(' ')}`,
      `burst took ${(burstMs / 1000).toFixed(1)} s; answers: ${statuses.join(', ')}`,
      '',
    ].join('\n\n');
    const table = ['| moment | server RSS (MB) |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
    mkdirSync(RESULTS_DIR, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const json = JSON.stringify({ load, burstMs, statuses, baseline, peak, after }, null, 2);
    for (const name of [`image-memory-${stamp}`, 'image-memory-latest']) {
      writeFileSync(join(RESULTS_DIR, `${name}.md`), `${header}\n${table}\n`);
      writeFileSync(join(RESULTS_DIR, `${name}.json`), json);
    }
    console.log(`${header}\n${table}`);
  } finally {
    await server.stop();
  }
  if (failures > 0) {
    log(`${failures} upload(s) failed`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
