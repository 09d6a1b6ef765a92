/** What the soak counts: latency per route group, expected refusals, and every error with a sample. */

export type ErrorKind =
  | 'server-error-5xx'
  | 'unexpected-status'
  | 'network'
  | 'bad-response'
  | 'call-ended-badly'
  | 'call-stalled'
  | 'call-lost-utterance'
  | 'server-logged-error'
  | 'server-exited';

const SAMPLES_KEPT = 12;

export class Stats {
  /** Response times in milliseconds, by route group ("list", "feedback-create", …). */
  readonly latencies = new Map<string, number[]>();
  /** Refusals the flows asked for on purpose (404 probes, 401 after sign-out), by "group status". */
  readonly expectedRefusals = new Map<string, number>();
  readonly errorCounts = new Map<ErrorKind, number>();
  readonly errorSamples: string[] = [];
  readonly counters = new Map<string, number>();
  private readonly startedAt = performance.now();

  latency(group: string, ms: number) {
    let list = this.latencies.get(group);
    if (!list) this.latencies.set(group, (list = []));
    list.push(ms);
  }

  expectedRefusal(group: string, status: number) {
    const key = `${group} ${status}`;
    this.expectedRefusals.set(key, (this.expectedRefusals.get(key) ?? 0) + 1);
  }

  error(kind: ErrorKind, detail: string) {
    this.errorCounts.set(kind, (this.errorCounts.get(kind) ?? 0) + 1);
    if (this.errorSamples.length < SAMPLES_KEPT) {
      const at = ((performance.now() - this.startedAt) / 1000).toFixed(1);
      this.errorSamples.push(`[${at} s] ${kind}: ${detail.slice(0, 400)}`);
    }
  }

  count(name: string, by = 1) {
    this.counters.set(name, (this.counters.get(name) ?? 0) + by);
  }

  get errors(): number {
    let total = 0;
    for (const n of this.errorCounts.values()) total += n;
    return total;
  }
}

export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Least-squares slope of y over x. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - meanX) * (p.y - meanY);
    den += (p.x - meanX) ** 2;
  }
  return den === 0 ? Number.NaN : num / den;
}

export const mb = (bytes: number | undefined) =>
  bytes === undefined || !Number.isFinite(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Resolves after `ms`, or at once when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** A uniformly random whole number in [min, max]. */
export const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
