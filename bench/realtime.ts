/**
 * Realtime chat benchmark: `npm run bench:realtime -w bench [-- <setup>…]`.
 * N sockets connected (BENCH_RT_SOCKETS, default 1,000), M of them chatting in pairs
 * (BENCH_RT_CHATTERS, default 100), each sending over HTTP every BENCH_RT_INTERVAL_MS (1,000) for
 * BENCH_RT_DURATION seconds (20). Reports delivery latency (send → the other person's socket)
 * p50/p95/p99 and the server's resident memory per connection, for each setup:
 *   one-node-pglite   one process, embedded PGlite (the default install)
 *   one-node-postgres one process on PostgreSQL, no Redis
 *   two-nodes-redis   two processes on one PostgreSQL and one Redis; every pair has one person on
 *                     each node, so every delivery crosses Redis
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { RESULTS_DIR } from './lib/paths';
import { serverRssBytes } from './lib/process-memory';
import { startRealServer, type RealServer } from './lib/real-server';
import { connectAll, percentile, runChat, type RealtimePlan } from './lib/realtime-load';

const SOCKETS = Number(process.env.BENCH_RT_SOCKETS ?? 1000);
const CHATTERS = Number(process.env.BENCH_RT_CHATTERS ?? 100);
const INTERVAL_MS = Number(process.env.BENCH_RT_INTERVAL_MS ?? 1000);
const DURATION_S = Number(process.env.BENCH_RT_DURATION ?? 20);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SETUPS = ['one-node-pglite', 'one-node-postgres', 'two-nodes-redis'] as const;
type Setup = (typeof SETUPS)[number];

const log = (message: string) => void process.stderr.write(`${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;

async function withAdmin(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the setup's servers; the first runs the prepare script that makes accounts, sessions and chats. */
async function startSetup(setup: Setup, tokensFile: string) {
  const env: Record<string, string> = {
    RATE_LIMIT_MAX: '100000000',
    RT_ACCOUNTS: String(SOCKETS),
    RT_PAIRS: String(CHATTERS / 2),
    RT_OUT: tokensFile,
  };
  let database: string | null = null;
  if (setup !== 'one-node-pglite') {
    database = `ideamatch_rt_${Date.now()}`;
    await withAdmin(`create database ${database}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
    if (setup === 'two-nodes-redis') env.REDIS_URL = REDIS_URL;
  }
  const servers: RealServer[] = [];
  try {
    servers.push(await startRealServer({ env, prepareScript: 'bench/prepare/seed-chat-accounts.ts' }));
    if (setup === 'two-nodes-redis') servers.push(await startRealServer({ env }));
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    if (database) await withAdmin(`drop database if exists ${database} with (force)`);
    throw error;
  }
  return {
    servers,
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop().catch((err: unknown) => log(`  stop: ${String(err)}`))));
      if (database) await withAdmin(`drop database if exists ${database} with (force)`);
    },
  };
}

async function runSetup(setup: Setup) {
  log(
    `\n▶ ${setup}: ${SOCKETS} sockets, ${CHATTERS} chatting, one message per ${INTERVAL_MS} ms each, ${DURATION_S} s`,
  );
  const tokensFile = join(tmpdir(), `ideamatch-rt-${Date.now()}.json`);
  const started = Date.now();
  const { servers, stop } = await startSetup(setup, tokensFile);
  log(`  started ${servers.length} server(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const { people, chats } = JSON.parse(readFileSync(tokensFile, 'utf8')) as Pick<RealtimePlan, 'people' | 'chats'>;
    const plan: RealtimePlan = {
      origins: servers.map((s) => s.url),
      people,
      chats,
      intervalMs: INTERVAL_MS,
      durationMs: DURATION_S * 1000,
    };
    await sleep(2000);
    const before = servers.map((s) => serverRssBytes(s.pid) ?? 0);
    const { sockets, connectMs } = await connectAll(plan);
    await sleep(3000);
    const after = servers.map((s) => serverRssBytes(s.pid) ?? 0);
    const perNode = SOCKETS / servers.length;
    const perConnectionKb = after.map((a, i) => (a - before[i]!) / perNode / 1024);
    log(`  ${sockets.length} sockets connected in ${(connectMs / 1000).toFixed(1)} s; chatting…`);
    const chat = await runChat(plan, sockets);
    const rssEnd = servers.map((s) => serverRssBytes(s.pid) ?? 0);
    for (const socket of sockets) socket.close();
    const result = {
      setup,
      nodes: servers.length,
      sockets: sockets.length,
      chatters: chat.chatters,
      connectSeconds: connectMs / 1000,
      sent: chat.sent,
      delivered: chat.delivered,
      sendErrors: chat.sendErrors,
      messagesPerSecond: chat.sent / DURATION_S,
      deliveryMs: {
        p50: percentile(chat.deliveryMs, 50),
        p95: percentile(chat.deliveryMs, 95),
        p99: percentile(chat.deliveryMs, 99),
        max: percentile(chat.deliveryMs, 100),
      },
      sendMs: { p50: percentile(chat.sendMs, 50), p95: percentile(chat.sendMs, 95), p99: percentile(chat.sendMs, 99) },
      rssMb: { idle: before.map(mb), connected: after.map(mb), afterChat: rssEnd.map(mb) },
      rssPerConnectionKb: perConnectionKb,
    };
    log(
      `  delivered ${result.delivered}/${result.sent}, p50 ${result.deliveryMs.p50.toFixed(1)} ms, p99 ${result.deliveryMs.p99.toFixed(1)} ms`,
    );
    return result;
  } finally {
    rmSync(tokensFile, { force: true });
    await stop();
  }
}

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const setups = wanted.length ? SETUPS.filter((s) => wanted.includes(s)) : [...SETUPS];
const results = [];
for (const setup of setups) results.push(await runSetup(setup));

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const table = [
  '| Setup | Nodes | Sockets | Chatting | Sent msg/s | Delivered | Delivery p50 | p95 | p99 | Send (HTTP) p50 | RSS per connection |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.setup} | ${r.nodes} | ${r.sockets} | ${r.chatters} | ${f(r.messagesPerSecond)} | ${r.delivered}/${r.sent} | ${f(r.deliveryMs.p50)} ms | ${f(r.deliveryMs.p95)} ms | ${f(r.deliveryMs.p99)} ms | ${f(r.sendMs.p50)} ms | ${r.rssPerConnectionKb.map((kb) => `${f(kb)} KB`).join(' / ')} |`,
  ),
].join('\n');
console.log(table);
mkdirSync(RESULTS_DIR, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const report = {
  machine: { cpu: cpus()[0]?.model, cores: cpus().length, ramGb: totalmem() / 1024 ** 3, node: process.version },
  settings: { sockets: SOCKETS, chatters: CHATTERS, intervalMs: INTERVAL_MS, durationSeconds: DURATION_S },
  results,
};
writeFileSync(join(RESULTS_DIR, `realtime-${stamp}.json`), JSON.stringify(report, null, 2));
writeFileSync(join(RESULTS_DIR, `realtime-${stamp}.md`), `${table}\n`);
log(`\nwritten bench/results/realtime-${stamp}.{json,md}`);
