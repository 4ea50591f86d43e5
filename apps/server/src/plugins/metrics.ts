import { BlockList, isIPv4, isIPv6 } from 'node:net';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  // Module augmentation can only merge interfaces.

  interface FastifyInstance {
    /** This node's Prometheus registry, served at /metrics. */
    metrics: Registry;
  }
}

/** Parses METRICS_ALLOW: comma-separated addresses and CIDR ranges, IPv4 or IPv6. */
export function parseAllowList(value: string): BlockList {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!isIPv4(address) && !isIPv6(address)) throw new Error(`METRICS_ALLOW: not an address: ${entry}`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** Whether a client address is on the list; IPv4-mapped IPv6 addresses count as their IPv4 form. */
export function isAllowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return list.check(mapped, 'ipv4') || list.check(ip, 'ipv6');
  if (isIPv4(ip)) return list.check(ip, 'ipv4');
  return isIPv6(ip) && list.check(ip, 'ipv6');
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at /metrics, for the addresses in METRICS_ALLOW only: requests and latency
 * per route, sockets connected, background job queue and runs, database pool use, and the
 * process defaults (CPU, memory, event loop lag).
 */
export const metricsPlugin = fp<{ allow: string }>(
  async (app, { allow }) => {
    const allowList = parseAllowList(allow);
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', registry);

    const labelNames = ['method', 'route', 'status'] as const;
    type Label = (typeof labelNames)[number];
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    // The two series of each method, route and status, looked up once: labelling anew hashes the
    // label set on every request.
    const series = new Map<string, { count: Counter.Internal; time: Histogram.Internal<Label> }>();
    const seriesOf = (method: string, route: string, status: string) => {
      const key = `${method} ${status} ${route}`;
      let found = series.get(key);
      if (!found) {
        const labels = { method, route, status };
        found = { count: requests.labels(labels), time: latency.labels(labels) };
        series.set(key, found);
      }
      return found;
    };
    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern, never the raw URL, so ids do not make a label per request.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== '/metrics') {
        const measured = seriesOf(request.method, route, String(reply.statusCode));
        measured.count.inc();
        measured.time.observe(reply.elapsedTime / 1000);
      }
      done();
    });

    new Gauge({
      name: 'realtime_sockets_connected',
      help: 'Socket.io clients connected to this node.',
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('realtime') ? app.realtime.io.engine.clientsCount : 0);
      },
    });

    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections of this node: total open, idle, max, and queries waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.database.poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'max' }, stats.max);
      },
    });

    new Gauge({
      name: 'job_queue_jobs',
      help: 'Background jobs in the queue by state (shared across nodes on Redis).',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        if (!app.hasDecorator('jobs')) return;
        const counts = await app.jobs.counts().catch(() => null);
        if (!counts) return;
        for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
      },
    });
    const jobRuns = new Counter({
      name: 'job_runs_total',
      help: 'Background job runs on this node, by job and outcome (ok or failed).',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    });
    const jobDuration = new Histogram({
      name: 'job_run_duration_seconds',
      help: 'Time a background job run took on this node.',
      labelNames: ['job'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs')) return;
      app.jobs.onRun((run) => {
        jobRuns.inc({ job: run.name, outcome: run.ok ? 'ok' : 'failed' });
        jobDuration.observe({ job: run.name }, run.durationMs / 1000);
      });
    });

    app.get(
      '/metrics',
      { config: { access: 'everyone', rateLimit: false }, schema: { hide: true } },
      async (request, reply) => {
        if (!isAllowed(allowList, request.ip)) throw new AppError('FORBIDDEN');
        reply.type(registry.contentType);
        return registry.metrics();
      },
    );
  },
  { name: 'metrics' },
);
