import type { Target } from './scenario';

/**
 * Servers shared by several scenarios of one run (e.g. the idea list, searches and summaries all
 * run against one server over the same seeded data): started by the first scenario that needs one,
 * stopped by the runner at the end of the run (`stopSharedServers`). The scenarios' own `stop()` is a
 * no-op for them.
 */
const servers = new Map<string, Promise<Target>>();

export function sharedServer(key: string, start: () => Promise<Target>): Promise<Target> {
  let server = servers.get(key);
  if (!server) {
    server = start();
    servers.set(key, server);
    server.catch(() => servers.delete(key));
  }
  return server.then((target) => ({ ...target, stop: async () => {} }));
}

/** Stops every shared server; returns the problems met. */
export async function stopSharedServers(): Promise<string[]> {
  const problems: string[] = [];
  for (const [key, server] of servers) {
    try {
      await (await server).stop();
    } catch (error) {
      problems.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  servers.clear();
  return problems;
}
