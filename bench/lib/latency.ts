/**
 * Exact-to-the-microsecond latency percentiles in constant memory. autocannon's own histogram keeps
 * whole milliseconds, which reads as "0 ms" for everything under 1 ms on loopback, so the runner
 * records each response time (a float in ms from process.hrtime) here as well.
 */
export class LatencyRecorder {
  /** counts[µs] for 0 ≤ µs < LIMIT_US. */
  private readonly counts: Uint32Array;
  /** Response times of 1 s or more (rare; timeouts are not responses), in µs. */
  private readonly slow: number[] = [];
  private total = 0;
  private sumUs = 0;
  private maxUs = 0;

  constructor(private readonly limitUs = 1_000_000) {
    this.counts = new Uint32Array(limitUs);
  }

  record(milliseconds: number): void {
    const us = Math.max(0, Math.round(milliseconds * 1000));
    if (us < this.limitUs) this.counts[us] = (this.counts[us] ?? 0) + 1;
    else this.slow.push(us);
    this.total += 1;
    this.sumUs += us;
    if (us > this.maxUs) this.maxUs = us;
  }

  get count(): number {
    return this.total;
  }

  /** Nearest-rank percentile in ms (p in 0–100); 0 when nothing was recorded. */
  percentile(p: number): number {
    if (this.total === 0) return 0;
    const rank = Math.max(1, Math.ceil((p / 100) * this.total));
    let seen = 0;
    for (let us = 0; us < this.limitUs; us += 1) {
      seen += this.counts[us] ?? 0;
      if (seen >= rank) return us / 1000;
    }
    const slow = [...this.slow].sort((a, b) => a - b);
    return (slow[rank - seen - 1] ?? this.maxUs) / 1000;
  }

  summary(): { average: number; p50: number; p90: number; p95: number; p99: number; max: number } {
    return {
      average: this.total ? this.sumUs / this.total / 1000 : 0,
      p50: this.percentile(50),
      p90: this.percentile(90),
      p95: this.percentile(95),
      p99: this.percentile(99),
      max: this.maxUs / 1000,
    };
  }
}
