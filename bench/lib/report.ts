import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, platform, arch, release, totalmem } from 'node:os';
import { join } from 'node:path';
import type { BenchConfig } from './config';
import type { Metrics } from './load';
import type { HttpMethod } from './scenario';

export type MachineInfo = {
  cpuModel: string;
  cores: number;
  availableParallelism: number;
  totalMemoryGiB: number;
  platform: string;
  arch: string;
  osRelease: string;
  nodeVersion: string;
  autocannonVersion: string;
  loadAverageAtStart: number[];
};

export type ScenarioReport = {
  name: string;
  description: string;
  method: HttpMethod;
  path: string;
  /** `failed`: the scenario could not start, run or stop cleanly, or the run had errors or non-2xx answers. */
  status: 'ok' | 'failed';
  problems: string[];
  metrics: Metrics | null;
  /** A bare Fastify process sending the route's own answer, measured right after it (`sameBytes` scenarios). */
  sameBytes: { bodyBytes: number; metrics: Metrics } | null;
  /** 1, 5 and 15-minute load average when the scenario ended. */
  loadAverage: number[];
};

export type BenchReport = {
  date: string;
  machine: MachineInfo;
  settings: BenchConfig & { host: string; tool: string };
  scenarios: ScenarioReport[];
  ok: boolean;
};

async function autocannonVersion(): Promise<string> {
  try {
    const require = createRequire(import.meta.url);
    const manifest: unknown = JSON.parse(await readFile(require.resolve('autocannon/package.json'), 'utf8'));
    if (
      typeof manifest === 'object' &&
      manifest !== null &&
      'version' in manifest &&
      typeof manifest.version === 'string'
    )
      return manifest.version;
  } catch {
    // fall through
  }
  return 'unknown';
}

export async function machineInfo(): Promise<MachineInfo> {
  const cpuList = cpus();
  return {
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    availableParallelism: availableParallelism(),
    totalMemoryGiB: Number((totalmem() / 1024 ** 3).toFixed(1)),
    platform: platform(),
    arch: arch(),
    osRelease: release(),
    nodeVersion: process.version,
    autocannonVersion: await autocannonVersion(),
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
  };
}

const number = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number): string => number(value, value < 10 ? 3 : 1);
const share = (value: number, hello: number | undefined): string =>
  hello ? `${number((value / hello) * 100, 1)} %` : '—';
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function toMarkdown(report: BenchReport): string {
  const { machine, settings } = report;
  const lines = [
    `# IdeaMatch benchmark — ${report.date}`,
    '',
    `- Machine: ${machine.cpuModel}, ${machine.cores} cores (available parallelism ${machine.availableParallelism}), ${machine.totalMemoryGiB} GiB RAM, ${machine.platform} ${machine.arch} ${machine.osRelease}, load average at start ${machine.loadAverageAtStart.join(' / ')}`,
    `- Node ${machine.nodeVersion}, autocannon ${machine.autocannonVersion} (in the runner process; each server in its own process)`,
    `- Load: ${settings.connections} connections, ${settings.durationSeconds} s recorded per scenario after a ${settings.warmupSeconds} s warm-up (not recorded), ${settings.timeoutSeconds} s request timeout, ${settings.host} only`,
    '',
    `- **Share of hello**: requests/s as a share of the bare Fastify hello route (\`fastify-hello\`) measured in this run`,
    `- **Share of same bytes**: requests/s as a share of a bare Fastify process sending this route's very answer (status, headers, body as fetched once from the real server), measured right after the route; its req/s and body size in brackets`,
    '',
    '| Scenario | Request | Req/s (avg) | Share of hello | Share of same bytes | p50 (ms) | p95 (ms) | p99 (ms) | Load avg (1 min, at end) | Non-2xx | Errors | Status |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const hello = report.scenarios.find((scenario) => scenario.name === 'fastify-hello')?.metrics?.requestsPerSecond;
  for (const scenario of report.scenarios) {
    const request = `${scenario.method} ${cell(scenario.path)}`;
    const status = scenario.status === 'ok' ? 'ok' : '**FAILED**';
    const m = scenario.metrics;
    if (!m) {
      lines.push(`| ${scenario.name} | ${request} | — | — | — | — | — | — | — | — | — | ${status} |`);
      continue;
    }
    const twin = scenario.sameBytes;
    const sameBytes = twin
      ? `${share(m.requestsPerSecond, twin.metrics.requestsPerSecond)} (of ${number(twin.metrics.requestsPerSecond)}, ${number(twin.bodyBytes)} B)`
      : '—';
    lines.push(
      `| ${scenario.name} | ${request} | ${number(m.requestsPerSecond)} | ${share(m.requestsPerSecond, hello)} | ${sameBytes} | ${ms(m.latencyMs.p50)} | ${m.latencyMs.p95 === undefined ? '—' : ms(m.latencyMs.p95)} | ${ms(m.latencyMs.p99)} | ${number(scenario.loadAverage[0] ?? 0, 2)} | ${number(m.non2xx)} | ${number(m.errors)} | ${status} |`,
    );
  }
  lines.push('', 'Scenarios:', '');
  for (const scenario of report.scenarios) lines.push(`- **${scenario.name}**: ${cell(scenario.description)}`);
  const failed = report.scenarios.filter((scenario) => scenario.problems.length > 0);
  if (failed.length) {
    lines.push('', 'Problems:', '');
    for (const scenario of failed)
      for (const problem of scenario.problems) lines.push(`- **${scenario.name}**: ${cell(problem)}`);
  }
  lines.push('', `Result: ${report.ok ? 'all scenarios passed (no errors, no non-2xx answers)' : '**FAILED**'}`, '');
  return lines.join('\n');
}

/** `2025-01-02T03:04:05.678Z` → `2025-01-02T03-04-05-678Z` (safe as a file name everywhere). */
export const fileStamp = (isoDate: string): string => isoDate.replace(/[:.]/g, '-');

/** Writes `<stamp>.json`, `<stamp>.md`, `latest.json` and `latest.md`; returns the paths written. */
export async function writeReport(dir: string, report: BenchReport, markdown: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const stamp = fileStamp(report.date);
  const files: Array<[string, string]> = [
    [`${stamp}.json`, json],
    [`${stamp}.md`, markdown],
    ['latest.json', json],
    ['latest.md', markdown],
  ];
  for (const [name, content] of files) await writeFile(join(dir, name), content);
  return files.map(([name]) => join(dir, name));
}
