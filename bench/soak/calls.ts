/**
 * Interview calls as the web app makes them in client-speech mode (the browser speaks and
 * recognises; no audio crosses the socket): POST /call/web with the public key and the user's
 * session, the socket, each `client-speech.say` acknowledged once it would have been spoken, answers
 * sent as partials and a final at speaking pace, a hang-up after a few answers (or the interviewer
 * ends the call itself), then the stored call checked and the transcript posted for feedback.
 */
import { INTERVIEWER_ASSISTANT, questionsAsDashList, type TranscriptEntryInput } from '@mockingbird/contracts';
import WebSocket from 'ws';
import { ANSWERS } from './content.ts';
import { field, isArray, isString, type Http } from './http.ts';
import { between, pick, sleep, type Stats } from './stats.ts';
import { postFeedback, type KnownInterview, type VirtualUser } from './users.ts';

/** Ends that are the call working as designed; anything else (errors, disconnects) counts as an error. */
const GOOD_ENDINGS = /^(customer-ended-call|assistant-ended-call.*|silence-timed-out)$/;
/** Nothing from either side for this long means the call is stuck. */
const STALL_MS = 45_000;
/** After end-call, the server must report and close within this. */
const CLOSE_MS = 15_000;
const ASSISTANT_WPM = 160;
const DEFAULT_QUESTIONS = [
  'Tell me about a project you are proud of.',
  'How do you test your code?',
  'What would you do if a release broke production?',
];

export interface CallContext {
  http: Http;
  stats: Stats;
  publicKey: string;
  privateKey: string;
}

/** Whose call this is: a signed-in user and one of their interviews (read from the interview page). */
export interface Caller {
  user: VirtualUser;
  interview: KnownInterview;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Starts calls one after another in one slot until the signal aborts. */
export async function callSlot(
  ctx: CallContext,
  signal: AbortSignal,
  startDelayMs: number,
  caller: () => Caller | undefined,
) {
  await sleep(startDelayMs, signal);
  while (!signal.aborted) {
    const who = caller();
    if (who) who.user.inCall = true;
    try {
      await runCall(ctx, signal, who);
    } catch (error) {
      ctx.stats.error('bad-response', `call runner: ${(error as Error).stack ?? String(error)}`);
    } finally {
      if (who) who.user.inCall = false;
    }
    // Someone else picks up the next interview after a short while.
    await sleep(between(500, 3000), signal);
  }
}

async function runCall(ctx: CallContext, stop: AbortSignal, caller: Caller | undefined) {
  const { http, stats } = ctx;
  const questions = caller?.interview.questions ?? DEFAULT_QUESTIONS;
  const created = await http.request({
    group: 'call-start',
    method: 'POST',
    path: '/call/web',
    bearer: ctx.publicKey,
    ...(caller ? { session: caller.user.session } : {}),
    body: {
      assistant: INTERVIEWER_ASSISTANT,
      assistantOverrides: { variableValues: { questions: questionsAsDashList(questions) } },
      transport: { mode: 'client-speech' },
    },
    ok: [201],
  });
  if (!created) return;
  const callId = field(created.json, 'id', isString);
  const url = field(created.json, 'webCallUrl', isString);
  if (!callId || !url) return stats.error('bad-response', 'POST /call/web answered without id or webCallUrl');
  stats.count('calls started');
  if (!caller) stats.count('calls without a signed-in user');

  const heard: TranscriptEntryInput[] = [];
  const outcome = await talk(ctx, stop, url, (role, content, at) =>
    heard.push({ role, content, timestamp: new Date(at).toISOString() }),
  );
  if (outcome.failed) return;
  if (!outcome.endedReason) {
    return stats.error('call-ended-badly', `call closed (${outcome.closeCode}) without an end-of-call-report`);
  }
  if (!GOOD_ENDINGS.test(outcome.endedReason)) {
    return stats.error('call-ended-badly', `endedReason ${outcome.endedReason} (close ${outcome.closeCode})`);
  }
  stats.count('calls completed');
  stats.count(`calls ended: ${outcome.endedReason}`);
  stats.count('call answers given', outcome.answers);

  await checkStoredCall(ctx, callId, outcome.endedReason, outcome.echoedFinals);
  // The app turns the call into a report as soon as it ends.
  if (caller && outcome.answers > 0) await postFeedback(ctx, caller.user, caller.interview, heard);
}

interface Outcome {
  /** An error was counted already. */
  failed: boolean;
  endedReason: string | undefined;
  closeCode: number;
  answers: number;
  /** User finals the server echoed back: acknowledged, so they must be stored. */
  echoedFinals: number;
}

/** The socket side of one call; resolves once the socket has closed. */
function talk(
  ctx: CallContext,
  stop: AbortSignal,
  url: string,
  onFinal: (role: 'user' | 'assistant', text: string, at: number) => void,
): Promise<Outcome> {
  const { stats } = ctx;
  const targetAnswers = between(2, 4);
  const outcome: Outcome = { failed: false, endedReason: undefined, closeCode: 0, answers: 0, echoedFinals: 0 };
  const socket = new WebSocket(url, { origin: new URL(ctx.http.base).origin });
  let closed = false;
  let ending = false;
  let answering = false;
  /** When the simulated browser finishes saying what it has been asked to say. */
  let speakingUntil = 0;
  /** When our last answer's final went out, for the reply latency. */
  let finalSentAt: number | undefined;
  let lastActivity = performance.now();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };
  const send = (message: unknown) => {
    if (closed || socket.readyState !== WebSocket.OPEN) return;
    lastActivity = performance.now();
    socket.send(JSON.stringify(message));
  };
  const fail = (kind: 'call-stalled' | 'network', detail: string) => {
    if (outcome.failed) return;
    outcome.failed = true;
    stats.error(kind, detail);
    socket.terminate();
  };
  const hangUp = () => {
    if (ending || closed) return;
    ending = true;
    send({ type: 'end-call' });
    later(CLOSE_MS, () => {
      if (!closed) fail('call-stalled', `no end-of-call-report and close within ${CLOSE_MS} ms of end-call`);
    });
  };

  async function answer() {
    if (answering || ending || closed) return;
    if (outcome.answers >= targetAnswers || stop.aborted) return hangUp();
    answering = true;
    try {
      // The browser finishes speaking, the candidate thinks, then speaks at 120–170 words a minute.
      await sleep(Math.max(0, speakingUntil - performance.now()) + between(600, 2500));
      if (ending || closed) return;
      const text = pick(ANSWERS);
      const spoken = text.split(' ');
      const msPerWord = 60_000 / between(120, 170);
      send({ type: 'client-speech.user-started' });
      // Partials as the browser's recogniser gives them, about every 1.5 s.
      for (let said = 4; said < spoken.length; said += Math.ceil(1500 / msPerWord)) {
        await sleep(Math.ceil(1500 / msPerWord) * msPerWord);
        if (ending || closed) return;
        send({
          type: 'client-speech.transcript',
          transcriptType: 'partial',
          transcript: spoken.slice(0, said).join(' '),
        });
      }
      await sleep(700);
      if (ending || closed) return;
      send({ type: 'client-speech.transcript', transcriptType: 'final', transcript: text });
      finalSentAt = performance.now();
      outcome.answers += 1;
    } finally {
      answering = false;
    }
  }

  return new Promise<Outcome>((resolve) => {
    const watchdog = setInterval(() => {
      if (!closed && !ending && performance.now() - lastActivity > STALL_MS)
        fail('call-stalled', `nothing on the call socket for ${STALL_MS / 1000} s`);
    }, 1000);
    const onStop = () => {
      // The run is over: hang up once the current answer is out, as a user leaving would.
      if (!answering) hangUp();
    };
    stop.addEventListener('abort', onStop, { once: true });

    socket.on('message', (data, isBinary) => {
      lastActivity = performance.now();
      if (isBinary) return fail('network', 'binary frame in a client-speech call');
      let message: Record<string, unknown>;
      try {
        const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
        message = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
      } catch {
        return fail('network', 'a call socket frame that is not JSON');
      }
      switch (message.type) {
        case 'client-speech.say': {
          const id = field(message, 'id', isString);
          const text = field(message, 'text', isString) ?? '';
          if (finalSentAt !== undefined) {
            stats.latency('call-reply', performance.now() - finalSentAt);
            finalSentAt = undefined;
          }
          speakingUntil = Math.max(speakingUntil, performance.now()) + (words(text) / ASSISTANT_WPM) * 60_000;
          later(Math.max(0, speakingUntil - performance.now()), () => send({ type: 'client-speech.said', id }));
          break;
        }
        case 'speech-update':
          if (message.role === 'assistant' && message.status === 'stopped') {
            if (stop.aborted) hangUp();
            else void answer();
          }
          break;
        case 'transcript':
          if (message.transcriptType === 'final' && (message.role === 'user' || message.role === 'assistant')) {
            if (message.role === 'user') outcome.echoedFinals += 1;
            const at = typeof message.timestamp === 'number' ? message.timestamp : Date.now();
            onFinal(message.role, field(message, 'transcript', isString) ?? '', at);
          }
          break;
        case 'hang':
          ending = true;
          break;
        case 'status-update':
        case 'end-of-call-report':
          if (typeof message.endedReason === 'string') {
            outcome.endedReason = message.endedReason;
            ending = true;
          }
          break;
      }
    });
    socket.on('error', (error) => fail('network', `call socket: ${error.message}`));
    socket.on('close', (code) => {
      closed = true;
      outcome.closeCode = code;
      clearInterval(watchdog);
      for (const timer of timers) clearTimeout(timer);
      stop.removeEventListener('abort', onStop);
      resolve(outcome);
    });
  });
}

/** The platform's record of the call: ended, for the same reason, with every acknowledged answer. */
async function checkStoredCall(ctx: CallContext, callId: string, endedReason: string, echoedFinals: number) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const reply = await ctx.http.request({
      group: 'call-get',
      method: 'GET',
      path: `/call/${callId}`,
      bearer: ctx.privateKey,
      ok: [200],
    });
    if (!reply) return;
    const status = field(reply.json, 'status', isString);
    if (status !== 'ended') {
      await sleep(300);
      continue;
    }
    const stored = field(reply.json, 'endedReason', isString);
    if (stored !== endedReason)
      ctx.stats.error('bad-response', `call stored with endedReason ${stored}, reported ${endedReason}`);
    const messages = field(reply.json, 'messages', isArray) ?? [];
    const userMessages = messages.filter((m) => field(m, 'role', isString) === 'user').length;
    if (userMessages < echoedFinals)
      ctx.stats.error('call-lost-utterance', `${echoedFinals} answers echoed, ${userMessages} stored`);
    return;
  }
  ctx.stats.error('bad-response', `call ${callId} not stored as ended 3 s after its socket closed`);
}
