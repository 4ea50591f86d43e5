import autocannon, { type Instance, type Options, type Result } from 'autocannon';
import type { BenchConfig } from './config';
import { LatencyRecorder } from './latency';
import type { Headers, HttpMethod } from './scenario';

export type LoadRequest = {
  title: string;
  /** Absolute URL including the path. */
  url: string;
  method: HttpMethod;
  headers: Headers;
  body?: string;
};

export type LatencySummary = {
  average: number;
  p50: number;
  p90: number;
  /** Our own recorder only (autocannon's histogram has no p95). */
  p95?: number;
  p99: number;
  max: number;
};

/** What one scenario's recorded run produced; latencies in milliseconds. */
export type Metrics = {
  requestsPerSecond: number;
  /** From every response time, to the microsecond (all status codes). */
  latencyMs: LatencySummary;
  /** autocannon's own latency histogram, whole milliseconds only; kept for comparison with its CLI. */
  autocannonLatencyMs: LatencySummary;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  throughputBytesPerSecond: number;
  durationSeconds: number;
  statusCodes: Record<string, number>;
};

let current: Instance | null = null;
let aborted = false;

/** Stops the autocannon run in flight, if any, and refuses to start new ones (used on Ctrl-C). */
export function abortLoad(): void {
  aborted = true;
  current?.stop();
}

function fire(options: Options, latencies?: LatencyRecorder): Promise<Result> {
  return new Promise((resolveRun, reject) => {
    if (aborted) {
      reject(new Error('interrupted'));
      return;
    }
    const instance = autocannon(options, (error: unknown, result: Result) => {
      current = null;
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolveRun(result);
    });
    if (latencies)
      instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.record(responseTime));
    current = instance;
  });
}

function optionsFor(request: LoadRequest, config: BenchConfig, durationSeconds: number): Options {
  return {
    title: request.title,
    url: request.url,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    connections: config.connections,
    duration: durationSeconds,
    timeout: config.timeoutSeconds,
  };
}

/**
 * Runs autocannon against one request: a warm-up of `config.warmupSeconds` whose figures are thrown
 * away, then the recorded run of `config.durationSeconds`.
 */
export async function measure(request: LoadRequest, config: BenchConfig): Promise<Metrics> {
  if (config.warmupSeconds > 0)
    await fire(optionsFor({ ...request, title: `${request.title} (warm-up)` }, config, config.warmupSeconds));
  const latencies = new LatencyRecorder();
  const result = await fire(optionsFor(request, config, config.durationSeconds), latencies);
  return summarise(result, latencies);
}

const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

const roundLatency = (latency: LatencySummary): LatencySummary => ({
  average: round(latency.average, 3),
  p50: round(latency.p50, 3),
  p90: round(latency.p90, 3),
  ...(latency.p95 === undefined ? {} : { p95: round(latency.p95, 3) }),
  p99: round(latency.p99, 3),
  max: round(latency.max, 3),
});

export function summarise(result: Result, latencies: LatencyRecorder): Metrics {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  const { average, p50, p90, p99, max } = result.latency;
  return {
    requestsPerSecond: round(result.requests.average),
    latencyMs: roundLatency(latencies.summary()),
    autocannonLatencyMs: roundLatency({ average, p50, p90, p99, max }),
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
    throughputBytesPerSecond: round(result.throughput.average, 0),
    durationSeconds: round(result.duration),
    statusCodes,
  };
}
