/**
 * Voice latency as the user meets it: the web app in real Chromium (a fake microphone plays a
 * scripted candidate made with flite) against the real server (pocketsphinx, flite, the scripted
 * interviewer) in audio mode, over N interview calls of 4 answers each. Times are the page's own
 * clock (performance.now()), taken by a probe injected before the app that wraps fetch, WebSocket,
 * getUserMedia and AudioWorkletNode.
 *
 * - Call → greeting: from the click on Call to the first binary frame on the call socket, to the
 *   first frame with sound in it, and to the first audible output of the playback worklet (its level
 *   above the client's speaking threshold; reported every 50 ms), with the stages in between.
 * - Answer → reply: from the end of each answer (microphone open + where the answer ends in the
 *   WAV, its trailing silence included) to the first binary frame received after it, the first
 *   voiced one, and audible output. The server sends no frames while it is silent, which the run
 *   checks. Cross-checked with the last voiced microphone frame the page sent and the server's own
 *   per-turn breakdown from the end-of-call report.
 *
 * Run: npm run bench:voice-browser [-- --runs N]   (or RUNS=N; default 3; about two minutes a run plus
 * the server's start). Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and the speech
 * engines (bash scripts/test-prereqs.sh). Prints a table, then everything as one JSON line at the
 * end of stdout; progress goes to stderr. Never part of the test run.
 */
import { chromium, request, type APIRequestContext } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, microphoneArgs } from '../../e2e/chromium.ts';
import { interviewScript } from '../../e2e/conversation.ts';
import { durationMs, speak } from '../../e2e/speech.ts';
import { ms, percentile, startServer, type BenchServer } from '../voice/harness.ts';

const CANDIDATE_VOICE = 'slt';
/** The client's SPEAKING_THRESHOLD (packages/voice-client speech-detector.ts): RMS above it is the assistant speaking. */
const AUDIBLE_LEVEL = 0.01;
/** A 16-bit frame whose peak is above this carries sound; flite's pauses and captured silence stay far below. */
const VOICED_PEAK = 300;
/** A reply must start this soon after the answer ends to count as its reply. */
const REPLY_WINDOW_MS = 30_000;

// The first answer says yes to "Shall we begin?"; the others are long enough (>= 40 words) that the
// scripted interviewer moves on instead of asking a follow-up.
const ANSWERS = [
  'Yes, I am ready to begin the interview now.',
  'In my last role I designed the service that processed customer orders. I split the work into small functions, wrote unit tests for each part, and measured the response time before and after every change, which kept the system fast and reliable for our customers.',
  'When a program becomes slow I start by measuring instead of guessing. I profile the code, find the function that takes most of the time, and then I change the algorithm or add a cache, and finally I measure again to make sure the change really helped.',
  'I usually explain my design to the team before I write the code. We discuss the trade offs together, agree on the simplest approach that works, and then I write clear documentation so that new people on the team can understand it quickly.',
];

// ---- the in-page probe ----------------------------------------------------------------------------

interface ProbeSocket {
  url: string;
  createdAt: number;
  openAt: number | null;
  /** Binary frames received: arrival time and peak |sample|. */
  recvT: number[];
  recvPeak: number[];
  /** Binary frames sent (the microphone): send time and peak |sample|. */
  sentT: number[];
  sentPeak: number[];
  messages: { t: number; type: string; role?: string; status?: string }[];
  report: { turnLatencies?: TurnLatency[] } | null;
}

interface Probe {
  clicks: { t: number; label: string }[];
  /** POST /call/web: sent, and answered (headers in). */
  callRequests: { start: number; end: number | null }[];
  /** audioWorklet.addModule: asked, and loaded. */
  worklets: { start: number; end: number | null }[];
  microphones: { requestedAt: number; openedAt: number | null }[];
  sockets: ProbeSocket[];
  /** When the playback worklet's level rose above AUDIBLE_LEVEL (after being below). */
  audibleRises: number[];
}

interface TurnLatency {
  endpointingLatency: number;
  transcriberLatency: number;
  modelLatency: number;
  voiceLatency: number;
  turnLatency: number;
}

/**
 * Plain JavaScript, given to Chromium as source: a function would be serialised after tsx compiled it,
 * with helpers the page does not have. Listeners are added before the app's, so they see every
 * message first.
 */
const PROBE = `(() => {
  if (window.__mbBench) return;
  const probe = { clicks: [], callRequests: [], worklets: [], microphones: [], sockets: [], audibleRises: [] };
  window.__mbBench = probe;
  const now = () => performance.now();
  const peak = (buffer) => {
    const samples = new Int16Array(buffer, 0, buffer.byteLength >> 1);
    let top = 0;
    for (let i = 0; i < samples.length; i++) top = Math.max(top, Math.abs(samples[i]));
    return top;
  };

  addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    probe.clicks.push({ t: now(), label: button ? button.textContent.trim() : '' });
  }, true);

  const nativeFetch = window.fetch;
  window.fetch = async function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, location.href).pathname !== '/call/web') return nativeFetch.call(this, input, init);
    const record = { start: now(), end: null };
    probe.callRequests.push(record);
    const response = await nativeFetch.call(this, input, init);
    record.end = now();
    return response;
  };

  if (window.AudioWorklet) {
    const addModule = AudioWorklet.prototype.addModule;
    AudioWorklet.prototype.addModule = async function (url, options) {
      const record = { start: now(), end: null };
      probe.worklets.push(record);
      await addModule.call(this, url, options);
      record.end = now();
    };
  }

  const getUserMedia = MediaDevices.prototype.getUserMedia;
  MediaDevices.prototype.getUserMedia = async function (constraints) {
    const record = { requestedAt: now(), openedAt: null };
    probe.microphones.push(record);
    const stream = await getUserMedia.call(this, constraints);
    record.openedAt = now();
    return stream;
  };

  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(url, protocols) {
      super(url, protocols);
      const record = { url: String(url), createdAt: now(), openAt: null, recvT: [], recvPeak: [], sentT: [], sentPeak: [], messages: [], report: null };
      probe.sockets.push(record);
      this.__mbRecord = record;
      this.addEventListener('open', () => { record.openAt = now(); });
      this.addEventListener('message', (event) => {
        const t = now();
        if (event.data instanceof ArrayBuffer) {
          record.recvT.push(t);
          record.recvPeak.push(peak(event.data));
          return;
        }
        if (typeof event.data !== 'string') return;
        try {
          const message = JSON.parse(event.data);
          record.messages.push({ t, type: message.type, role: message.role, status: message.status });
          if (message.type === 'end-of-call-report') record.report = message.artifact && message.artifact.performanceMetrics || null;
        } catch {}
      });
    }
    send(data) {
      if (data instanceof ArrayBuffer) {
        this.__mbRecord.sentT.push(now());
        this.__mbRecord.sentPeak.push(peak(data));
      }
      return super.send(data);
    }
  };

  const NativeWorkletNode = window.AudioWorkletNode;
  if (NativeWorkletNode) {
    window.AudioWorkletNode = class extends NativeWorkletNode {
      constructor(context, name, options) {
        super(context, name, options);
        if (name !== 'mockingbird-playback') return;
        let audible = false;
        this.port.addEventListener('message', (event) => {
          const data = event.data;
          if (!data || data.type !== 'level') return;
          const loud = data.level > ${AUDIBLE_LEVEL};
          if (loud && !audible) probe.audibleRises.push(now());
          audible = loud;
        });
      }
    };
  }
})();`;

// ---- one run ----------------------------------------------------------------------------------------

interface Session {
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
  userId: string;
  userName: string;
}

interface GreetingSample {
  clickToFrameMs: number;
  clickToVoicedFrameMs: number;
  clickToAudibleMs: number;
  /** Before POST /call/web: choosing the call's mode (with no speech voices, a wait for them to load). */
  clickToCallRequestMs: number;
  callRequestMs: number;
  /** The call created → the microphone open: audio context, worklets, getUserMedia. */
  callToMicMs: number;
  workletsMs: number;
  micToSocketOpenMs: number;
  socketOpenToFrameMs: number;
  frameToVoicedFrameMs: number;
  voicedFrameToAudibleMs: number;
}

interface TurnSample {
  answer: number;
  /** End of the answer in the WAV → first binary frame received. */
  endToFrameMs: number;
  /** End of the answer in the WAV → first binary frame with sound in it. */
  endToVoicedFrameMs: number;
  /** End of the answer in the WAV → playback level above AUDIBLE_LEVEL. */
  endToAudibleMs: number;
  /** Last voiced microphone frame the page sent → first binary frame received. */
  lastSentToFrameMs: number;
  /** Last voiced microphone frame sent − last voiced sample of the answer in the WAV (mic-open estimate error + capture delay). */
  sentEndOffsetMs: number;
  /** Silence at the end of the answer in the WAV (flite's), part of endToFrameMs. */
  trailingSilenceMs: number;
  /** First reply frame − the frame received before it (large if the server sends nothing while silent). */
  gapBeforeReplyMs: number;
  /** Frames received while the answer was being spoken. */
  framesDuringAnswer: number;
  /** Reply frames before the first voiced one (leading silence sent as frames). */
  silentLeadFrames: number;
  server: TurnLatency | undefined;
}

interface RunResult {
  interviewId: string;
  wavMs: number;
  micOpenWaitMs: number;
  greeting: GreetingSample;
  turns: TurnSample[];
  receivedFrames: number;
  silentReceivedFrames: number;
  /** Loudest microphone frame sent outside the answers: what silence looks like after capture. */
  quietMicPeak: number;
}

async function signUp(base: string): Promise<Session> {
  const api = await request.newContext({ baseURL: base });
  try {
    const name = 'Bench Candidate';
    const password = 'correct horse battery';
    const signup = await api.post('/user/signup', {
      data: { name, email: `bench.${Date.now()}@example.com`, password, confirmPassword: password },
    });
    if (signup.status() !== 201) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
    const user = (await signup.json()) as { _id: string; name: string };
    return { cookies: (await api.storageState()).cookies, userId: user._id, userName: user.name };
  } finally {
    await api.dispose();
  }
}

async function createInterview(base: string, session: Session): Promise<{ _id: string; questions: string[] }> {
  const api = await request.newContext({ baseURL: base, storageState: { cookies: session.cookies, origins: [] } });
  try {
    const made = await api.post('/interview/generate', {
      data: {
        role: 'Backend Developer',
        type: 'mixed',
        level: 'senior',
        amount: 3,
        techstack: 'Node.js, PostgreSQL',
        userId: session.userId,
      },
    });
    if (made.status() !== 201) throw new Error(`creating the interview failed: ${made.status()} ${await made.text()}`);
    return ((await made.json()) as { interview: { _id: string; questions: string[] } }).interview;
  } finally {
    await api.dispose();
  }
}

const firstIndex = (times: number[], after: number) => times.findIndex((t) => t > after);

async function runOnce(
  browserPath: string,
  server: BenchServer,
  session: Session,
  work: string,
  label: string,
): Promise<RunResult> {
  const interview = await createInterview(server.base, session);
  const script = await interviewScript(interview.questions, ANSWERS, CANDIDATE_VOICE);
  if (!script.assistantTurns.at(-1)?.includes('That concludes our interview.'))
    throw new Error('the scripted interview does not end with the closing; the answers no longer fit the interviewer');
  const answers = await answerTimings(script.mic.utteranceEndsMs);
  const wav = path.join(work, `${label}.wav`);
  await script.mic.write(wav);
  console.error(`${label}: interview ${interview._id}, WAV ${(script.mic.lengthMs / 1000).toFixed(1)} s`);

  const browser = await chromium.launch({
    executablePath: browserPath,
    args: [...CHROMIUM_ARGS, ...microphoneArgs(wav)],
  });
  try {
    const context = await browser.newContext({
      baseURL: server.base,
      storageState: {
        cookies: session.cookies,
        origins: [
          {
            origin: server.base,
            localStorage: [
              { name: 'userId', value: session.userId },
              { name: 'userName', value: session.userName },
            ],
          },
        ],
      },
    });
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`/interview/${interview._id}`);
    const call = page.getByRole('button', { name: 'Call', exact: true });
    // Clicking waits for the button to be enabled (the voice settings load first).
    await call.click({ timeout: 30_000 }).catch(async (error: unknown) => {
      const shown = await page
        .locator('main')
        .innerText({ timeout: 1000 })
        .catch(() => '');
      throw new Error(`could not click Call; the page shows: ${shown.replace(/\s+/g, ' ').slice(0, 300)}`, {
        cause: error,
      });
    });
    try {
      await page.waitForURL(/\/feedback\//, { timeout: script.mic.lengthMs + 90_000 });
    } catch (error) {
      const why = problems.length ? `; the page said: ${problems.join(' | ')}` : '';
      throw new Error(`the interview did not reach its report in time${why}`, { cause: error });
    }
    const probe = await page.evaluate<Probe>('window.__mbBench');
    return {
      interviewId: interview._id,
      wavMs: script.mic.lengthMs,
      ...analyse(probe, answers),
    };
  } finally {
    await browser.close();
  }
}

/** Where each answer starts, stops sounding, and ends in the WAV (ms from its start). */
interface AnswerTiming {
  startMs: number;
  voicedEndMs: number;
  endMs: number;
}

/** flite is deterministic: saying an answer again gives the samples the WAV holds. */
async function answerTimings(endsMs: number[]): Promise<AnswerTiming[]> {
  return Promise.all(
    ANSWERS.map(async (answer, k) => {
      const samples = await speak(answer, CANDIDATE_VOICE);
      let last = samples.length - 1;
      while (last > 0 && Math.abs(samples[last]!) <= VOICED_PEAK) last -= 1;
      const endMs = endsMs[k]!;
      const startMs = endMs - durationMs(samples);
      return { startMs, voicedEndMs: startMs + durationMs(samples.subarray(0, last + 1)), endMs };
    }),
  );
}

function analyse(probe: Probe, answers: AnswerTiming[]): Omit<RunResult, 'interviewId' | 'wavMs'> {
  const click = probe.clicks.filter((c) => c.label === 'Call').at(-1);
  if (!click) throw new Error('the probe saw no click on Call');
  const after = <T extends { start: number }>(records: T[]) => records.find((r) => r.start >= click.t);
  const callRequest = after(probe.callRequests);
  const worklets = after(probe.worklets);
  const mic = probe.microphones.find((m) => m.requestedAt >= click.t && m.openedAt !== null);
  if (!mic || mic.openedAt === null) throw new Error('the page never opened the microphone after Call');
  const socket = probe.sockets.filter((s) => /\/call\/[^/]+\/socket/.test(s.url) && s.createdAt >= click.t).at(-1);
  if (!socket || socket.openAt === null) throw new Error('the call socket never opened');
  const { recvT, recvPeak, sentT, sentPeak } = socket;
  if (recvT.length === 0) throw new Error('no audio frame came on the call socket');
  // The fake microphone starts playing the WAV when the device opens.
  const micAt = mic.openedAt;

  const firstAudible = (from: number) => probe.audibleRises.find((t) => t > from) ?? Number.NaN;
  const firstVoiced = (from: number) => {
    for (let i = Math.max(0, from); i < recvT.length; i++) if (recvPeak[i]! > VOICED_PEAK) return recvT[i]!;
    return Number.NaN;
  };
  const firstFrame = recvT[0]!;
  const greetingVoiced = firstVoiced(0);
  const greetingAudible = firstAudible(click.t);
  const greeting: GreetingSample = {
    clickToFrameMs: firstFrame - click.t,
    clickToVoicedFrameMs: greetingVoiced - click.t,
    clickToAudibleMs: greetingAudible - click.t,
    clickToCallRequestMs: (callRequest?.start ?? Number.NaN) - click.t,
    callRequestMs: (callRequest?.end ?? Number.NaN) - (callRequest?.start ?? Number.NaN),
    callToMicMs: micAt - (callRequest?.end ?? Number.NaN),
    workletsMs: (worklets?.end ?? Number.NaN) - (worklets?.start ?? Number.NaN),
    micToSocketOpenMs: socket.openAt - micAt,
    socketOpenToFrameMs: firstFrame - socket.openAt,
    frameToVoicedFrameMs: greetingVoiced - firstFrame,
    voicedFrameToAudibleMs: greetingAudible - greetingVoiced,
  };

  const turns: TurnSample[] = answers.map((answer, k) => {
    const start = micAt + answer.startMs;
    const end = micAt + answer.endMs;
    const reply = firstIndex(recvT, end);
    const replyAt = reply >= 0 && recvT[reply]! - end < REPLY_WINDOW_MS ? recvT[reply]! : Number.NaN;
    let lastVoicedSent = Number.NaN;
    sentT.forEach((t, i) => {
      if (t > start && t < end + 1500 && sentPeak[i]! > VOICED_PEAK) lastVoicedSent = t;
    });
    let silentLeadFrames = 0;
    for (let i = reply; i >= 0 && i < recvT.length && recvPeak[i]! <= VOICED_PEAK; i++) silentLeadFrames += 1;
    return {
      answer: k,
      endToFrameMs: replyAt - end,
      endToVoicedFrameMs: (Number.isNaN(replyAt) ? Number.NaN : firstVoiced(reply)) - end,
      endToAudibleMs: firstAudible(end) - end,
      lastSentToFrameMs: replyAt - lastVoicedSent,
      sentEndOffsetMs: lastVoicedSent - (micAt + answer.voicedEndMs),
      trailingSilenceMs: answer.endMs - answer.voicedEndMs,
      gapBeforeReplyMs: reply > 0 ? recvT[reply]! - recvT[reply - 1]! : Number.NaN,
      framesDuringAnswer: recvT.filter((t) => t >= start && t <= end).length,
      silentLeadFrames,
      server: socket.report?.turnLatencies?.[k],
    };
  });

  return {
    micOpenWaitMs: micAt - mic.requestedAt,
    greeting,
    turns,
    receivedFrames: recvT.length,
    silentReceivedFrames: recvPeak.filter((p) => p <= VOICED_PEAK).length,
    quietMicPeak: Math.max(
      0,
      ...sentPeak.filter((_, i) => {
        const t = sentT[i]! - micAt;
        return !answers.some((a) => t > a.startMs - 200 && t < a.endMs + 200);
      }),
    ),
  };
}

// ---- setup, runs, report ----------------------------------------------------------------------------

function runsWanted(): number {
  const at = process.argv.findIndex((arg) => arg === '--runs' || arg.startsWith('--runs='));
  const raw = at < 0 ? (process.env.RUNS ?? '3') : (process.argv[at]!.split('=')[1] ?? process.argv[at + 1]);
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs (or RUNS) must be a whole number of at least 1, not ${raw}`);
  return runs;
}

function checkPrerequisites() {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `Chromium is not at ${CHROMIUM_PATH}. Install it (sudo apt-get install -y chromium), set CHROMIUM_PATH, or run: bash scripts/test-prereqs.sh`,
    );
  if (spawnSync('flite', ['-h'], { stdio: 'ignore' }).error)
    throw new Error('flite is not installed (the candidate is spoken with it). Run: bash scripts/test-prereqs.sh');
}

async function checkAudioCalls(server: BenchServer) {
  const config = (await (await fetch(`${server.base}/config`)).json()) as {
    voice: { provider: string; audioAvailable: boolean; audioUnavailableReason?: string };
  };
  if (config.voice.provider !== 'mockingbird')
    throw new Error(`the server sends calls to ${config.voice.provider}, not its own platform; unset VAPI_PUBLIC_KEY`);
  if (!config.voice.audioAvailable)
    throw new Error(
      `the server cannot run audio calls: ${config.voice.audioUnavailableReason ?? 'no reason given'}. Run: bash scripts/test-prereqs.sh`,
    );
}

interface Stats {
  n: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
}

function stats(values: number[]): Stats {
  const finite = values.filter((v) => Number.isFinite(v));
  return {
    n: finite.length,
    p50: percentile(finite, 0.5),
    p95: percentile(finite, 0.95),
    min: finite.length ? Math.min(...finite) : Number.NaN,
    max: finite.length ? Math.max(...finite) : Number.NaN,
  };
}

const runs = runsWanted();
checkPrerequisites();
const server = await startServer({ HOST: '127.0.0.1', AUTH_RATE_LIMIT_PER_IP: '1000' }).catch((error: unknown) => {
  throw new Error('the server did not start (its output is above; `npm start` shows the same)', { cause: error });
});
const work = mkdtempSync(path.join(os.tmpdir(), 'mb-bench-browser-'));
const results: RunResult[] = [];
const failures: string[] = [];
let browserVersion = 'unknown';
try {
  await checkAudioCalls(server);
  const probeBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  browserVersion = probeBrowser.version();
  await probeBrowser.close();
  const session = await signUp(server.base);
  for (let i = 1; i <= runs; i += 1) {
    const label = `run ${i}/${runs}`;
    try {
      const result = await runOnce(CHROMIUM_PATH, server, session, work, `run-${i}`);
      results.push(result);
      console.error(`${label}: ${result.turns.length} answers timed`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${label}: ${message}`);
      console.error(`${label} failed: ${message}`);
    }
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

const greetings = results.map((r) => r.greeting);
const turns = results.flatMap((r) => r.turns);
const server_ = turns.map((t) => t.server).filter((s): s is TurnLatency => s !== undefined);
const metrics: [string, number[]][] = [
  ['Call click → first greeting frame', greetings.map((g) => g.clickToFrameMs)],
  ['Call click → first voiced greeting frame', greetings.map((g) => g.clickToVoicedFrameMs)],
  ['Call click → greeting audible', greetings.map((g) => g.clickToAudibleMs)],
  ['  click → POST /call/web (mode choice)', greetings.map((g) => g.clickToCallRequestMs)],
  ['  POST /call/web', greetings.map((g) => g.callRequestMs)],
  ['  call created → microphone open', greetings.map((g) => g.callToMicMs)],
  ['    of which audio worklets load', greetings.map((g) => g.workletsMs)],
  ['  microphone open → socket open', greetings.map((g) => g.micToSocketOpenMs)],
  ['  socket open → first frame', greetings.map((g) => g.socketOpenToFrameMs)],
  ['  first frame → first voiced frame', greetings.map((g) => g.frameToVoicedFrameMs)],
  ['  first voiced frame → audible', greetings.map((g) => g.voicedFrameToAudibleMs)],
  ['answer end (WAV) → first reply frame', turns.map((t) => t.endToFrameMs)],
  ['answer end (WAV) → first voiced reply frame', turns.map((t) => t.endToVoicedFrameMs)],
  ['answer end (WAV) → reply audible', turns.map((t) => t.endToAudibleMs)],
  ['  of which silence ending the answer (WAV)', turns.map((t) => t.trailingSilenceMs)],
  ['last voiced mic frame sent → reply frame', turns.map((t) => t.lastSentToFrameMs)],
  ['server: last voiced frame → reply audio', server_.map((s) => s.turnLatency)],
  ['  endpointing (silence window)', server_.map((s) => s.endpointingLatency)],
  ['  STT (end of speech → final)', server_.map((s) => s.transcriberLatency)],
  ['  brain (final → first sentence)', server_.map((s) => s.modelLatency)],
  ['  TTS (first sentence → audio)', server_.map((s) => s.voiceLatency)],
  ['check: last voiced sent − voiced end (WAV)', turns.map((t) => t.sentEndOffsetMs)],
];
const table = metrics.map(([name, values]) => ({ name, ...stats(values) }));

const cpus = os.cpus();
console.log(
  `\nVoice latency in Chromium: ${results.length}/${runs} runs, ${turns.length} answers (audio mode, pocketsphinx + flite + scripted interviewer)`,
);
console.log(`  machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), Chromium ${browserVersion}`);
console.log(
  `\n  ${'metric'.padEnd(44)} ${'n'.padStart(3)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'min'.padStart(9)} ${'max'.padStart(9)}`,
);
for (const row of table) {
  console.log(
    `  ${row.name.padEnd(44)} ${String(row.n).padStart(3)} ${ms(row.p50).padStart(9)} ${ms(row.p95).padStart(9)} ${ms(row.min).padStart(9)} ${ms(row.max).padStart(9)}`,
  );
}
const framesDuringAnswers = turns.reduce((sum, t) => sum + t.framesDuringAnswer, 0);
const silentLeads = turns.map((t) => t.silentLeadFrames);
console.log(
  `\n  frames from the server while the candidate spoke: ${framesDuringAnswers}; smallest gap before a reply: ${ms(Math.min(...turns.map((t) => t.gapBeforeReplyMs)))}`,
);
console.log(
  `  silent frames opening a reply: up to ${Math.max(0, ...silentLeads)}; silent frames received in all: ${results.reduce((s, r) => s + r.silentReceivedFrames, 0)} of ${results.reduce((s, r) => s + r.receivedFrames, 0)}`,
);
console.log(
  `  loudest microphone frame between answers: peak ${Math.max(0, ...results.map((r) => r.quietMicPeak))} (voiced means above ${VOICED_PEAK})`,
);
console.log(`  getUserMedia took: ${results.map((r) => ms(r.micOpenWaitMs)).join(', ')}`);
for (const failure of failures) console.log(`  FAILED ${failure}`);
console.log(
  JSON.stringify({
    cpus: cpus.length,
    chromium: browserVersion,
    runs,
    succeeded: results.length,
    failures,
    metrics: Object.fromEntries(table.map(({ name, ...rest }) => [name.trim(), rest])),
    samples: results,
  }),
);
if (failures.length > 0) process.exitCode = 1;
