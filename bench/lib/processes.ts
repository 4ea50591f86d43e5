import { fork, spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { REPO_ROOT } from './paths';

/** Children started by this run that have not exited yet; killed on the way out if still alive. */
const live = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

/**
 * Children are started `detached`, so each leads its own process group: the group holds the child and
 * anything it starts (the tsx CLI runs the server in a grandchild), and only those.
 */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

function track(child: ChildProcess, label: string): { output: () => string } {
  live.add(child);
  child.once('exit', () => live.delete(child));
  const tail: string[] = [];
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      process.stderr.write(`  [${label}] ${line}\n`);
    }
  };
  // Everything a child prints goes to our stderr, so stdout carries only the results table.
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return { output: () => tail.join('\n') };
}

export type ExitInfo = {
  code: number | null;
  signal: NodeJS.Signals | null;
};

function waitForExit(child: ChildProcess): Promise<ExitInfo> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
}

/**
 * Sends SIGTERM to the child itself (not its group: the tsx CLI relays it to the server, and a second
 * copy would hit the server after its one-shot handler is gone) and waits; SIGKILLs the whole group
 * after `graceMs`.
 */
export async function stopChild(
  child: ChildProcess,
  { graceMs = 15_000 }: { graceMs?: number } = {},
): Promise<ExitInfo & { killed: boolean }> {
  const exited = waitForExit(child);
  if (child.exitCode !== null || child.signalCode !== null) return { ...(await exited), killed: false };
  child.kill('SIGTERM');
  const grace = new AbortController();
  const timer = delay(graceMs, 'timeout' as const, { signal: grace.signal }).catch(() => 'cancelled' as const);
  const first = await Promise.race([exited, timer]);
  grace.abort();
  if (first !== 'timeout' && first !== 'cancelled') return { ...first, killed: false };
  killGroup(child, 'SIGKILL');
  return { ...(await exited), killed: true };
}

function describeExit({ code, signal }: ExitInfo): string {
  return signal ? `signal ${signal}` : `code ${String(code)}`;
}

function isListeningMessage(message: unknown): message is { type: 'listening'; port: number } {
  if (typeof message !== 'object' || message === null) return false;
  const record = message as Record<string, unknown>;
  return record.type === 'listening' && typeof record.port === 'number';
}

/**
 * Forks a small TypeScript server script (run through tsx's loader) and waits for it to report its
 * port over IPC with `process.send({ type: 'listening', port })`.
 */
export async function forkServer(
  script: string,
  { label, timeoutMs = 30_000, env = {} }: { label: string; timeoutMs?: number; env?: NodeJS.ProcessEnv },
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(script, [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  const { output } = track(child, label);
  try {
    const port = await new Promise<number>((resolvePort, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${label} did not report a port within ${timeoutMs} ms`)),
        timeoutMs,
      );
      child.on('message', (message: unknown) => {
        if (!isListeningMessage(message)) return;
        clearTimeout(timer);
        resolvePort(message.port);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${label} exited (${describeExit({ code, signal })}) before listening\n${output()}`));
      });
    });
    return { child, port };
  } catch (error) {
    await stopChild(child, { graceMs: 2_000 });
    throw error;
  }
}

/** Polls `url` until it answers 200; rejects on timeout or if `child` exits first. */
async function waitForHealthy(
  url: string,
  child: ChildProcess,
  {
    timeoutMs,
    intervalMs,
    label,
    output,
  }: { timeoutMs: number; intervalMs: number; label: string; output: () => string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${label} exited (${describeExit({ code: child.exitCode, signal: child.signalCode })}) before ${url} answered 200\n${output()}`,
      );
    }
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(Math.min(5_000, Math.max(500, deadline - Date.now()))),
      });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(intervalMs);
  }
  throw new Error(`${label}: ${url} did not answer 200 within ${timeoutMs} ms (last: ${last})\n${output()}`);
}

export type SpawnAndWaitOptions = {
  label: string;
  command: string;
  args: string[];
  cwd?: string;
  env: NodeJS.ProcessEnv;
  /** Polled with GET until it answers 200. */
  healthUrl: string;
  timeoutMs?: number;
  intervalMs?: number;
};

/** Spawns a server process and resolves once `healthUrl` answers 200. */
export async function spawnAndWaitForHealth({
  label,
  command,
  args,
  cwd = REPO_ROOT,
  env,
  healthUrl,
  timeoutMs = 90_000,
  intervalMs = 250,
}: SpawnAndWaitOptions): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const { output } = track(child, label);
  const spawnError = new Promise<never>((_, reject) => child.once('error', reject));
  try {
    await Promise.race([waitForHealthy(healthUrl, child, { timeoutMs, intervalMs, label, output }), spawnError]);
    return child;
  } catch (error) {
    await stopChild(child, { graceMs: 5_000 });
    throw error;
  }
}
