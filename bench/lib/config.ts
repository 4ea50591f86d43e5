/** Load settings, read once from the environment. */
export type BenchConfig = {
  /** Recorded run per scenario, in seconds (BENCH_DURATION, default 10). */
  durationSeconds: number;
  /** Warm-up per scenario before the recorded run, in seconds; not recorded (BENCH_WARMUP, default 2, 0 disables). */
  warmupSeconds: number;
  /** Concurrent connections (BENCH_CONNECTIONS, default 100). */
  connections: number;
  /** Per-request timeout, in seconds (BENCH_TIMEOUT, default 10). */
  timeoutSeconds: number;
};

function readNumber(
  name: string,
  fallback: number,
  { min, integer = false, allowMin = true }: { min: number; integer?: boolean; allowMin?: boolean },
): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  const tooSmall = allowMin ? value < min : value <= min;
  if (!Number.isFinite(value) || tooSmall || (integer && !Number.isInteger(value))) {
    const kind = integer ? 'an integer' : 'a number';
    throw new Error(`${name}=${JSON.stringify(raw)} is invalid: expected ${kind} ${allowMin ? '>=' : '>'} ${min}`);
  }
  return value;
}

export function readConfig(): BenchConfig {
  return {
    durationSeconds: readNumber('BENCH_DURATION', 10, { min: 0, allowMin: false }),
    warmupSeconds: readNumber('BENCH_WARMUP', 2, { min: 0 }),
    connections: readNumber('BENCH_CONNECTIONS', 100, { min: 1, integer: true }),
    timeoutSeconds: readNumber('BENCH_TIMEOUT', 10, { min: 0, allowMin: false }),
  };
}
