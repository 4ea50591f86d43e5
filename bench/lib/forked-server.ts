import { join } from 'node:path';
import type { Target } from './scenario';
import { BENCH_HOST, SERVERS_DIR } from './paths';
import { forkServer, stopChild } from './processes';

/**
 * Forks `bench/servers/<file>` in its own process (so it does not share the load generator's event
 * loop) and returns it as a target once it has reported its port over IPC.
 */
export async function startForkedServer(file: string, env: NodeJS.ProcessEnv = {}): Promise<Target> {
  const label = file.replace(/\.ts$/, '');
  const { child, port } = await forkServer(join(SERVERS_DIR, file), { label, env });
  return {
    url: `http://${BENCH_HOST}:${port}`,
    async stop() {
      const exit = await stopChild(child, { graceMs: 5_000 });
      if (exit.killed) throw new Error(`${label} did not exit within 5 s of SIGTERM and was killed`);
    },
  };
}
