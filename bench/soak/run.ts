/**
 * Soak test (issue 10, "Keep it proven"): the real server in its own process under 50 virtual
 * users' mixed flows and 20 concurrent interview calls for 10 minutes. Passes with 0 errors and
 * flat memory; reports RSS, throughput and latency per route group.
 *
 *   npm run bench:soak -- [--minutes 10] [--users 50] [--calls 20] [--db pglite|postgres]
 *
 * Errors: any 5xx, any 4xx a flow did not ask for, network errors and timeouts, malformed replies,
 * calls that end other than by a hang-up or silence, answers echoed but not stored, and anything
 * the server logs at level error or above.
 *
 * Memory: VmRSS of the server process every 2 s. "Flat" means the least-squares slope of RSS over
 * the second half of the run (after caches, JIT and the database's buffers have warmed) is at most
 * MAX_SLOPE_MB_PER_MIN. 2 MB/min is 2.9 GB a day: a leak that size takes a 1 GB container down
 * within hours, so it must fail, while the garbage collector's saw-tooth (tens of MB, every few
 * seconds) averages out over a hundred and more samples. What the slope adds up to over the fitted
 * window must also stay under MAX_SECOND_HALF_GROWTH of RSS: that matters on long runs (--minutes
 * 60), where a slope under the limit still adds up.
 * Runs shorter than MIN_JUDGED_MINUTES report memory without judging it: their second half is too
 * short to tell a leak from a late warm-up.
 *
 * On PGlite the database lives in the server process: opened and idle, PGlite alone holds ~450 MB,
 * and opening it leaves ~350 MB more of dead ArrayBuffers that only a full garbage collection
 * returns, at a time no one chooses (a minute or more into the run). Such a one-off release would hide a leak behind
 * a falling line, so the slope is fitted on the longer side of the largest drop in the second
 * half. Its page cache also grows with the data; users stop creating interviews after a few, so the
 * data grows slowly late in the run, and the report shows the database's size next to RSS.
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { parseArgs } from 'node:util';
import { callSlot, type Caller } from './calls.ts';
import { field, Http, isObject, isString } from './http.ts';
import { startServer, type DatabaseKind } from './server.ts';
import { mb, percentile, pick, sleep, slope, Stats } from './stats.ts';
import { VirtualUser } from './users.ts';

const MAX_SLOPE_MB_PER_MIN = 2;
const MAX_SECOND_HALF_GROWTH = 0.1;
const MIN_JUDGED_MINUTES = 4;
/** A drop this large between two samples is a one-off release (see above), not the GC's saw-tooth. */
const ONE_OFF_RELEASE_BYTES = 50 * 1024 * 1024;
const SAMPLE_MS = 2000;
/** After the run, calls in progress hang up and users finish what they are doing, within this. */
const DRAIN_MS = 30_000;

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    users: { type: 'string', default: '50' },
    calls: { type: 'string', default: '20' },
    db: { type: 'string', default: 'pglite' },
  },
});
const minutes = Number(args.minutes);
const userCount = Number(args.users);
const callCount = Number(args.calls);
const db = args.db as DatabaseKind;
if (!(minutes > 0) || !Number.isInteger(userCount) || userCount < 0 || !Number.isInteger(callCount) || callCount < 0) {
  console.error('usage: npm run bench:soak -- [--minutes 10] [--users 50] [--calls 20] [--db pglite|postgres]');
  process.exit(2);
}
if (db !== 'pglite' && db !== 'postgres') {
  console.error(`--db must be pglite or postgres, not ${String(args.db)}`);
  process.exit(2);
}

interface Sample {
  /** Seconds since the load started. */
  t: number;
  rss: number;
  cpuMs: number | undefined;
}

const durationMs = minutes * 60_000;
// Warm-up: sign-ups (argon2id) and the first interviews, JIT and caches; its RSS is not the baseline.
const warmUpMs = Math.min(120_000, durationMs * 0.2);

const stats = new Stats();
console.log(
  `Soak: ${userCount} users and ${callCount} concurrent calls for ${minutes} min on ${db} (warm-up ${warmUpMs / 1000} s)`,
);
const server = await startServer({ db });
// Interrupted: the server goes down and a throwaway PostgreSQL database is dropped all the same.
process.once('SIGINT', () => void server.stop().finally(() => process.exit(130)));
let exitCode = 1;
try {
  exitCode = await soak();
} finally {
  await server.stop();
}
process.exit(exitCode);

async function soak(): Promise<number> {
  const http = new Http(server.base, stats);
  const config = await http.request({ group: 'config', method: 'GET', path: '/config', ok: [200] });
  const voice = field(config?.json, 'voice', isObject);
  const publicKey = field(voice, 'publicKey', isString);
  if (callCount > 0 && (!publicKey || voice?.available !== true)) {
    console.error(`voice calls are not available on this server: ${JSON.stringify(voice)}`);
    return 1;
  }

  const runId = randomBytes(4).toString('hex');
  const users: VirtualUser[] = [];
  for (let i = 0; i < userCount; i += 1) users.push(new VirtualUser(i, { http, stats, runId, everyone: users }));
  const caller = (): Caller | undefined => {
    const free = users.filter((u) => u.ready && !u.inCall && u.interviews.some((i) => i.questions));
    if (free.length === 0) return undefined;
    const user = pick(free);
    return { user, interview: pick(user.interviews.filter((i) => i.questions)) };
  };

  const stop = new AbortController();
  // Every user and call waits on it.
  setMaxListeners(0, stop.signal);
  const started = performance.now();
  const samples: Sample[] = [];
  const databaseStart = await server.databaseBytes();
  const sampler = setInterval(() => {
    const rss = server.rss();
    if (rss !== undefined) samples.push({ t: (performance.now() - started) / 1000, rss, cpuMs: server.cpuMs() });
    // /health shows whether the event loop keeps up.
    void http.request({ group: 'health', method: 'GET', path: '/health', ok: [200] });
    if (server.exited && !stop.signal.aborted) {
      stats.error('server-exited', `code ${server.exited.code}, signal ${server.exited.signal}`);
      stop.abort();
    }
  }, SAMPLE_MS);
  const progress = setInterval(() => {
    const last = samples.at(-1);
    console.log(
      `  ${((performance.now() - started) / 60_000).toFixed(1)} min: RSS ${mb(last?.rss)}, ` +
        `${[...stats.latencies.values()].reduce((n, l) => n + l.length, 0)} requests, ` +
        `${stats.counters.get('calls completed') ?? 0} calls completed, ${stats.errors} errors`,
    );
  }, 30_000);

  // Users and calls start spread over the first seconds, as people arrive.
  const spreadMs = Math.min(15_000, warmUpMs / 2);
  const running = [
    ...users.map((user, i) => user.run(stop.signal, (i / Math.max(1, userCount)) * spreadMs)),
    ...Array.from({ length: callCount }, (_, i) =>
      callSlot(
        { http, stats, publicKey: publicKey ?? '', privateKey: server.privateKey },
        stop.signal,
        // Calls need interviews: they start once the first users have created some.
        spreadMs / 2 + (i / Math.max(1, callCount)) * spreadMs,
        caller,
      ),
    ),
  ];
  await sleep(durationMs, stop.signal);
  const loadEnded = performance.now();
  stop.abort();
  const drained = await Promise.race([Promise.all(running).then(() => true), sleep(DRAIN_MS).then(() => false)]);
  if (!drained) stats.error('call-stalled', `users and calls had not finished ${DRAIN_MS / 1000} s after the end`);
  clearInterval(sampler);
  clearInterval(progress);
  const databaseEnd = await server.databaseBytes();
  for (const line of server.logged) {
    if (line.level >= 50) stats.error('server-logged-error', line.text);
  }

  return report({
    samples,
    loadSeconds: (loadEnded - started) / 1000,
    databaseStart,
    databaseEnd,
    warnings: server.logged.filter((l) => l.level < 50),
  });
}

function report(run: {
  samples: Sample[];
  loadSeconds: number;
  databaseStart: number | undefined;
  databaseEnd: number | undefined;
  warnings: { text: string }[];
}): number {
  const { samples, loadSeconds } = run;
  console.log('');
  console.log(`Route group       requests    req/s    p50 ms    p99 ms    max ms   expected refusals`);
  let total = 0;
  const groups = [...stats.latencies.keys()].sort();
  for (const group of groups) {
    const values = stats.latencies.get(group)!;
    total += values.length;
    const refusals = [...stats.expectedRefusals]
      .filter(([key]) => key.startsWith(`${group} `))
      .map(([key, n]) => `${n}×${key.slice(group.length + 1)}`)
      .join(', ');
    const perSecond = group === 'call-reply' ? '' : (values.length / loadSeconds).toFixed(1);
    console.log(
      `${group.padEnd(16)} ${String(values.length).padStart(9)} ${perSecond.padStart(8)} ` +
        `${percentile(values, 0.5).toFixed(1).padStart(9)} ${percentile(values, 0.99).toFixed(1).padStart(9)} ` +
        `${Math.max(...values)
          .toFixed(1)
          .padStart(9)}   ${refusals}`,
    );
  }
  const callReplies = stats.latencies.get('call-reply')?.length ?? 0;
  console.log(
    `all HTTP         ${String(total - callReplies).padStart(9)} ${((total - callReplies) / loadSeconds).toFixed(1).padStart(8)}`,
  );
  console.log("(call-reply: an answer's final transcript → the interviewer's first sentence, on the socket)");
  console.log('');
  for (const [name, n] of [...stats.counters].sort()) console.log(`${name}: ${n}`);

  // Memory: fitted over the second half, on the longer side of its largest one-off release if any.
  const warmUpSeconds = warmUpMs / 1000;
  const baseline = samples.find((s) => s.t >= warmUpSeconds) ?? samples[0];
  const last = samples.at(-1);
  const max = Math.max(...samples.map((s) => s.rss));
  const mid = loadSeconds / 2;
  const secondHalf = samples.filter((s) => s.t >= mid && s.t <= loadSeconds);
  let release: { index: number; bytes: number } | undefined;
  for (let i = 1; i < secondHalf.length; i += 1) {
    const drop = secondHalf[i - 1]!.rss - secondHalf[i]!.rss;
    if (drop >= ONE_OFF_RELEASE_BYTES && drop > (release?.bytes ?? 0)) release = { index: i, bytes: drop };
  }
  const judged = !release
    ? secondHalf
    : release.index >= secondHalf.length - release.index
      ? secondHalf.slice(0, release.index)
      : secondHalf.slice(release.index);
  const slopeMbPerMin = slope(judged.map((s) => ({ x: s.t / 60, y: s.rss / 1024 / 1024 })));
  const judgedMinutes = judged.length > 1 ? (judged.at(-1)!.t - judged[0]!.t) / 60 : 0;
  const judgedStart = judged[0]?.rss;
  const fittedGrowth = judgedStart ? (slopeMbPerMin * judgedMinutes) / (judgedStart / 1024 / 1024) : Number.NaN;
  const cpuSeconds =
    last?.cpuMs !== undefined && samples[0]?.cpuMs !== undefined ? (last.cpuMs - samples[0].cpuMs) / 1000 : undefined;
  const cpuSpan = last && samples[0] ? last.t - samples[0].t : 0;
  console.log('');
  console.log(
    `RSS: start ${mb(baseline?.rss)} (after ${warmUpSeconds} s warm-up), mid ${mb(secondHalf[0]?.rss)}, ` +
      `end ${mb(last?.rss)}, max ${mb(max)}`,
  );
  if (release) {
    const at = secondHalf[release.index]!.t / 60;
    console.log(
      `     one-off release of ${mb(release.bytes)} at ${at.toFixed(1)} min; fitted on the longer side of it`,
    );
  }
  console.log(
    `     second half: ${slopeMbPerMin >= 0 ? '+' : ''}${slopeMbPerMin.toFixed(2)} MB/min, ` +
      `${(fittedGrowth * 100).toFixed(1)}% over ${judgedMinutes.toFixed(1)} min (${judged.length} samples)`,
  );
  if (cpuSeconds !== undefined && cpuSpan > 0)
    console.log(`server CPU: ${((cpuSeconds / cpuSpan) * 100).toFixed(0)}% of one core on average`);
  console.log(`database on disk: ${mb(run.databaseStart)} → ${mb(run.databaseEnd)}`);

  if (run.warnings.length > 0) {
    console.log('');
    console.log(`server warnings: ${run.warnings.length}; first ones:`);
    for (const line of run.warnings.slice(0, 5)) console.log(`  ${line.text.slice(0, 300)}`);
  }

  let failed = false;
  console.log('');
  if (stats.errors > 0) {
    failed = true;
    console.log(`FAIL: ${stats.errors} errors (${[...stats.errorCounts].map(([k, n]) => `${k} ${n}`).join(', ')})`);
    for (const sample of stats.errorSamples) console.log(`  ${sample}`);
  } else {
    console.log('errors: 0');
  }
  if (minutes < MIN_JUDGED_MINUTES) {
    console.log(`memory: not judged (a run under ${MIN_JUDGED_MINUTES} min is too short to tell a leak from warm-up)`);
  } else if (!(slopeMbPerMin <= MAX_SLOPE_MB_PER_MIN) || !(fittedGrowth <= MAX_SECOND_HALF_GROWTH)) {
    failed = true;
    console.log(
      `FAIL: memory grows over the second half: ${slopeMbPerMin.toFixed(2)} MB/min (limit ${MAX_SLOPE_MB_PER_MIN}), ` +
        `${(fittedGrowth * 100).toFixed(1)}% (limit ${MAX_SECOND_HALF_GROWTH * 100}%)`,
    );
  } else {
    console.log(
      `memory: flat (≤ ${MAX_SLOPE_MB_PER_MIN} MB/min and ≤ ${MAX_SECOND_HALF_GROWTH * 100}% over the second half)`,
    );
  }
  console.log(failed ? 'SOAK FAILED' : 'SOAK PASSED');
  return failed ? 1 : 0;
}
