/**
 * Voice latency: N interview calls one after another, each with several answers. For every turn,
 * the time from the caller's last voiced frame to the assistant's first audio frame, with the
 * server's breakdown by stage (endpointing = the silence window, transcriber, model, voice).
 * Run: npm run bench:voice-latency [-- calls turns]
 */
import { answerAudio, ms, percentile, runCall, startServer, type TurnSample } from './harness.ts';

const calls = Number(process.argv[2] ?? 5);
const turns = Number(process.argv[3] ?? 4);
const silenceMs = process.env.CALL_SILENCE_MS ?? '900';

const answers = await answerAudio();
const server = await startServer({ CALL_SILENCE_MS: silenceMs });
const samples: TurnSample[] = [];
try {
  for (let i = 0; i < calls; i += 1) samples.push(...(await runCall(server, answers, turns)));
} finally {
  await server.stop();
}

const row = (name: string, values: number[]) =>
  console.log(
    `  ${name.padEnd(34)} p50 ${ms(percentile(values, 0.5)).padStart(8)}   p95 ${ms(percentile(values, 0.95)).padStart(8)}`,
  );
console.log(
  `\nVoice latency: ${calls} calls × ${turns} turns = ${samples.length} turns (pocketsphinx + flite + scripted interviewer, silence window ${silenceMs} ms)`,
);
row(
  'last voiced frame → first audio',
  samples.map((s) => s.totalMs),
);
row(
  '  endpointing (silence window)',
  samples.map((s) => s.endpointingMs),
);
row(
  '  STT (end of speech → final)',
  samples.map((s) => s.transcriberMs),
);
row(
  '  brain (final → first sentence)',
  samples.map((s) => s.modelMs),
);
row(
  '  TTS (first sentence → audio)',
  samples.map((s) => s.voiceMs),
);
row(
  'after endpointing (total − window)',
  samples.map((s) => s.totalMs - s.endpointingMs),
);
row(
  'worst gap between reply frames',
  samples.map((s) => s.worstFrameGapMs),
);
