import { afterEach, describe, expect, it } from 'vitest';
import { Vapi } from '../src/index.ts';
import type { CallServerMessage, VoiceClientEvents } from '../src/types.ts';
import { FakeSpeech } from '../src/testing/fake-speech.ts';
import {
  callRecord,
  platformKeys,
  serverUrl,
  signUp,
  speech,
  TestAudio,
  testEnvironment,
  TrackedWebSocket,
  waitFor,
} from './server-api.ts';

const EVENTS = [
  'call-start',
  'call-end',
  'speech-start',
  'speech-end',
  'message',
  'error',
  'call-start-progress',
  'call-start-success',
  'call-start-failed',
] as const satisfies (keyof VoiceClientEvents)[];

type Recorded = { [E in (typeof EVENTS)[number]]: { name: E; args: VoiceClientEvents[E] } }[(typeof EVENTS)[number]];

/** Everything a client emits, in order, with a way to wait for something to have happened. */
function record(vapi: Vapi) {
  const events: Recorded[] = [];
  const listeners = new Set<() => void>();
  for (const name of EVENTS) {
    vapi.on(name, (...args: unknown[]) => {
      events.push({ name, args } as Recorded);
      for (const listener of [...listeners]) listener();
    });
  }
  const until = <T>(take: () => T | undefined, ms?: number) =>
    waitFor(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      take,
      ms,
    );
  const messages = () => events.flatMap((e): CallServerMessage[] => (e.name === 'message' ? [e.args[0]] : []));
  const finals = (role: 'user' | 'assistant') =>
    messages().flatMap((m) =>
      m.type === 'transcript' && m.transcriptType === 'final' && m.role === role ? [m.transcript] : [],
    );
  return { events, until, messages, finals, names: () => events.map((e) => e.name) };
}

const QUESTIONS = ['What is a closure in JavaScript?', 'Why do you write automated tests?'];

/** The app's interviewer, inline, as the take-interview screen sends it. */
const interviewer = {
  name: 'Interviewer',
  firstMessage: 'Hello! Thank you for joining. Shall we begin?',
  model: {
    provider: 'openai',
    model: 'gpt-4',
    messages: [{ role: 'system' as const, content: 'You are an interviewer. Ask these questions:\n{{questions}}' }],
  },
};
const overrides = { variableValues: { questions: QUESTIONS.map((q) => `- ${q}`).join('\n') } };

const LONG_ANSWER =
  'A closure is a function that keeps access to the variables of the scope where it was created, even after that scope has returned, which is how private state and callbacks work in practice.';
const SECOND_ANSWER =
  'I write automated tests because they catch regressions early, document what the code is meant to do, and let the team refactor with confidence instead of fear every single week.';

const clients: Vapi[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.stop()));
  TrackedWebSocket.opened = [];
  TestAudio.made = [];
});

async function client(options: { speech?: FakeSpeech; signedIn?: boolean; key?: string } = {}) {
  const user = options.signedIn === false ? undefined : await signUp();
  const vapi = new Vapi(
    options.key ?? platformKeys.publicKey,
    serverUrl,
    {},
    {},
    testEnvironment({
      ...(user ? { cookie: user.cookie } : {}),
      ...(options.speech ? { speech: options.speech } : {}),
    }),
  );
  clients.push(vapi);
  return { vapi, user, log: record(vapi) };
}

describe('starting a call', () => {
  it('throws only when none of assistant, squad or workflow is given', async () => {
    const { vapi, log } = await client();
    await expect(vapi.start()).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
    await expect(vapi.start(undefined, overrides)).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
    expect(log.events).toEqual([]);
  });

  it('reports every start stage in order, then call-start, and returns the web call', async () => {
    const speech = new FakeSpeech();
    const { vapi, log } = await client({ speech });
    const call = await vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'client-speech' });
    expect(call?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.webCallUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/call\/.+\/socket\?token=/);
    const progress = log.events.flatMap((e) =>
      e.name === 'call-start-progress' ? [`${e.args[0].stage}:${e.args[0].status}`] : [],
    );
    expect(progress).toEqual(
      [
        'initialization',
        'validation',
        'web-call-creation',
        'call-object-creation',
        'call-join',
        'audio-observer-setup',
        'audio-processing-setup',
      ].flatMap((stage) => [`${stage}:started`, `${stage}:completed`]),
    );
    const success = log.events.find((e) => e.name === 'call-start-success');
    expect(success?.args[0]).toMatchObject({ callId: call?.id });
    expect(vapi.callClientState).toBe('joined');
    await log.until(() => (log.names().includes('call-start') ? true : undefined));
    // A second start while this call runs does nothing.
    expect(await vapi.start(interviewer, overrides)).toBeNull();
    expect(log.names().filter((n) => n === 'call-start-success')).toHaveLength(1);
  });

  it('fails with a typed error, call-start-failed and null when the key is wrong', async () => {
    const { vapi, log } = await client({ key: 'pk_wrong' });
    expect(await vapi.start(interviewer, overrides)).toBeNull();
    const error = log.events.find((e) => e.name === 'error')?.args[0];
    expect(error).toMatchObject({ type: 'start-method-error', stage: 'web-call-creation', fatal: true });
    expect(error?.error.reason).toBe('http-error');
    expect(error?.error.status).toBe(401);
    const failed = log.events.find((e) => e.name === 'call-start-failed')?.args[0];
    expect(failed).toMatchObject({ stage: 'web-call-creation', context: { reason: 'http-error', status: 401 } });
    expect(log.names()).not.toContain('call-end');
    // After a failed start, the client can start again.
    expect(vapi.callClientState).toBe('new');
  });

  it('says the server cannot be reached when nothing listens there', async () => {
    const vapi = new Vapi(platformKeys.publicKey, 'http://127.0.0.1:9', {}, {}, testEnvironment({}));
    const log = record(vapi);
    expect(await vapi.start(interviewer, overrides)).toBeNull();
    expect(log.events.find((e) => e.name === 'error')?.args[0].error.reason).toBe('server-unreachable');
  });

  it('refuses what is not an assistant with a validation error, and asks the server nothing', async () => {
    let requests = 0;
    const environment = testEnvironment({});
    const vapi = new Vapi(
      platformKeys.publicKey,
      serverUrl,
      {},
      {},
      {
        ...environment,
        fetch: (input, init) => {
          requests += 1;
          return environment.fetch!(input, init);
        },
      },
    );
    const log = record(vapi);
    expect(await vapi.start(42 as unknown as string)).toBeNull();
    expect(await vapi.start(interviewer, 'overrides' as never)).toBeNull();
    const errors = log.events.flatMap((e) => (e.name === 'error' ? [e.args[0]] : []));
    expect(errors.map((e) => [e.type, e.stage, e.error.reason])).toEqual([
      ['validation-error', 'validation', 'invalid-input'],
      ['validation-error', 'validation', 'invalid-input'],
    ]);
    expect(requests).toBe(0);
  });

  it("passes the platform's own message on: an unknown assistant id", async () => {
    const { vapi, log } = await client();
    expect(await vapi.start('00000000-0000-4000-8000-000000000000')).toBeNull();
    const error = log.events.find((e) => e.name === 'error')?.args[0];
    expect(error?.error.message).toBe('Assistant 00000000-0000-4000-8000-000000000000 does not exist');
    expect(error?.error.status).toBe(400);
  });
});

describe('a whole interview in client-speech mode (the browser recognises and speaks)', () => {
  it('speaks every question, sends what the user said, and ends when the interviewer hangs up', async () => {
    const speech = new FakeSpeech();
    // Slow enough for the 100 ms level sampling to see the browser speaking.
    speech.msPerWord = 60;
    const { vapi, log } = await client({ speech });
    const call = await vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'client-speech' });
    await log.until(() => (speech.spoken.some((s) => s.includes('Shall we begin?')) ? true : undefined));
    // The greeting became a final assistant transcript once it was said, and the level rose with it.
    await log.until(() => (log.finals('assistant').some((t) => t.includes('Shall we begin?')) ? true : undefined));
    await log.until(() => (log.names().includes('speech-start') ? true : undefined));

    await speech.hear('Yes, I am ready.');
    await log.until(() => (speech.spoken.some((s) => s.includes(QUESTIONS[0]!)) ? true : undefined));
    await speech.hear(LONG_ANSWER);
    await log.until(() => (speech.spoken.some((s) => s.includes(QUESTIONS[1]!)) ? true : undefined));
    await speech.hear(SECOND_ANSWER);
    await log.until(() => (log.names().includes('call-end') ? true : undefined), 20_000);

    expect(log.finals('user')).toEqual(['Yes, I am ready.', LONG_ANSWER, SECOND_ANSWER]);
    expect(log.finals('assistant').join(' ')).toContain('That concludes our interview.');
    const partials = log.messages().filter((m) => m.type === 'transcript' && m.transcriptType === 'partial');
    expect(partials.length).toBeGreaterThan(0);
    // The server said how the call ended; no second, made-up end status follows.
    const ends = log.messages().filter((m) => m.type === 'status-update' && m.status === 'ended');
    expect(ends).toEqual([expect.objectContaining({ endedReason: 'assistant-ended-call' })]);
    const names = log.names();
    expect(names.indexOf('call-start')).toBeLessThan(names.indexOf('call-end'));
    expect(names.filter((n) => n === 'call-end')).toHaveLength(1);
    // Speech events pair up, and the last one is an end.
    const speechEvents = names.filter((n) => n === 'speech-start' || n === 'speech-end');
    expect(speechEvents.at(-1)).toBe('speech-end');
    expect(vapi.callClientState).toBe('new');

    const stored = await callRecord(call!.id);
    expect(stored.status).toBe('ended');
    expect(stored.messages.filter((m) => m.role === 'user').map((m) => m.message)).toEqual(log.finals('user'));
  });

  it('stops speaking at once when the user interrupts, and does not take its own echo for the user', async () => {
    const speech = new FakeSpeech();
    speech.msPerWord = 400;
    const { vapi, log } = await client({ speech });
    const greeting = 'Hello and thank you for joining this practice interview with me today';
    await vapi.start({ ...interviewer, firstMessage: `${greeting}.` }, overrides, undefined, undefined, undefined, {
      mode: 'client-speech',
    });
    await log.until(() => (speech.spoken.length > 0 && speech.listening ? true : undefined));
    // The microphone hears the greeting coming out of the speakers: not the user.
    await speech.hear('thank you for joining this practice', { partials: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.messages().some((m) => m.type === 'user-interrupted')).toBe(false);
    expect(log.finals('user')).toEqual([]);
    // The user talks over it: the server interrupts and the browser falls silent.
    await speech.hear('Sorry, could you speak louder please', { partials: false });
    await log.until(() => (log.messages().some((m) => m.type === 'user-interrupted') ? true : undefined));
    expect(speech.speechSynthesis.speaking).toBe(false);
    expect(log.finals('assistant')).toEqual([]);
  });

  it('keeps listening when the browser stops recognition by itself', async () => {
    const speech = new FakeSpeech();
    const { vapi, log } = await client({ speech });
    await vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'client-speech' });
    await log.until(() => (speech.listening ? true : undefined));
    const first = speech.listening!;
    first.endByItself();
    await log.until(() => (speech.listening && speech.listening.starts > 1 ? true : undefined));
    await speech.hear('Yes, I am ready.');
    await log.until(() => (log.finals('user').includes('Yes, I am ready.') ? true : undefined));
  });
});

describe('falling back from browser speech to audio', () => {
  it('switches the call to audio when the browser cannot speak: the server speaks and listens instead', async () => {
    // Chrome on Linux without speech-dispatcher voices fails like this.
    const browser = new FakeSpeech();
    browser.synthesisError = 'synthesis-failed';
    const { vapi, log } = await client({ speech: browser });
    const call = await vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'client-speech' });
    await log.until(() => (TestAudio.made.length > 0 ? true : undefined));
    const audio = TestAudio.made.at(-1)!;
    expect(audio.capturing).toBe(true);
    expect(browser.recognitions.every((recognition) => !recognition.running)).toBe(true);
    // The greeting the browser could not say arrives as audio, and is heard in full.
    await log.until(() => (audio.played.length > 25 ? true : undefined), 20_000);
    await log.until(
      () => (log.finals('assistant').some((t) => t.includes('Shall we begin?')) ? true : undefined),
      20_000,
    );
    await expect.poll(async () => (await callRecord(call!.id)).transport.mode).toBe('audio');
    audio.say(await speech('Yes, I am ready to begin the interview.'));
    await log.until(() => (log.finals('user').length > 0 ? true : undefined), 20_000);
    expect(log.names()).not.toContain('error');
  });
});

describe('leaving', () => {
  it('stop() ends the call for the server too, with call-end and one customer-ended-call status', async () => {
    const speech = new FakeSpeech();
    const { vapi, log } = await client({ speech });
    const call = await vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'client-speech' });
    await log.until(() => (log.names().includes('call-start') ? true : undefined));
    await vapi.stop();
    await log.until(() => (log.names().includes('call-end') ? true : undefined));
    const ends = log.messages().filter((m) => m.type === 'status-update' && m.status === 'ended');
    expect(ends).toEqual([expect.objectContaining({ endedReason: 'customer-ended-call' })]);
    expect(log.names().slice(-2)).toEqual(['call-end', 'message']);
    await expect.poll(async () => (await callRecord(call!.id)).endedReason).toBe('customer-ended-call');
    // stop() again is harmless.
    await vapi.stop();
    expect(log.names().filter((n) => n === 'call-end')).toHaveLength(1);
  });

  it('end() asks the server to end the call and waits for its last words', async () => {
    const speech = new FakeSpeech();
    const { vapi, log } = await client({ speech });
    const call = await vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'client-speech' });
    await log.until(() => (speech.listening && log.names().includes('call-start') ? true : undefined));
    await speech.hear('Yes, I am ready.');
    await vapi.end();
    expect(log.names()).toContain('call-end');
    const ends = log.messages().filter((m) => m.type === 'status-update' && m.status === 'ended');
    // The server's own end status arrived before the socket closed: nothing made up.
    expect(ends).toEqual([expect.objectContaining({ endedReason: 'customer-ended-call' })]);
    expect(log.messages().some((m) => m.type === 'end-of-call-report')).toBe(true);
    const stored = await callRecord(call!.id);
    expect(stored.messages.some((m) => m.role === 'user' && m.message === 'Yes, I am ready.')).toBe(true);
  });

  it('says the connection was lost when the network drops mid-call', async () => {
    const speech = new FakeSpeech();
    const { vapi, log } = await client({ speech });
    await vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'client-speech' });
    await log.until(() => (log.names().includes('call-start') ? true : undefined));
    TrackedWebSocket.opened.at(-1)!.drop();
    await log.until(() => (log.names().includes('call-end') ? true : undefined));
    const error = log.events.find((e) => e.name === 'error')?.args[0];
    expect(error).toMatchObject({ type: 'transport-error', stage: 'in-call', fatal: true });
    expect(error?.error.reason).toBe('connection-lost');
    const ends = log.messages().filter((m) => m.type === 'status-update' && m.status === 'ended');
    expect(ends).toEqual([expect.objectContaining({ endedReason: 'call.in-progress.error-transport-disconnected' })]);
  });

  it('stop() during a start abandons it: call-end, no error, and start resolves null', async () => {
    const speech = new FakeSpeech();
    const { vapi, log } = await client({ speech });
    const starting = vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'client-speech' });
    await log.until(() =>
      log.events.some((e) => e.name === 'call-start-progress' && e.args[0].stage === 'web-call-creation')
        ? true
        : undefined,
    );
    await vapi.stop();
    expect(await starting).toBeNull();
    expect(log.names()).toContain('call-end');
    expect(log.names()).not.toContain('error');
    expect(log.names()).not.toContain('call-start');
  });
});

describe('typed answers', () => {
  it('an add-message from the user is answered like a spoken turn', async () => {
    const speech = new FakeSpeech();
    const { vapi, log } = await client({ speech });
    const call = await vapi.start(interviewer, overrides, undefined, undefined, undefined, {
      mode: 'client-speech',
      microphone: false,
    });
    await log.until(() => (log.finals('assistant').some((t) => t.includes('Shall we begin?')) ? true : undefined));
    // Without a microphone nothing listens.
    expect(speech.recognitions).toEqual([]);
    vapi.send({ type: 'add-message', message: { role: 'user', content: 'Yes, let us start.' } });
    await log.until(() => (log.finals('assistant').some((t) => t.includes(QUESTIONS[0]!)) ? true : undefined));
    const stored = await callRecord(call!.id);
    expect(stored.messages.some((m) => m.role === 'user' && m.message === 'Yes, let us start.')).toBe(true);
  });
});

describe('audio mode (the server listens and speaks)', () => {
  it("streams the microphone at real-time pace and plays the assistant's audio", async () => {
    const { vapi, log } = await client();
    const call = await vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'audio' });
    expect(call?.transport?.mode).toBe('audio');
    const audio = TestAudio.made.at(-1)!;
    expect(audio.capturing).toBe(true);
    // The greeting arrives as 20 ms frames of 16 kHz PCM, and raises the assistant's level.
    await log.until(() => (audio.played.length > 50 ? true : undefined));
    expect(new Set(audio.played.map((frame) => frame.byteLength))).toEqual(new Set([640]));
    await log.until(() => (log.names().includes('speech-start') ? true : undefined));
    await log.until(
      () => (log.finals('assistant').some((t) => t.includes('Shall we begin?')) ? true : undefined),
      20_000,
    );
    // The user answers out loud; the server recognises it (pocketsphinx) and moves on.
    audio.say(await speech('Yes, I am ready to begin the interview.'));
    await log.until(() => (log.finals('user').length > 0 ? true : undefined), 20_000);
    await log.until(() => (log.finals('assistant').some((t) => t.includes(QUESTIONS[0]!)) ? true : undefined), 30_000);
    await vapi.stop();
    expect(audio.closed).toBe(true);
    await expect.poll(async () => (await callRecord(call!.id)).endedReason).toBe('customer-ended-call');
  });

  it('drops queued assistant audio at once when the user talks over it', async () => {
    const { vapi, log } = await client();
    await vapi.start(interviewer, overrides, undefined, undefined, undefined, { mode: 'audio' });
    const audio = TestAudio.made.at(-1)!;
    await log.until(() => (audio.played.length > 10 ? true : undefined));
    audio.say(await speech('Sorry, can you hear me well? I would like to start right away.'));
    await log.until(() => (log.messages().some((m) => m.type === 'user-interrupted') ? true : undefined), 20_000);
    expect(audio.flushes).toBeGreaterThan(0);
  });
});
