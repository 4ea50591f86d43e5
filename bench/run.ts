/**
 * IdeaMatch benchmark runner: `npm run bench [-- <scenario>…]`.
 * Starts each scenario's server, loads it with autocannon on 127.0.0.1, stops it, and writes the
 * results to bench/results/ (see README.md).
 */
import { readConfig, type BenchConfig } from './lib/config';
import { abortLoad, measure, type Metrics } from './lib/load';
import { BENCH_HOST, RESULTS_DIR, SCENARIOS_DIR } from './lib/paths';
import { machineInfo, toMarkdown, writeReport, type BenchReport, type ScenarioReport } from './lib/report';
import { loadavg } from 'node:os';
import { loadScenarios, type Scenario, type Target } from './lib/scenario';
import { startSameBytesServer } from './lib/same-bytes';
import { stopSharedServers } from './lib/shared';

/** The scenario every ratio is computed against. */
const BASELINE = 'fastify-hello';

const log = (message: string): void => void process.stderr.write(`${message}\n`);
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

let interrupted = false;

function onSignal(signal: NodeJS.Signals): void {
  if (interrupted) {
    log(`${signal} again: exiting now`);
    process.exit(130);
  }
  interrupted = true;
  log(`${signal}: stopping the current scenario and its server (press Ctrl-C again to force)…`);
  abortLoad();
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

function checkLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== BENCH_HOST)
    throw new Error(`target ${url} is not on ${BENCH_HOST}; benchmarks only send traffic to ${BENCH_HOST}`);
}

function problemsOf(metrics: Metrics): string[] {
  const problems: string[] = [];
  if (metrics.errors > 0) problems.push(`${metrics.errors} errors (of which ${metrics.timeouts} timeouts)`);
  if (metrics.non2xx > 0) {
    const codes = Object.entries(metrics.statusCodes).filter(([code]) => !code.startsWith('2'));
    problems.push(`${metrics.non2xx} non-2xx answers (${codes.map(([code, count]) => `${code}×${count}`).join(', ')})`);
  }
  if (metrics.totalRequests === 0) problems.push('no request completed');
  return problems;
}

async function runScenario(scenario: Scenario, config: BenchConfig): Promise<ScenarioReport> {
  const method = scenario.method ?? 'GET';
  const problems: string[] = [];
  let metrics: Metrics | null = null;
  let sameBytes: ScenarioReport['sameBytes'] = null;
  log(`\n▶ ${scenario.name}: ${method} ${scenario.path}`);

  const started = Date.now();
  let target: Target | null = null;
  try {
    target = await scenario.start();
    log(`  started at ${target.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    problems.push(`could not start: ${messageOf(error)}`);
  }

  if (target) {
    try {
      checkLoopback(target.url);
      const body = target.body ?? scenario.body;
      const path = target.path ?? scenario.path;
      log(
        `  ${config.warmupSeconds} s warm-up, then ${config.durationSeconds} s recorded with ${config.connections} connections…`,
      );
      const headers = { ...scenario.headers, ...target.headers };
      const request = (url: string, title: string) => ({
        title,
        url: new URL(path, url).href,
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
      // The answer is recorded before the load, so the baseline sends what a first request gets.
      const twin = scenario.sameBytes
        ? await startSameBytesServer(new URL(path, target.url).href, { method, headers, body })
        : null;
      try {
        metrics = await measure(request(target.url, scenario.name), config);
        if (interrupted) problems.push('interrupted');
        problems.push(...problemsOf(metrics));
        log(
          `  ${metrics.requestsPerSecond.toFixed(0)} req/s, p50 ${metrics.latencyMs.p50} ms, p95 ${metrics.latencyMs.p95} ms, p99 ${metrics.latencyMs.p99} ms, ${metrics.totalRequests} requests, ${metrics.non2xx} non-2xx, ${metrics.errors} errors`,
        );
        if (twin && !interrupted) {
          log(`  same bytes (${twin.bytes} B body) from a bare Fastify process…`);
          const twinMetrics = await measure(request(twin.url, `${scenario.name} (same bytes)`), config);
          sameBytes = { bodyBytes: twin.bytes, metrics: twinMetrics };
          problems.push(...problemsOf(twinMetrics).map((problem) => `same-bytes baseline: ${problem}`));
          log(
            `  same bytes: ${twinMetrics.requestsPerSecond.toFixed(0)} req/s, p99 ${twinMetrics.latencyMs.p99} ms; the route at ${((metrics.requestsPerSecond / twinMetrics.requestsPerSecond) * 100).toFixed(1)} %`,
          );
        }
      } finally {
        await twin?.stop();
      }
    } catch (error) {
      problems.push(`load run failed: ${messageOf(error)}`);
    } finally {
      try {
        await target.stop();
        log('  stopped');
      } catch (error) {
        problems.push(`did not stop cleanly: ${messageOf(error)}`);
      }
    }
  }

  for (const problem of problems) log(`  ✗ ${problem}`);
  return {
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    name: scenario.name,
    description: scenario.description,
    method,
    path: target?.path ?? scenario.path,
    status: problems.length ? 'failed' : 'ok',
    problems,
    metrics,
    sameBytes,
  };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const scenarios = await loadScenarios(SCENARIOS_DIR);

  if (args.includes('--help') || args.includes('-h') || args.includes('--list')) {
    log(
      'Usage: npm run bench [-- <scenario>… | all]  (no name: the core scenarios; fastify-hello always runs)   (env: BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_TIMEOUT)\n\nScenarios:',
    );
    for (const scenario of scenarios) log(`  ${scenario.name.padEnd(16)} ${scenario.description}`);
    return 0;
  }
  const unknown = args.filter((name) => name !== 'all' && !scenarios.some((scenario) => scenario.name === name));
  if (unknown.length) {
    log(
      `Unknown scenario(s): ${unknown.join(', ')}. Available: ${scenarios.map((scenario) => scenario.name).join(', ')}`,
    );
    return 1;
  }
  // The bare Fastify route is the yardstick of every ratio, so it runs in every run.
  const wanted = (scenario: Scenario) =>
    scenario.name === BASELINE ||
    (args.length === 0 ? scenario.core === true : args.includes('all') || args.includes(scenario.name));
  const selected = scenarios.filter(wanted);

  const config = readConfig();
  const date = new Date().toISOString();
  const machine = await machineInfo();
  log(`IdeaMatch benchmark ${date}: ${selected.map((scenario) => scenario.name).join(', ')}`);
  log(
    `${machine.cpuModel}, ${machine.cores} cores, Node ${machine.nodeVersion}; ${config.connections} connections, ${config.warmupSeconds} s warm-up + ${config.durationSeconds} s per scenario`,
  );

  const results: ScenarioReport[] = [];
  for (const scenario of selected) {
    if (interrupted) break;
    results.push(await runScenario(scenario, config));
  }
  for (const problem of await stopSharedServers()) {
    log(`  ✗ shared server did not stop cleanly: ${problem}`);
    const last = results.at(-1);
    if (last) {
      last.problems.push(`shared server did not stop cleanly: ${problem}`);
      last.status = 'failed';
    }
  }
  if (interrupted) {
    log('\nInterrupted: no results written.');
    return 130;
  }

  const report: BenchReport = {
    date,
    machine,
    settings: { ...config, host: BENCH_HOST, tool: 'autocannon' },
    scenarios: results,
    ok: results.every((scenario) => scenario.status === 'ok'),
  };
  const markdown = toMarkdown(report);
  const written = await writeReport(RESULTS_DIR, report, markdown);
  log(`\nWrote ${written.join(', ')}\n`);
  process.stdout.write(markdown);
  if (!report.ok) log('\nBenchmark FAILED: see Problems above.');
  return report.ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);
