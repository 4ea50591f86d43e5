import { expect, it } from 'vitest';
import { redisJobRunner, type JobRun } from './job-runner';

const silentLog = { warn: () => {}, error: () => {}, info: () => {} };

it('two nodes on one Redis run each scheduled slot of a recurring job once, not once per node', async () => {
  const keyPrefix = `test:${crypto.randomUUID()}:`;
  const runs: (JobRun & { node: string })[] = [];
  let active = 0;
  let mostAtOnce = 0;
  let enough!: () => void;
  const sixRuns = new Promise<void>((resolve) => (enough = resolve));
  const node = (name: string) => {
    const runner = redisJobRunner({
      redisUrl: process.env.REDIS_URL!,
      keyPrefix,
      log: silentLog,
      tasks: [],
      recurring: [
        {
          name: 'tick',
          everyMs: 250,
          run: async () => {
            active += 1;
            mostAtOnce = Math.max(mostAtOnce, active);
            // Long enough that a second node running the same tick would overlap this one.
            await new Promise((resolve) => setTimeout(resolve, 50));
            active -= 1;
          },
        },
      ],
    });
    runner.onRun((run) => {
      runs.push({ ...run, node: name });
      if (runs.length >= 6) enough();
    });
    return runner;
  };
  const nodes = [node('node-1'), node('node-2')];
  try {
    await sixRuns;
  } finally {
    await Promise.all(nodes.map((runner) => runner.close()));
  }
  const slots = runs.map((run) => run.slot);
  expect(new Set(slots).size).toBe(slots.length);
  expect(runs.every((run) => run.ok)).toBe(true);
  // Both nodes had a worker and a scheduler, yet never two runs at once.
  expect(mostAtOnce).toBe(1);
});
