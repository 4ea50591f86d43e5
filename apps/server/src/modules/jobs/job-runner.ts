import { Queue, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A job that runs once per interval across the whole deployment. */
export type RecurringJob = {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
};

/** A one-off task retried with exponential backoff until it succeeds or runs out of attempts. */
export type TaskDefinition<T = unknown> = {
  name: string;
  attempts: number;
  /** Wait before the second attempt; each later wait doubles. */
  backoffMs: number;
  run: (data: T) => Promise<unknown>;
};

export type JobCounts = { waiting: number; active: number; delayed: number; failed: number };

/** What a finished run reports: which job, on which slot (the same slot never runs twice), and how it ended. */
export type JobRun = { name: string; slot: string; ok: boolean; error?: unknown; durationMs: number };

export type JobRunner = {
  kind: 'redis' | 'in-process';
  /** Hands a task to the runner; it runs on some node, retried on failure. */
  enqueue: (name: string, data: unknown) => Promise<void>;
  /** Runs a recurring job now, on this node, outside its schedule (start-up, tests). */
  runNow: (name: string) => Promise<void>;
  counts: () => Promise<JobCounts>;
  /** Called after every run, successful or not (metrics, logs, tests). */
  onRun: (listener: (run: JobRun) => void) => void;
  /** Waits for tasks in progress, then stops; `purge` also removes the queue's keys (test runs). */
  close: (options?: { purge?: boolean }) => Promise<void>;
};

type RunnerOptions = {
  recurring: RecurringJob[];
  tasks: TaskDefinition[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
};

/** How long each step of closing the Redis job runner may take. */
const CLOSE_STEP_MS = 2_000;

/** Whether `promise` settles (either way) within `ms`; it is left to run past that. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = promise.then(
    () => true,
    () => true,
  );
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Jobs on Redis through BullMQ: every node upserts the same job schedulers (idempotent, one
 * scheduler per name across the deployment) and runs a worker; each scheduled slot is one job in
 * Redis, taken by exactly one worker. Tasks are BullMQ jobs with attempts and exponential backoff.
 */
export function redisJobRunner(
  options: RunnerOptions & { redisUrl: string; keyPrefix: string; queueName?: string },
): JobRunner {
  const queueName = options.queueName ?? 'jobs';
  const connect = () => new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queueConnection = connect();
  const workerConnection = connect();
  const prefix = `${options.keyPrefix}bull`;
  const queue = new Queue(queueName, { connection: queueConnection, prefix });
  const listeners: ((run: JobRun) => void)[] = [];
  const recurringByName = new Map(options.recurring.map((job) => [job.name, job]));
  const taskByName = new Map(options.tasks.map((task) => [task.name, task]));
  const emit = (run: JobRun) => listeners.forEach((listener) => listener(run));
  queueConnection.on('error', (err) => options.log.warn({ err }, 'job queue redis error'));
  workerConnection.on('error', (err) => options.log.warn({ err }, 'job worker redis error'));

  const processJob = async (job: Job) => {
    const definition = recurringByName.get(job.name) ?? taskByName.get(job.name);
    if (!definition) throw new Error(`unknown job ${job.name}`);
    const started = performance.now();
    const slot = job.id ?? job.name;
    try {
      await ('everyMs' in definition ? definition.run() : (definition as TaskDefinition).run(job.data));
      emit({ name: job.name, slot, ok: true, durationMs: performance.now() - started });
    } catch (error) {
      emit({ name: job.name, slot, ok: false, error, durationMs: performance.now() - started });
      throw error;
    }
  };

  const worker = new Worker(queueName, processJob, { connection: workerConnection, prefix, concurrency: 2 });
  worker.on('error', (err) => options.log.warn({ err }, 'job worker error'));
  worker.on('failed', (job, err) =>
    options.log.warn({ err, job: job?.name, attempts: job?.attemptsMade }, 'job failed'),
  );

  const scheduled = Promise.all(
    options.recurring.map((job) =>
      queue.upsertJobScheduler(
        job.name,
        { every: job.everyMs },
        { name: job.name, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      ),
    ),
  ).catch((err: unknown) => options.log.error({ err }, 'could not schedule recurring jobs'));

  return {
    kind: 'redis',
    enqueue: async (name, data) => {
      const task = taskByName.get(name);
      if (!task) throw new Error(`unknown task ${name}`);
      await queue.add(name, data, {
        attempts: task.attempts,
        backoff: { type: 'exponential', delay: task.backoffMs },
        removeOnComplete: 100,
        removeOnFail: 1000,
      });
    },
    runNow: async (name) => {
      const job = recurringByName.get(name);
      if (!job) throw new Error(`unknown job ${name}`);
      await job.run();
    },
    counts: async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      return {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
      };
    },
    onRun: (listener) => listeners.push(listener),
    close: async ({ purge = false } = {}) => {
      // Each step waits at most CLOSE_STEP_MS, so a shutdown never hangs on Redis or a stuck job.
      await settlesWithin(scheduled, CLOSE_STEP_MS);
      // Running jobs get their moment to finish; past it the connections are cut below, and BullMQ
      // hands a job left unfinished (stalled) to a worker on another node.
      await settlesWithin(worker.close(), CLOSE_STEP_MS);
      if (purge) await settlesWithin(queue.obliterate({ force: true }), CLOSE_STEP_MS);
      await settlesWithin(queue.close(), CLOSE_STEP_MS);
      await settlesWithin(Promise.allSettled([queueConnection.quit(), workerConnection.quit()]), CLOSE_STEP_MS);
      queueConnection.disconnect();
      workerConnection.disconnect();
    },
  };
}

/**
 * The same jobs in this process, for embedded mode (one node by definition): a timer per
 * recurring job that skips a beat while the previous run is still going, and tasks retried with
 * exponential backoff on timers.
 */
export function inProcessJobRunner(options: RunnerOptions): JobRunner {
  const listeners: ((run: JobRun) => void)[] = [];
  const emit = (run: JobRun) => listeners.forEach((listener) => listener(run));
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<Promise<unknown>>();
  const running = new Set<string>();
  const counts: JobCounts = { waiting: 0, active: 0, delayed: 0, failed: 0 };
  const taskByName = new Map(options.tasks.map((task) => [task.name, task]));
  const recurringByName = new Map(options.recurring.map((job) => [job.name, job]));
  let closed = false;
  let slotSeq = 0;

  const track = <T>(promise: Promise<T>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
    return promise;
  };

  const runRecurring = async (job: RecurringJob) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    counts.active += 1;
    const started = performance.now();
    const slot = `${job.name}:${(slotSeq += 1)}`;
    try {
      await job.run();
      emit({ name: job.name, slot, ok: true, durationMs: performance.now() - started });
    } catch (error) {
      counts.failed += 1;
      options.log.warn({ err: error, job: job.name }, 'job failed');
      emit({ name: job.name, slot, ok: false, error, durationMs: performance.now() - started });
    } finally {
      counts.active -= 1;
      running.delete(job.name);
    }
  };

  for (const job of options.recurring) {
    const timer = setInterval(() => void track(runRecurring(job)), job.everyMs);
    timer.unref();
    timers.add(timer);
  }

  const attempt = (task: TaskDefinition, data: unknown, attemptNo: number): Promise<void> =>
    track(
      (async () => {
        counts.active += 1;
        const started = performance.now();
        const slot = `${task.name}:${(slotSeq += 1)}`;
        try {
          await task.run(data);
          emit({ name: task.name, slot, ok: true, durationMs: performance.now() - started });
        } catch (error) {
          emit({ name: task.name, slot, ok: false, error, durationMs: performance.now() - started });
          if (attemptNo >= task.attempts || closed) {
            counts.failed += 1;
            options.log.error({ err: error, job: task.name, attempts: attemptNo }, 'task failed for good');
            return;
          }
          options.log.warn({ err: error, job: task.name, attempts: attemptNo }, 'task failed; retrying');
          counts.delayed += 1;
          const timer = setTimeout(
            () => {
              timers.delete(timer);
              counts.delayed -= 1;
              void attempt(task, data, attemptNo + 1);
            },
            task.backoffMs * 2 ** (attemptNo - 1),
          );
          timer.unref();
          timers.add(timer);
        } finally {
          counts.active -= 1;
        }
      })(),
    );

  return {
    kind: 'in-process',
    enqueue: async (name, data) => {
      const task = taskByName.get(name);
      if (!task) throw new Error(`unknown task ${name}`);
      // Resolves after the first attempt; retries follow on timers.
      await attempt(task, data, 1);
    },
    runNow: async (name) => {
      const job = recurringByName.get(name);
      if (!job) throw new Error(`unknown job ${name}`);
      await job.run();
    },
    counts: async () => ({ ...counts }),
    onRun: (listener) => listeners.push(listener),
    close: async () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
