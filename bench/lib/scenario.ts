import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'autocannon';

export type HttpMethod = NonNullable<Request['method']>;
export type Headers = Record<string, string>;

/** A running server to load; returned by `Scenario.start()`. */
export type Target = {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`; must be on 127.0.0.1. */
  url: string;
  /** Stops the server and releases what `start()` took (processes, temp dirs). */
  stop(): Promise<void>;
  /** Headers known only once the server runs (e.g. a session token); merged over `Scenario.headers`. */
  headers?: Headers;
  /** A body known only once the server runs; replaces `Scenario.body`. */
  body?: string;
  /** A path known only once the server runs (e.g. one seeded idea's page); replaces `Scenario.path`. */
  path?: string;
};

/** One benchmark: a server to start and one request to repeat against it. */
export type Scenario = {
  /** Short unique id, used on the command line (`npm run bench -- <name>`) and in the results. */
  name: string;
  /** One line: what is measured. */
  description: string;
  /**
   * Part of the default run (`npm run bench` with no names): the routes whose share of the hello
   * route is tracked. The others run when named, or with `all`.
   */
  core?: boolean;
  /**
   * Also measure a bare Fastify process sending the very bytes this route answers (status, headers,
   * body, fetched once from the real server at start: servers/same-bytes.ts) right after the route,
   * and report the route's rate as a share of it.
   */
  sameBytes?: boolean;
  /** Sort key for the run order (lower first, then by name); default 100. */
  order?: number;
  start(): Promise<Target>;
  /** Request path (with query string if any), e.g. `/api/health`. */
  path: string;
  method?: HttpMethod;
  headers?: Headers;
  body?: string;
};

/** Identity helper that type-checks a scenario module's default export. */
export function defineScenario(scenario: Scenario): Scenario {
  return scenario;
}

function isScenario(value: unknown): value is Scenario {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.name === 'string' &&
    typeof record.description === 'string' &&
    typeof record.start === 'function' &&
    typeof record.path === 'string'
  );
}

/**
 * Imports every `*.ts` module of `dir` (except `_*.ts` and `*.d.ts`) and returns its default export
 * (or its `scenario` export), sorted by `order` then name.
 */
export async function loadScenarios(dir: string): Promise<Scenario[]> {
  const files = (await readdir(dir))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.startsWith('_'))
    .sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    const candidate = module.default ?? module.scenario;
    if (!isScenario(candidate))
      throw new Error(`bench/scenarios/${file} must export default a scenario ({ name, description, start, path, … })`);
    if (!candidate.path.startsWith('/')) throw new Error(`bench/scenarios/${file}: path must start with "/"`);
    const clash = scenarios.find((other) => other.name === candidate.name);
    if (clash) throw new Error(`two scenarios are named "${candidate.name}" (bench/scenarios/${file})`);
    scenarios.push(candidate);
  }
  return scenarios.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name));
}
