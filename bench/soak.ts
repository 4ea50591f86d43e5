/**
 * Soak test: `npm run soak -w bench`. Starts the real server (PostgreSQL by default, embedded PGlite
 * with SOAK_ENGINE=pglite), gives SOAK_PEOPLE (200) people an account, a live session and a socket,
 * and lets them use the product for SOAK_MINUTES (10) minutes: browsing the home page, the idea list
 * and idea details, posting ideas and comments, chatting (over HTTP, received on the other person's
 * socket) and reading notifications, each with a think time between actions. Every person comes
 * from an address of their own (X-Forwarded-For, TRUST_PROXY=1), so the per-address limits apply
 * per person as in production.
 *
 * Reports errors (every non-2xx answer, failed request or chat message never delivered; must be 0),
 * p50/p99 per action, and the server's resident memory sampled every SOAK_SAMPLE_SECONDS (10) with
 * the load average (must stay flat). Writes bench/results/soak-<time>.{json,md} and soak-latest.*.
 * Exit code 1 when there was an error or RSS grew past SOAK_RSS_MAX_GROWTH_PCT.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { type ChatMessage, IDEA_CATEGORIES } from '@ideamatch/shared';
import { RESULTS_DIR } from './lib/paths';
import { serverRssBytes } from './lib/process-memory';
import { startRealServer, type RealServer } from './lib/real-server';
import { connectAll, percentile } from './lib/realtime-load';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PEOPLE = Number(process.env.SOAK_PEOPLE ?? 200);
const ENGINE = process.env.SOAK_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 3000);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const RSS_MAX_GROWTH_PCT = Number(process.env.SOAK_RSS_MAX_GROWTH_PCT ?? 15);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (message: string) => void process.stderr.write(`${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const ACTIONS = ['home', 'ideaList', 'ideaDetail', 'notifications', 'chat', 'comment', 'postIdea'] as const;
type Action = (typeof ACTIONS)[number];
/** How often each action is picked (relative weights): mostly reading, some writing. */
const WEIGHTS: Record<Action, number> = {
  home: 18,
  ideaList: 20,
  ideaDetail: 22,
  notifications: 15,
  chat: 15,
  comment: 7,
  postIdea: 3,
};

type Person = { id: string; token: string; ip: string; chatId: string; partner: number };
type Stats = { latencies: number[]; ok: number; errors: number; statuses: Record<string, number> };

async function withAdmin(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startServer(tokensFile: string) {
  const env: Record<string, string> = {
    TRUST_PROXY: '1',
    SEED_DEMO: '1',
    RT_ACCOUNTS: String(PEOPLE),
    RT_PAIRS: String(Math.floor(PEOPLE / 2)),
    RT_OUT: tokensFile,
  };
  let database: string | null = null;
  if (ENGINE === 'postgres') {
    database = `ideamatch_soak_${Date.now()}`;
    await withAdmin(`create database ${database}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  let server: RealServer;
  try {
    server = await startRealServer({
      env,
      prepareScript: 'bench/prepare/seed-chat-accounts.ts',
      readyTimeoutMs: 180_000,
    });
  } catch (error) {
    if (database) await withAdmin(`drop database if exists ${database} with (force)`);
    throw error;
  }
  return {
    server,
    stop: async () => {
      await server.stop().catch((err: unknown) => log(`  stop: ${String(err)}`));
      if (database) await withAdmin(`drop database if exists ${database} with (force)`);
    },
  };
}

function pickAction(): Action {
  const total = ACTIONS.reduce((sum, a) => sum + WEIGHTS[a], 0);
  let roll = Math.random() * total;
  for (const action of ACTIONS) {
    roll -= WEIGHTS[action];
    if (roll < 0) return action;
  }
  return 'home';
}

const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

async function main() {
  const tokensFile = join(tmpdir(), `ideamatch-soak-${Date.now()}.json`);
  log(`▶ soak: ${PEOPLE} people, ${MINUTES} min, ${ENGINE}, think ~${THINK_MS} ms`);
  const startedAt = Date.now();
  const { server, stop } = await startServer(tokensFile);
  log(`  server up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s at ${server.url}`);
  const stats = Object.fromEntries(
    ACTIONS.map((a): [Action, Stats] => [a, { latencies: [], ok: 0, errors: 0, statuses: {} }]),
  ) as Record<Action, Stats>;
  const errorSamples: string[] = [];
  const samples: { atSeconds: number; rssMb: number; load1: number; requests: number }[] = [];
  let sockets: Socket[] = [];
  let requests = 0;
  const chatSentAt = new Map<string, number>();
  const deliveryMs: number[] = [];
  let socketDisconnects = 0;
  let isClosing = false;

  try {
    const plan = JSON.parse(readFileSync(tokensFile, 'utf8')) as {
      people: { id: string; token: string }[];
      chats: string[];
    };
    const people: Person[] = plan.people.map((p, i) => ({
      ...p,
      ip: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      chatId: plan.chats[Math.floor(i / 2)] ?? plan.chats[0]!,
      partner: i % 2 === 0 ? i + 1 : i - 1,
    }));

    const call = async (person: Person, action: Action, path: string, body?: unknown): Promise<unknown> => {
      const started = performance.now();
      requests += 1;
      let status = 'network';
      try {
        const res = await fetch(`${server.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            authorization: `Bearer ${person.token}`,
            'x-forwarded-for': person.ip,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        status = String(res.status);
        const text = await res.text();
        stats[action].latencies.push(performance.now() - started);
        stats[action].statuses[status] = (stats[action].statuses[status] ?? 0) + 1;
        if (!res.ok) {
          stats[action].errors += 1;
          if (errorSamples.length < 20) errorSamples.push(`${action} ${path} → ${status} ${text.slice(0, 200)}`);
          return undefined;
        }
        stats[action].ok += 1;
        return (JSON.parse(text) as { data: unknown }).data;
      } catch (error) {
        stats[action].errors += 1;
        stats[action].statuses[status] = (stats[action].statuses[status] ?? 0) + 1;
        if (errorSamples.length < 20) errorSamples.push(`${action} ${path} → ${String(error)}`);
        return undefined;
      }
    };

    const ideaIds = new Set<string>();
    const remember = (cards: unknown) => {
      for (const card of (cards as { id: string }[] | undefined) ?? []) ideaIds.add(card.id);
    };

    const run = async (person: Person, action: Action) => {
      switch (action) {
        case 'home': {
          const home = (await call(person, action, '/api/idea/home')) as { trending?: unknown } | undefined;
          remember(home?.trending);
          return;
        }
        case 'ideaList': {
          const page = 1 + Math.floor(Math.random() * 5);
          const list = (await call(
            person,
            action,
            `/api/idea?page=${page}&sortBy=${1 + Math.floor(Math.random() * 3)}`,
          )) as { result?: unknown } | undefined;
          remember(list?.result);
          return;
        }
        case 'ideaDetail': {
          const id = pick([...ideaIds]);
          if (!id) return run(person, 'ideaList');
          await call(person, action, `/api/idea/${id}`);
          await call(person, action, `/api/idea/${id}/comment`);
          return;
        }
        case 'notifications':
          await call(person, action, '/api/notification/summary');
          await call(person, action, '/api/notification');
          return;
        case 'chat': {
          const clientId = `${person.id.slice(-8)}-${requests}`;
          chatSentAt.set(clientId, performance.now());
          await call(person, action, '/api/chat/', {
            chatId: person.chatId,
            text: `soak message ${clientId}`,
            clientId,
          });
          return;
        }
        case 'comment': {
          const id = pick([...ideaIds]);
          if (!id) return run(person, 'ideaList');
          await call(person, action, `/api/idea/${id}/comment`, { text: `ความเห็นจากการทดสอบ soak ${requests}` });
          return;
        }
        case 'postIdea':
          await call(person, action, '/api/idea', {
            name: `Soak idea ${requests}`,
            categoryId: pick([...IDEA_CATEGORIES]),
            // Texts numbered: the same text a third time within an hour is refused (docs/trust-and-safety.md).
            description: `ไอเดียจากการทดสอบความทนทาน ${requests}: a short description of the idea.`,
            achievements: ['First customer'],
            detail: `The detail of soak-test idea ${requests}. `.repeat(10),
            businessModel: null,
          });
          return;
      }
    };

    await sleep(2000);
    ({ sockets } = await connectAll({
      origins: [server.url],
      people,
      chats: plan.chats,
      intervalMs: 0,
      durationMs: 0,
    }));
    sockets.forEach((socket, i) => {
      socket.on('disconnect', () => {
        if (!isClosing) socketDisconnects += 1;
      });
      socket.on('chat_message', (message: ChatMessage) => {
        if (message.senderId === people[i]!.id || !message.clientId) return;
        const sent = chatSentAt.get(message.clientId);
        if (sent === undefined) return;
        chatSentAt.delete(message.clientId);
        deliveryMs.push(performance.now() - sent);
      });
    });
    log(`  ${sockets.length} sockets connected; soaking…`);

    const soakStart = performance.now();
    const stopAt = soakStart + MINUTES * 60_000;
    const sample = () => {
      const rss = serverRssBytes(server.pid);
      samples.push({
        atSeconds: Math.round((performance.now() - soakStart) / 1000),
        rssMb: rss === null ? Number.NaN : mb(rss),
        load1: Math.round(loadavg()[0]! * 100) / 100,
        requests,
      });
      const last = samples.at(-1)!;
      log(`  ${last.atSeconds}s  rss ${last.rssMb} MB  load ${last.load1}  requests ${requests}`);
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
    await Promise.all(
      people.map(async (person, i) => {
        await sleep((THINK_MS * i) / people.length);
        while (performance.now() < stopAt) {
          await run(person, pickAction());
          await sleep(THINK_MS * (0.5 + Math.random()));
        }
      }),
    );
    await sleep(3000);
    clearInterval(sampler);
    sample();
  } finally {
    isClosing = true;
    for (const socket of sockets) socket.close();
    rmSync(tokensFile, { force: true });
    await stop();
  }

  const undelivered = chatSentAt.size;
  const errors = ACTIONS.reduce((sum, a) => sum + stats[a].errors, 0) + undelivered;
  // RSS is compared between the first and last thirds, leaving out the first minute of warm-up.
  const steady = samples.filter((s) => s.atSeconds >= Math.min(60, (MINUTES * 60) / 4) && Number.isFinite(s.rssMb));
  const third = Math.max(1, Math.floor(steady.length / 3));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const rssEarly = mean(steady.slice(0, third).map((s) => s.rssMb));
  const rssLate = mean(steady.slice(-third).map((s) => s.rssMb));
  const rssGrowthPct = ((rssLate - rssEarly) / rssEarly) * 100;
  const isFlat = Number.isFinite(rssGrowthPct) && rssGrowthPct <= RSS_MAX_GROWTH_PCT;

  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  const rows = ACTIONS.map((a) => {
    const s = stats[a];
    return `| ${a} | ${s.ok + s.errors} | ${s.errors} | ${f(percentile(s.latencies, 50))} | ${f(percentile(s.latencies, 99))} | ${f(percentile(s.latencies, 100))} |`;
  });
  const markdown = [
    `Soak: ${PEOPLE} people, ${MINUTES} min, ${ENGINE}; ${requests} requests; load average at end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
    '',
    '| Action | Requests | Errors | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    `| chat delivery (socket) | ${deliveryMs.length + undelivered} | ${undelivered} | ${f(percentile(deliveryMs, 50))} | ${f(percentile(deliveryMs, 99))} | ${f(percentile(deliveryMs, 100))} |`,
    '',
    `Errors: **${errors}**; socket disconnects: ${socketDisconnects}`,
    `RSS: ${f(rssEarly)} MB (first third after warm-up) → ${f(rssLate)} MB (last third), ${f(rssGrowthPct)}% — ${isFlat ? 'flat' : 'GROWING'}`,
    '',
    '| t (s) | RSS MB | load 1 min | requests |',
    '| ---: | ---: | ---: | ---: |',
    ...samples.map((s) => `| ${s.atSeconds} | ${f(s.rssMb)} | ${s.load1.toFixed(2)} | ${s.requests} |`),
    ...(errorSamples.length ? ['', 'First errors:', '', ...errorSamples.map((e) => `- ${e}`)] : []),
  ].join('\n');
  console.log(markdown);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const report = {
    machine: {
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      ramGb: totalmem() / 1024 ** 3,
      node: process.version,
      loadAverageAtEnd: loadavg(),
    },
    settings: { people: PEOPLE, minutes: MINUTES, engine: ENGINE, thinkMs: THINK_MS, sampleSeconds: SAMPLE_SECONDS },
    totals: { requests, errors, undeliveredChatMessages: undelivered, socketDisconnects },
    actions: Object.fromEntries(
      ACTIONS.map((a) => [
        a,
        {
          requests: stats[a].ok + stats[a].errors,
          errors: stats[a].errors,
          statuses: stats[a].statuses,
          p50Ms: percentile(stats[a].latencies, 50),
          p99Ms: percentile(stats[a].latencies, 99),
          maxMs: percentile(stats[a].latencies, 100),
        },
      ]),
    ),
    chatDeliveryMs: { p50: percentile(deliveryMs, 50), p99: percentile(deliveryMs, 99), delivered: deliveryMs.length },
    rss: { earlyMb: rssEarly, lateMb: rssLate, growthPct: rssGrowthPct, isFlat, samples },
    errorSamples,
  };
  for (const name of [`soak-${stamp}`, 'soak-latest']) {
    writeFileSync(join(RESULTS_DIR, `${name}.json`), JSON.stringify(report, null, 2));
    writeFileSync(join(RESULTS_DIR, `${name}.md`), `${markdown}\n`);
  }
  log(`\nwritten bench/results/soak-${stamp}.{json,md}`);
  if (errors > 0 || !isFlat) process.exitCode = 1;
}

await main();
