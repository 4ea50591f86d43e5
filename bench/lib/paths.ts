import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `bench/` workspace directory. */
export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository root (the npm workspaces root). */
export const REPO_ROOT = resolve(BENCH_DIR, '..');

export const SCENARIOS_DIR = resolve(BENCH_DIR, 'scenarios');
export const SERVERS_DIR = resolve(BENCH_DIR, 'servers');
export const RESULTS_DIR = resolve(BENCH_DIR, 'results');

/** The tsx binary installed at the root; runs one-shot scripts (e.g. the prepare scripts). */
export const TSX_BIN = resolve(REPO_ROOT, 'node_modules/.bin/tsx');

/**
 * How the real server runs, exactly like `npm start` does: node with tsx's loader, one process. Not
 * the tsx CLI: it relays SIGTERM to its child and, unless the child acknowledges within 30 ms, sends
 * it again and then SIGKILLs it, exiting 143. A server busy with PGlite (queries run on the main
 * thread) cannot answer that fast, so every stop under load ended in a kill instead of a clean close.
 */
export const SERVER_COMMAND = { command: process.execPath, args: ['--import', 'tsx'] } as const;

/** Every benchmark talks to this address only. */
export const BENCH_HOST = '127.0.0.1';
