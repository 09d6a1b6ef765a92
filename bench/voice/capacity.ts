/**
 * Voice capacity: how many concurrent audio calls one server process holds in real time. Runs
 * rounds of 1, 2, 3, 4, 6, 8, … simultaneous interview calls and stops when the p95 latency the
 * server adds after the end of the caller's turn (last voiced frame to first reply audio, minus the
 * silence window) exceeds 1 s. It also reports up to where the assistant's audio kept arriving in
 * real time (no gap over 200 ms between its 20 ms frames). The callers run on the same machine.
 * Run: npm run bench:voice-capacity [-- maxCalls turns]
 */
import { answerAudio, ms, percentile, runCall, startServer } from './harness.ts';

const maxCalls = Number(process.argv[2] ?? 16);
const turns = Number(process.argv[3] ?? 3);
const LIMIT_MS = 1000;
const MAX_GAP_MS = 200;

const answers = await answerAudio();
const server = await startServer({ CALL_SILENCE_MS: process.env.CALL_SILENCE_MS ?? '900' });
let held = 0;
let smooth = 0;
try {
  for (let concurrent = 1; concurrent <= maxCalls; concurrent += concurrent < 4 ? 1 : 2) {
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: concurrent }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 350)).then(() => runCall(server, answers, turns)),
      ),
    );
    const samples = results.flat();
    const added = samples.map((s) => s.totalMs - s.endpointingMs);
    const p95 = percentile(added, 0.95);
    const worstGap = Math.max(...samples.map((s) => s.worstFrameGapMs));
    const ok = p95 <= LIMIT_MS;
    // Smooth audio counts only while every round so far was smooth.
    if (worstGap <= MAX_GAP_MS && smooth === held) smooth = concurrent;
    console.log(
      `${String(concurrent).padStart(3)} concurrent calls: p50 ${ms(percentile(added, 0.5))}, p95 ${ms(p95)} after endpointing; ` +
        `worst frame gap ${ms(worstGap)}; ${((performance.now() - started) / 1000) | 0} s ${ok ? '' : '← p95 over 1 s'}`,
    );
    if (!ok) break;
    held = concurrent;
  }
} finally {
  await server.stop();
}
console.log(
  `\nCapacity: ${held} concurrent calls with p95 added latency ≤ ${LIMIT_MS} ms; the assistant's audio stayed smooth (gaps ≤ ${MAX_GAP_MS} ms) up to ${smooth}.`,
);
