/**
 * Voice capacity: how many concurrent audio calls one server process holds in real time. Runs
 * rounds of 1, 2, 3, … simultaneous interview calls and stops when the p95 latency the server adds
 * after the end of the caller's turn (total minus the silence window) exceeds 1 s, or when the
 * assistant's audio stops arriving in real time (a gap of more than 200 ms between frames).
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
    const ok = p95 <= LIMIT_MS && worstGap <= MAX_GAP_MS;
    console.log(
      `${String(concurrent).padStart(3)} concurrent calls: p50 ${ms(percentile(added, 0.5))}, p95 ${ms(p95)} after endpointing; ` +
        `worst frame gap ${ms(worstGap)}; ${((performance.now() - started) / 1000) | 0} s ${ok ? '' : '← over the limit'}`,
    );
    if (!ok) break;
    held = concurrent;
  }
} finally {
  await server.stop();
}
console.log(
  `\nCapacity: ${held} concurrent calls held in real time (p95 added latency ≤ ${LIMIT_MS} ms, frame gaps ≤ ${MAX_GAP_MS} ms).`,
);
