import type { Interview } from '@mockingbird/contracts';
import {
  INTERVIEWER_CLOSING,
  INTERVIEWER_FIRST_MESSAGE,
  INTERVIEWER_SYSTEM_PROMPT,
  guessQuestionType,
  questionsAsDashList,
  ScriptedInterviewer,
} from '@mockingbird/interview';
import { CallPipeline, FRAME_SAMPLES, type SileroClassifier } from '@mockingbird/voice-agent';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallClient, listenForCalls, type ListeningPlatform } from '../../../test/call-client.ts';
import { captureLogs } from '../../../test/log-capture.ts';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { createTestApp, signUpUser, type TestApp } from '../../../test/test-app.ts';
import { calls } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { INTERVIEW_GENERATOR_WORKFLOW_ID } from './call-plan.ts';
import { VoiceEngines } from './engines.ts';

/** The spec's take-interview assistant, as the web app sends it. */
const interviewer = {
  name: 'Interviewer',
  firstMessage: INTERVIEWER_FIRST_MESSAGE,
  transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en' },
  voice: { provider: '11labs', voiceId: 'sarah', stability: 0.4, similarityBoost: 0.8, speed: 0.9, style: 0.5 },
  model: { provider: 'openai', model: 'gpt-4', messages: [{ role: 'system', content: INTERVIEWER_SYSTEM_PROMPT }] },
};
const QUESTIONS = ['Tell me about a project you are proud of.', 'How do you test your code?'];

interface Started {
  id: string;
  webCallUrl: string;
  client: CallClient;
}

describe.each(DATABASE_KINDS)('voice calls over the call socket, with real speech, on %s', (kind) => {
  let t: TestApp;
  let platform: ListeningPlatform;

  beforeAll(async () => {
    t = await createTestApp(kind, { CALL_SILENCE_MS: '900' });
    platform = await listenForCalls(t.app, t.config.dataDir);
  }, 120_000);
  afterAll(() => t?.close());

  async function start(body: Record<string, unknown>, cookie?: string): Promise<Started> {
    const browserSpeech = (body.transport as { mode?: string } | undefined)?.mode === 'client-speech';
    const call = await platform.startCall(body, { cookie, browserSpeech });
    await call.client.opened();
    return call;
  }

  const getCall = async (id: string) => {
    const response = await fetch(`${platform.base}/call/${id}`, {
      headers: { authorization: `Bearer ${platform.privateKey}` },
    });
    return (await response.json()) as {
      status: string;
      endedReason?: string;
      messages: { role: string; message: string }[];
      artifact: { performanceMetrics?: { turnLatencies: unknown[] } };
      transport: { mode: string };
    };
  };

  it('runs an interview: greeting, questions in order, a follow-up on a thin answer, closing, hang-up, all persisted', async () => {
    const { id, client } = await start({
      assistant: interviewer,
      assistantOverrides: { variableValues: { questions: questionsAsDashList(QUESTIONS) } },
      transport: { mode: 'audio' },
    });
    client.startMicrophone();
    expect((await client.waitFor('status-update')).status).toBe('in-progress');
    await client.waitFor('speech-update', (m) => m.role === 'assistant' && m.status === 'started');
    await client.assistantDone();
    expect(client.finals('assistant').join(' ')).toBe(INTERVIEWER_FIRST_MESSAGE);
    expect(client.audioFrames.length).toBeGreaterThan(200);

    await client.say('yes I am ready');
    await client.waitFor('speech-update', (m) => m.role === 'user' && m.status === 'started');
    const ready = await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    expect(ready.transcript).toMatch(/ready/);
    await client.assistantDone();
    expect(client.finals('assistant').join(' ')).toContain(QUESTIONS[0]);

    await client.say('I built a checkout page');
    await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    await client.assistantDone();
    expect(client.finals('assistant').at(-1)).toBe(
      'Could you give me a specific example, and tell me what the result was?',
    );

    await client.say('I built a checkout page with my team and we increased conversion by eight percent');
    await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    await client.assistantDone();
    expect(client.finals('assistant').join(' ')).toContain(QUESTIONS[1]);

    await client.say('I write unit tests for every feature');
    await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    await client.assistantDone();
    await client.say('I also run the tests on every pull request and review the results with the team');
    await client.waitFor('hang', undefined, 60_000);
    const ended = await client.waitFor('status-update', (m) => m.status === 'ended');
    expect(ended.endedReason).toBe('assistant-ended-call');
    const report = await client.waitFor('end-of-call-report');
    expect(report.endedReason).toBe('assistant-ended-call');
    expect(report.artifact.transcript).toContain(`AI: ${QUESTIONS[1]}`);
    expect(client.finals('assistant').join(' ')).toContain(INTERVIEWER_CLOSING);
    await client.whenClosed();

    const stored = await getCall(id);
    expect(stored).toMatchObject({ status: 'ended', endedReason: 'assistant-ended-call' });
    const roles = stored.messages.map((m) => m.role);
    expect(roles.filter((r) => r === 'user')).toHaveLength(5);
    expect(stored.messages.map((m) => m.message).join(' ')).toContain(QUESTIONS[0]);
    expect(stored.messages.find((m) => m.role === 'user')!.message).toMatch(/ready/);
    expect(stored.artifact.performanceMetrics!.turnLatencies.length).toBeGreaterThanOrEqual(4);
  }, 180_000);

  it('stops talking when the caller talks over it (barge-in), then answers', async () => {
    const { id, client } = await start({
      assistant: interviewer,
      assistantOverrides: { variableValues: { questions: questionsAsDashList(QUESTIONS) } },
      transport: { mode: 'audio' },
    });
    client.startMicrophone();
    await client.waitFor('speech-update', (m) => m.role === 'assistant' && m.status === 'started');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const speaking = client.say('sorry can I ask something');
    const interrupted = await client.waitFor('user-interrupted');
    const stopped = await client.waitFor('speech-update', (m) => m.role === 'assistant' && m.status === 'stopped');
    expect(stopped.receivedAt - interrupted.receivedAt).toBeLessThan(500);
    // The assistant's audio stops at once: nothing arrives a moment after the interruption.
    const framesAfter = () => client.audioFrames.filter((at) => at > interrupted.receivedAt + 300).length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(framesAfter()).toBe(0);
    // The greeting was cut short: the sentence being spoken never became a final transcript.
    const heard = client.finals('assistant');
    expect(heard.length).toBeLessThan(INTERVIEWER_FIRST_MESSAGE.split(/(?<=[.!?])\s/).length);
    expect(heard).not.toContain('Shall we begin?');
    await speaking;
    await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    await client.waitFor('speech-update', (m) => m.role === 'assistant' && m.status === 'started');
    await client.close();
    await expect.poll(async () => (await getCall(id)).endedReason).toBe('customer-ended-call');
  }, 60_000);

  it('creates an interview by voice with the built-in workflow, for the signed-in caller', async () => {
    const user = await signUpUser(t.app);
    const { id, client } = await start(
      {
        workflowId: INTERVIEW_GENERATOR_WORKFLOW_ID,
        workflowOverrides: { variableValues: { username: 'Ada', userId: 'a-client-id-that-is-never-trusted' } },
        transport: { mode: 'audio' },
      },
      user.cookie,
    );
    client.startMicrophone();
    await client.assistantDone();
    expect(client.finals('assistant').join(' ')).toMatch(/^Hi Ada! .*What job role are you preparing for\?$/);
    for (const answer of [
      'software engineer',
      'technical questions please',
      'senior level',
      'python and java',
      'three questions',
    ]) {
      await client.say(answer);
      await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
      await client.assistantDone();
    }
    expect(client.finals('assistant').slice(-2).join(' ')).toBe(
      'To confirm: a senior Software Engineer interview, technical, covering Python and Java, with 3 questions. Shall I create it?',
    );
    await client.say('yes please');
    await client.waitFor('hang', undefined, 60_000);
    expect((await client.waitFor('status-update', (m) => m.status === 'ended')).endedReason).toBe(
      'assistant-ended-call',
    );
    expect(client.finals('assistant').join(' ')).toContain('Your interview is ready');

    const list = await t.app.inject({
      method: 'GET',
      url: `/interview/user/${user.user._id}`,
      headers: { cookie: user.cookie },
    });
    const [created] = list.json<{ interviews: Interview[] }>().interviews;
    expect(created).toMatchObject({
      role: 'Software Engineer',
      type: 'technical',
      level: 'senior',
      techstack: ['Python', 'Java'],
      amount: 3,
    });
    // The list has summaries; the questions come with the interview.
    const full = await t.app.inject({
      method: 'GET',
      url: `/interview/get/${created!._id}`,
      headers: { cookie: user.cookie },
    });
    expect(full.json<{ interview: Interview }>().interview.questions).toHaveLength(3);
    expect((await getCall(id)).status).toBe('ended');
  }, 180_000);

  it('creates an interview from one sentence and a yes, in client-speech mode, for the signed-in caller', async () => {
    const user = await signUpUser(t.app);
    const { id, client } = await start(
      {
        workflowId: INTERVIEW_GENERATOR_WORKFLOW_ID,
        workflowOverrides: { variableValues: { username: 'Ada' } },
        transport: { mode: 'client-speech' },
      },
      user.cookie,
    );
    const answer = async (transcript: string) => {
      client.sendJson({ type: 'client-speech.transcript', transcriptType: 'final', transcript });
      await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    };
    await client.assistantDone();
    // As a recogniser writes it: lower case, no punctuation.
    await answer('a senior backend engineer interview technical five questions on python and postgres sql');
    await client.assistantDone();
    expect(client.finals('assistant').slice(-2)).toEqual([
      'To confirm: a senior Backend Engineer interview, technical, covering Python and PostgreSQL, with 5 questions.',
      'Shall I create it?',
    ]);
    await answer('yes');
    await client.waitFor('hang');
    expect((await client.waitFor('status-update', (m) => m.status === 'ended')).endedReason).toBe(
      'assistant-ended-call',
    );
    // Each sentence spoken and stored on its own.
    expect(client.finals('assistant').slice(-4)).toEqual([
      'Great, creating your interview now.',
      'Your interview is ready.',
      'You will find it on your dashboard.',
      'Good luck!',
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/interview/user/${user.user._id}`,
      headers: { cookie: user.cookie },
    });
    const [created, ...others] = list.json<{ interviews: Interview[] }>().interviews;
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      role: 'Backend Engineer',
      type: 'technical',
      level: 'senior',
      techstack: ['Python', 'PostgreSQL'],
      amount: 5,
      userId: user.user._id,
    });
    // The list has summaries; the questions come with the interview.
    const full = await t.app.inject({
      method: 'GET',
      url: `/interview/get/${created!._id}`,
      headers: { cookie: user.cookie },
    });
    expect(full.json<{ interview: Interview }>().interview.questions).toHaveLength(5);
    await expect.poll(async () => (await getCall(id)).endedReason).toBe('assistant-ended-call');
  });

  it('answers a typed message as a turn: it interrupts the assistant, is stored, is not echoed, and is answered', async () => {
    // No browserSpeech: the greeting's first sentence stays unsaid, so the assistant is speaking.
    const { id, client } = await platform.startCall({
      assistant: interviewer,
      assistantOverrides: { variableValues: { questions: questionsAsDashList(QUESTIONS) } },
      transport: { mode: 'client-speech' },
    });
    const greeting = await client.waitFor('client-speech.say');
    client.sendJson({ type: 'add-message', message: { role: 'user', content: 'Yes, I am ready.' } });
    const interrupted = await client.waitFor('user-interrupted', undefined, 5000);
    expect(interrupted.turnId).toMatch(/^turn-/);
    const update = await client.waitFor('conversation-update', undefined, 5000);
    expect(update.messages.at(-1)).toMatchObject({ role: 'user', message: 'Yes, I am ready.' });
    expect(update.messagesOpenAIFormatted.at(-1)).toEqual({ role: 'user', content: 'Yes, I am ready.' });
    const reply = await client.waitFor('client-speech.say', (m) => m.id !== greeting.id, 5000);
    expect(reply.text).toBe("Great, let's begin.");
    // The interrupted sentence was never heard, and the typed text is not sent back as a transcript.
    expect(client.finals('assistant')).not.toContain(greeting.text);
    expect(client.messages.filter((m) => m.type === 'transcript' && m.role === 'user')).toEqual([]);
    await client.close();
    await expect.poll(async () => (await getCall(id)).status).toBe('ended');
    const stored = (await getCall(id)).messages;
    expect(stored.filter((m) => m.role === 'user').map((m) => m.message)).toEqual(['Yes, I am ready.']);
    expect(stored.map((m) => m.message)).not.toContain(greeting.text);
  });

  it('switches a client-speech call to audio: the unsaid sentence is spoken again, audio is heard, the mode is stored', async () => {
    const { id, client } = await platform.startCall({
      assistant: { ...interviewer, firstMessage: 'Hello there. Are you ready to begin?' },
      assistantOverrides: { variableValues: { questions: questionsAsDashList(QUESTIONS) } },
      transport: { mode: 'client-speech' },
    });
    await client.opened();
    const hello = await client.waitFor('client-speech.say');
    client.sendJson({ type: 'client-speech.said', id: hello.id });
    const unsaid = await client.waitFor('client-speech.say');
    expect(unsaid.text).toBe('Are you ready to begin?');
    // The browser's speech fails before it has said the second sentence.
    client.sendJson({ type: 'client-speech.switch-to-audio' });
    client.startMicrophone();
    await client.assistantDone();
    expect(client.audioFrames.length).toBeGreaterThan(40);
    expect(client.finals('assistant')).toEqual(['Hello there.', 'Are you ready to begin?']);

    await client.say('yes I am ready');
    const heard = await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    expect(heard.transcript).toMatch(/ready/);
    await client.assistantDone();
    expect(client.finals('assistant').join(' ')).toContain(QUESTIONS[0]);
    expect(client.messages.filter((m) => m.type === 'client-speech.say')).toHaveLength(2);
    await client.close();
    await expect.poll(async () => (await getCall(id)).status).toBe('ended');
    const stored = await getCall(id);
    expect(stored.transport.mode).toBe('audio');
    expect(stored.messages.filter((m) => m.message === 'Are you ready to begin?')).toHaveLength(1);
    expect(stored.messages.find((m) => m.role === 'user')!.message).toMatch(/ready/);
  }, 60_000);

  it('ends cleanly with the transcript kept when the connection is lost', async () => {
    const { id, client } = await start({
      assistant: { ...interviewer, firstMessage: 'Hello.' },
      assistantOverrides: { variableValues: { questions: questionsAsDashList(QUESTIONS) } },
      transport: { mode: 'audio' },
    });
    client.startMicrophone();
    await client.assistantDone();
    await client.drop();
    await expect
      .poll(async () => (await getCall(id)).endedReason, { timeout: 10_000 })
      .toBe('call.in-progress.error-transport-disconnected');
    expect((await getCall(id)).messages.map((m) => m.message)).toEqual(['Hello.']);
  }, 60_000);

  it.each([
    [
      'a frame that is not JSON',
      (c: CallClient) => c.sendRaw('{not json', false),
      'call.in-progress.error-transport-malformed-message',
    ],
    [
      'an unknown message',
      (c: CallClient) => c.sendJson({ type: 'launch-rockets' }),
      'call.in-progress.error-transport-malformed-message',
    ],
    [
      'an odd-sized audio frame',
      (c: CallClient) => c.sendRaw(Buffer.alloc(641), true),
      'call.in-progress.error-transport-malformed-message',
    ],
    [
      'five seconds of audio sent at once',
      (c: CallClient) => {
        for (let i = 0; i < 250; i += 1) c.sendRaw(Buffer.alloc(640), true);
      },
      'call.in-progress.error-transport-audio-too-fast',
    ],
    ['end-call', (c: CallClient) => c.sendJson({ type: 'end-call' }), 'customer-ended-call'],
    [
      'a refused microphone',
      (c: CallClient) => c.sendJson({ type: 'end-call', reason: 'customer-did-not-give-microphone-permission' }),
      'customer-did-not-give-microphone-permission',
    ],
  ])('ends the call on %s, with its reason', async (_, act, reason) => {
    const { id, client } = await start({
      assistant: { ...interviewer, firstMessage: 'Hi.' },
      transport: { mode: 'audio' },
    });
    await client.waitFor('status-update', (m) => m.status === 'in-progress');
    act(client);
    expect((await client.waitFor('status-update', (m) => m.status === 'ended')).endedReason).toBe(reason);
    expect((await client.whenClosed()).code).toBe(1000);
    await expect.poll(async () => (await getCall(id)).endedReason).toBe(reason);
  });

  it('accepts each socket token once, and not after it expires', async () => {
    const { id, webCallUrl, client } = await start({
      assistant: { ...interviewer, firstMessage: 'Hi.' },
      transport: { mode: 'audio' },
    });
    await client.waitFor('status-update');
    const again = new CallClient(webCallUrl);
    expect((await again.whenClosed()).code).toBe(4001);
    await client.close();

    const response = await platform.postWebCall({ assistant: { firstMessage: 'Hi.' }, transport: { mode: 'audio' } });
    const late = (await response.json()) as { id: string; webCallUrl: string };
    await t.database.db.execute(
      sql`update ${calls} set token_expires_at = now() - interval '1 second' where id = ${late.id}`,
    );
    const expired = new CallClient(late.webCallUrl);
    expect((await expired.whenClosed()).code).toBe(4001);
    expect((await getCall(late.id)).endedReason).toBe('call.in-progress.error-vapifault-transport-never-connected');
    expect((await getCall(id)).status).toBe('ended');
  });

  it('runs in client-speech mode: the browser recognises and speaks, text both ways', async () => {
    const { id, client } = await start({
      assistant: interviewer,
      assistantOverrides: { variableValues: { questions: questionsAsDashList(QUESTIONS) } },
      transport: { mode: 'client-speech' },
    });
    const greeting = await client.waitFor('client-speech.say');
    expect(greeting.text).toBe(INTERVIEWER_FIRST_MESSAGE.split(/(?<=[.!?])\s/)[0]);
    // Each sentence waits until the browser says it has spoken it (the client answers at once).
    await client.assistantDone();
    expect(client.finals('assistant').join(' ')).toBe(INTERVIEWER_FIRST_MESSAGE);
    client.sendJson({ type: 'client-speech.user-started' });
    client.sendJson({ type: 'client-speech.transcript', transcriptType: 'partial', transcript: 'yes I' });
    client.sendJson({ type: 'client-speech.transcript', transcriptType: 'final', transcript: 'yes I am ready' });
    const question = await client.waitFor('client-speech.say', (m) => m.text.includes(QUESTIONS[0]!));
    expect(question.text).toContain(QUESTIONS[0]);
    expect(client.audioFrames).toHaveLength(0);
    await client.close();
    await expect.poll(async () => (await getCall(id)).messages.map((m) => m.role)).toContain('user');
  });
});

describe('voice calls with the Silero speech detector (VAD_PROVIDER=silero)', () => {
  it('ignores a burst of noise and answers the speech after it', async () => {
    const t = await createTestApp('pglite', { VAD_PROVIDER: 'silero', CALL_SILENCE_MS: '900' });
    try {
      const platform = await listenForCalls(t.app, t.config.dataDir);
      const { id, client } = await platform.startCall({
        assistant: { ...interviewer, firstMessage: 'Hello. Are you ready?' },
        assistantOverrides: { variableValues: { questions: questionsAsDashList(QUESTIONS) } },
        transport: { mode: 'audio' },
      });
      await client.opened();
      client.startMicrophone();
      await client.assistantDone();

      // Half a second of loud hiss (a fan, a rustle): not a turn, so no user speech starts.
      let seed = 11;
      const hiss = Int16Array.from({ length: 8000 }, () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return Math.round((seed / 2147483648 - 0.5) * 8000);
      });
      await client.sayAudio(hiss);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(client.messages.filter((m) => m.type === 'speech-update' && m.role === 'user')).toEqual([]);

      await client.say('yes I am ready');
      const heard = await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
      expect(heard.transcript).toMatch(/ready/);
      await client.assistantDone();
      expect(client.finals('assistant').join(' ')).toContain(QUESTIONS[0]);
      await client.close();
      const stored = await t.app.inject({
        method: 'GET',
        url: `/call/${id}`,
        headers: { authorization: `Bearer ${platform.privateKey}` },
      });
      const users = stored
        .json<{ messages: { role: string; message: string }[] }>()
        .messages.filter((m) => m.role === 'user');
      expect(users).toHaveLength(1);
      expect(users[0]!.message).toMatch(/ready/);
    } finally {
      await t.close();
    }
  }, 60_000);
  it('ends the call naming the detector when its decisions fall behind the audio', async () => {
    const engines = new VoiceEngines(loadConfig({ VAD_PROVIDER: 'silero' }).voice);
    try {
      const classifier = (await engines.classifier()) as SileroClassifier;
      let endedReason: string | undefined;
      const pipeline = new CallPipeline({
        mode: 'audio',
        stt: engines.stt(),
        tts: engines.tts(),
        brain: new ScriptedInterviewer(QUESTIONS, QUESTIONS.map(guessQuestionType)),
        firstMessageMode: 'assistant-waits-for-user',
        classifier,
        silenceTimeoutMs: 30_000,
        maxDurationMs: 60_000,
        engines: engines.names,
        send: () => undefined,
        sendAudio: () => undefined,
        onUtterance: () => undefined,
        onEnded: (result) => (endedReason = result.endedReason),
      });
      pipeline.start();
      // The process is stalled for 1.2 s while the caller's audio keeps arriving.
      for (let i = 0; i < 60; i += 1) {
        const until = performance.now() + 20;
        while (performance.now() < until);
        pipeline.pushAudio(new Int16Array(FRAME_SAMPLES));
      }
      await classifier.settled();
      pipeline.pushAudio(new Int16Array(FRAME_SAMPLES));
      expect(endedReason).toBe('pipeline-error-silero-vad-failed');
    } finally {
      await engines.close();
    }
  });
});

describe('voice calls that cannot go on', () => {
  it('end with a pipeline error named by stage when the voice engine fails', async () => {
    const t = await createTestApp('pglite', { TTS_PROVIDER: 'espeak-ng', ESPEAK_VOICE: 'nonexistentvoice' });
    try {
      const platform = await listenForCalls(t.app, t.config.dataDir);
      const { client } = await platform.startCall({
        assistant: { firstMessage: 'Hello there.' },
        transport: { mode: 'audio' },
      });
      expect((await client.waitFor('status-update', (m) => m.status === 'ended')).endedReason).toBe(
        'pipeline-error-espeak-ng-voice-failed',
      );
    } finally {
      await t.close();
    }
  });

  it('end after the silence timeout, and at the maximum duration', async () => {
    const t = await createTestApp('pglite', { CALL_SILENCE_TIMEOUT_SECONDS: '5', CALL_MAX_DURATION_SECONDS: '10' });
    try {
      const platform = await listenForCalls(t.app, t.config.dataDir);
      const open = async () =>
        (await platform.startCall({ assistant: { firstMessage: 'Hi.' }, transport: { mode: 'client-speech' } })).client;
      const silent = await open();
      const say = await silent.waitFor('client-speech.say');
      silent.sendJson({ type: 'client-speech.said', id: say.id });
      const started = performance.now();
      expect((await silent.waitFor('status-update', (m) => m.status === 'ended', 15_000)).endedReason).toBe(
        'silence-timed-out',
      );
      expect(performance.now() - started).toBeGreaterThan(4500);

      const chatty = await open();
      const hello = await chatty.waitFor('client-speech.say');
      chatty.sendJson({ type: 'client-speech.said', id: hello.id });
      const keepTalking = setInterval(
        () => chatty.sendJson({ type: 'client-speech.transcript', transcriptType: 'partial', transcript: 'um' }),
        1000,
      );
      try {
        expect((await chatty.waitFor('status-update', (m) => m.status === 'ended', 20_000)).endedReason).toBe(
          'exceeded-max-duration',
        );
      } finally {
        clearInterval(keepTalking);
      }
    } finally {
      await t.close();
    }
  }, 40_000);

  it('end naming the engine when a call cannot switch to audio here, and say why in the log', async () => {
    const logs = captureLogs();
    const t = await createTestApp(
      'pglite',
      { POCKETSPHINX_MODEL_DIR: '/nowhere', LOG_LEVEL: 'warn' },
      { logStream: logs.stream },
    );
    try {
      const platform = await listenForCalls(t.app, t.config.dataDir);
      const { client } = await platform.startCall(
        { assistant: { firstMessage: 'Hi.' }, transport: { mode: 'client-speech' } },
        { browserSpeech: true },
      );
      await client.waitFor('status-update', (m) => m.status === 'in-progress');
      client.sendJson({ type: 'client-speech.switch-to-audio' });
      expect((await client.waitFor('status-update', (m) => m.status === 'ended')).endedReason).toBe(
        'pipeline-error-pocketsphinx-transcriber-failed',
      );
      const line = logs.lines.find((l) => l.msg === 'the call cannot switch to audio');
      expect(String(line?.reason)).toMatch(/POCKETSPHINX_MODEL_DIR/);
    } finally {
      await t.close();
    }
  });

  it('keep going while the candidate types, without interrupting the assistant, and time out after', async () => {
    const t = await createTestApp('pglite', { CALL_SILENCE_TIMEOUT_SECONDS: '5' });
    try {
      const platform = await listenForCalls(t.app, t.config.dataDir);
      const { client } = await platform.startCall({
        assistant: { firstMessage: 'Hi. Take your time.' },
        transport: { mode: 'client-speech' },
      });
      const hello = await client.waitFor('client-speech.say');
      client.sendJson({ type: 'user-typing' });
      client.sendJson({ type: 'client-speech.said', id: hello.id });
      const rest = await client.waitFor('client-speech.say');
      client.sendJson({ type: 'client-speech.said', id: rest.id });
      await client.assistantDone();
      const typing = setInterval(() => client.sendJson({ type: 'user-typing' }), 1000);
      try {
        await new Promise((resolve) => setTimeout(resolve, 8000));
      } finally {
        clearInterval(typing);
      }
      expect(client.messages.filter((m) => m.type === 'status-update' && m.status === 'ended')).toEqual([]);
      expect(client.messages.filter((m) => m.type === 'user-interrupted')).toEqual([]);
      expect(client.finals('assistant')).toEqual(['Hi.', 'Take your time.']);
      const stoppedTyping = performance.now();
      expect((await client.waitFor('status-update', (m) => m.status === 'ended', 10_000)).endedReason).toBe(
        'silence-timed-out',
      );
      expect(performance.now() - stoppedTyping).toBeGreaterThan(3500);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('end with worker-shutdown when the server stops', async () => {
    const t = await createTestApp('pglite');
    const platform = await listenForCalls(t.app, t.config.dataDir);
    const { id, client } = await platform.startCall({
      assistant: { firstMessage: 'Hi.' },
      transport: { mode: 'client-speech' },
    });
    await client.waitFor('status-update', (m) => m.status === 'in-progress');
    await t.app.close();
    expect((await client.waitFor('status-update', (m) => m.status === 'ended')).endedReason).toBe('worker-shutdown');
    const [row] = await t.database.db
      .select()
      .from(calls)
      .where(sql`${calls.id} = ${id}`);
    expect(row).toMatchObject({ status: 'ended', endedReason: 'worker-shutdown' });
    await t.database.destroy();
  });
});
