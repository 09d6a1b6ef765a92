import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deadAddress,
  silentAddress,
  type DeepgramStandIn,
  type ElevenLabsStandIn,
  type OpenAiSpeechStandIn,
  type OpenAiTranscriptionsStandIn,
  startDeepgram,
  startElevenLabs,
  startOpenAiSpeech,
  startOpenAiTranscriptions,
} from '../test/hosted-stand-ins.ts';
import { concatSamples, frames, rms, SAMPLE_RATE } from './audio/pcm.ts';
import { resample } from './audio/resample.ts';
import { PipelineError } from './errors.ts';
import { DeepgramSTT } from './stt/deepgram-stt.ts';
import { OpenAiSTT } from './stt/openai-stt.ts';
import type { SpeechEvent, SpeechStream } from './stt/stt.ts';
import { ElevenLabsTTS } from './tts/elevenlabs-tts.ts';
import { fliteTTS } from './tts/command-tts.ts';
import { OpenAiTTS } from './tts/openai-tts.ts';
import { synthesizeAll } from './tts/tts.ts';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** The error an iteration ends with (failing the test when it ends without one). */
async function failure(iterable: AsyncIterable<unknown>): Promise<PipelineError> {
  try {
    for await (const _ of iterable) {
      // drain
    }
  } catch (error) {
    expect(error).toBeInstanceOf(PipelineError);
    return error as PipelineError;
  }
  throw new Error('expected the iteration to fail');
}

/** Sends a whole utterance in 20 ms frames and ends it. */
function utter(stream: SpeechStream, audio: Int16Array) {
  for (const frame of frames(audio)) stream.pushFrame(frame);
  stream.endInput();
}

/** Normalised correlation of two signals over their common length: 1 is identical in shape. */
function correlation(a: Int16Array, b: Int16Array): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    ab += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return ab / Math.sqrt(aa * bb);
}

const silence = (ms: number) => new Int16Array((SAMPLE_RATE * ms) / 1000);

let speech: Int16Array; // flite saying SENTENCE, 16 kHz
const SENTENCE = 'I led the migration of our billing service to Kubernetes.';

beforeAll(async () => {
  speech = await synthesizeAll(fliteTTS(), SENTENCE);
});

describe('OpenAI transcription', () => {
  const seconds = (samples: number) => (samples / SAMPLE_RATE).toFixed(2);
  let server: OpenAiTranscriptionsStandIn;
  beforeAll(async () => {
    server = await startOpenAiTranscriptions({
      apiKey: 'sk-test',
      answer: (audio) => `  heard ${seconds(audio.samples.length)} seconds \n`,
    });
  });
  afterAll(() => server.close());
  const stt = (options: Partial<ConstructorParameters<typeof OpenAiSTT>[0]> = {}) =>
    new OpenAiSTT({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'whisper-1', ...options });

  it('sends the utterance as a 16 kHz WAV in multipart form data and gives one final result', async () => {
    server.fail = undefined;
    const before = server.requests.length;
    const engine = stt();
    expect(engine.capabilities).toEqual({ streaming: false, partials: false });
    const stream = engine.stream();
    utter(stream, speech);
    const events = await collect(stream);
    const sent = concatSamples([...frames(speech)]);
    expect(events).toEqual([{ type: 'final', text: `heard ${seconds(sent.length)} seconds` }]);

    expect(server.requests.length).toBe(before + 1);
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.fields).toEqual({ model: 'whisper-1', language: 'en', response_format: 'json' });
    expect(request.file?.filename).toMatch(/\.wav$/);
    expect(request.file?.contentType).toBe('audio/wav');
    expect(request.file?.audio.sampleRate).toBe(SAMPLE_RATE);
    // Every frame, in order.
    expect(Buffer.from(request.file!.audio.samples.buffer).equals(Buffer.from(sent.buffer))).toBe(true);
  });

  it('sends no Authorization header without a key (a local server)', async () => {
    const open = await startOpenAiTranscriptions({ answer: () => 'hello' });
    try {
      const stream = new OpenAiSTT({ baseUrl: `${open.baseUrl}/`, model: 'whisper-1' }).stream();
      utter(stream, speech);
      expect(await collect(stream)).toEqual([{ type: 'final', text: 'hello' }]);
      expect(open.requests[0]!.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('fails for good, naming OPENAI_API_KEY, when the key is refused', async () => {
    server.fail = undefined;
    const stream = stt({ apiKey: 'sk-wrong' }).stream();
    utter(stream, speech);
    const error = await failure(stream);
    expect(error.stage).toBe('stt');
    expect(error.recoverable).toBe(false);
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/401/);
    expect(error.message).toMatch(/OPENAI_API_KEY/);
  });

  it('fails retryably on a server error, a cut connection, a refused connection or a timeout', async () => {
    const attempt = async (engine: OpenAiSTT) => {
      const stream = engine.stream();
      utter(stream, speech);
      return failure(stream);
    };
    try {
      server.fail = 'server-error';
      const serverError = await attempt(stt());
      expect(serverError.message).toMatch(/500/);
      server.fail = 'drop';
      const dropped = await attempt(stt());
      server.fail = undefined;
      const refused = await attempt(stt({ baseUrl: `http://${await deadAddress()}/v1` }));
      expect(refused.message).toMatch(/ECONNREFUSED/);
      const slow = await startOpenAiTranscriptions({ answer: () => 'late', delayMs: 2000 });
      const timedOut = await attempt(stt({ baseUrl: slow.baseUrl, timeoutMs: 200 })).finally(() => slow.close());
      expect(timedOut.message).toMatch(/timed out/);
      for (const error of [serverError, dropped, refused, timedOut]) {
        expect(error.stage).toBe('stt');
        expect(error.retryable).toBe(true);
        expect(error.recoverable).toBe(true);
      }
    } finally {
      server.fail = undefined;
    }
  });

  it('ends quietly, sending nothing, when closed before the end of the utterance', async () => {
    const before = server.requests.length;
    const stream = stt().stream();
    for (const frame of frames(speech)) stream.pushFrame(frame);
    stream.close();
    stream.endInput();
    expect(await collect(stream)).toEqual([]);
    expect(server.requests.length).toBe(before);
  });

  it('ends quietly when aborted while the request is out', async () => {
    const slow = await startOpenAiTranscriptions({ answer: () => 'too late', delayMs: 1000 });
    try {
      const controller = new AbortController();
      const stream = new OpenAiSTT({ baseUrl: slow.baseUrl, model: 'whisper-1' }).stream({ signal: controller.signal });
      utter(stream, speech);
      const events = collect(stream);
      while (slow.requests.length === 0) await sleep(10);
      controller.abort();
      expect(await events).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});

describe('Deepgram streaming transcription', () => {
  let server: DeepgramStandIn;
  beforeAll(async () => {
    server = await startDeepgram({ apiKey: 'dg-test', transcript: SENTENCE });
  });
  afterAll(() => server.close());
  const stt = (options: Partial<ConstructorParameters<typeof DeepgramSTT>[0]> = {}) =>
    new DeepgramSTT({ apiKey: 'dg-test', url: server.url, ...options });
  /** The utterance as the pipeline sends it: a little silence, the speech, the silence that ends it. */
  const utterance = () => concatSamples([silence(200), speech, silence(600)]);

  it('streams audio, with running partial results, and joins the finalized segments at the end', async () => {
    server.fail = undefined;
    const engine = stt();
    expect(engine.capabilities).toEqual({ streaming: true, partials: true });
    const stream = engine.stream();
    const events: SpeechEvent[] = [];
    const reading = (async () => {
      for await (const event of stream) events.push(event);
    })();
    // Frames come in faster than real time here, but still over time: the first ones before the
    // socket is open (buffered), the rest after.
    const sent = [...frames(utterance())];
    for (const [index, frame] of sent.entries()) {
      stream.pushFrame(frame);
      if (index % 10 === 9) await sleep(2);
    }
    const partialsBeforeTheEnd = events.length;
    stream.endInput();
    await reading;

    const session = server.sessions.at(-1)!;
    expect(session.path).toBe('/v1/listen');
    expect(session.authorization).toBe('Token dg-test');
    expect(session.query).toEqual({
      encoding: 'linear16',
      sample_rate: '16000',
      channels: '1',
      model: 'nova-2',
      interim_results: 'true',
      punctuate: 'true',
      language: 'en',
    });
    expect(session.audio).toHaveLength(sent.length);
    expect(Buffer.concat(session.audio).equals(Buffer.from(concatSamples(sent).buffer))).toBe(true);
    expect(session.text.map((t) => JSON.parse(t) as unknown)).toEqual([{ type: 'CloseStream' }]);
    expect(session.closedBy).toBe('server');
    // The stand-in finalized more than one segment, so joining them is exercised.
    expect(session.results.filter((r) => r.isFinal).length).toBeGreaterThan(1);

    expect(partialsBeforeTheEnd).toBeGreaterThan(0);
    const partials = events.filter((e) => e.type === 'partial').map((e) => e.text);
    expect(partials.length).toBeGreaterThan(2);
    for (const [index, text] of partials.entries()) {
      expect(SENTENCE.startsWith(text)).toBe(true);
      if (index > 0) expect(text.length).toBeGreaterThan(partials[index - 1]!.length);
    }
    expect(events.filter((e) => e.type === 'final')).toEqual([{ type: 'final', text: SENTENCE }]);
    expect(events.at(-1)).toEqual({ type: 'final', text: SENTENCE });
  });

  it('fails for good, naming DEEPGRAM_API_KEY, when the key is refused', async () => {
    server.fail = undefined;
    const stream = stt({ apiKey: 'dg-wrong' }).stream();
    utter(stream, utterance());
    const error = await failure(stream);
    expect(error.stage).toBe('stt');
    expect(error.recoverable).toBe(false);
    expect(error.message).toMatch(/401/);
    expect(error.message).toMatch(/DEEPGRAM_API_KEY/);
  });

  it('fails for good, naming DEEPGRAM_URL, when nothing listens there', async () => {
    const stream = stt({ url: `ws://${await deadAddress()}/v1/listen` }).stream();
    utter(stream, utterance());
    const error = await failure(stream);
    expect(error.recoverable).toBe(false);
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(error.message).toMatch(/DEEPGRAM_URL/);
  });

  it('fails retryably on a server error or a connection cut mid-utterance', async () => {
    try {
      server.fail = 'server-error';
      const stream = stt().stream();
      utter(stream, utterance());
      const serverError = await failure(stream);
      expect(serverError.message).toMatch(/500/);

      server.fail = 'drop';
      const events: SpeechEvent[] = [];
      const dropping = stt().stream();
      utter(dropping, utterance());
      let dropped: PipelineError | undefined;
      try {
        for await (const event of dropping) events.push(event);
      } catch (error) {
        dropped = error as PipelineError;
      }
      expect(dropped).toBeInstanceOf(PipelineError);
      expect(events.filter((e) => e.type === 'final')).toEqual([]);
      expect(server.sessions.at(-1)!.closedBy).toBe('server');
      for (const error of [serverError, dropped!]) {
        expect(error.stage).toBe('stt');
        expect(error.retryable).toBe(true);
        expect(error.recoverable).toBe(true);
      }
    } finally {
      server.fail = undefined;
    }
  });

  it('ends quietly, without a final result, when aborted mid-utterance', async () => {
    const controller = new AbortController();
    const stream = stt().stream({ signal: controller.signal });
    const events: SpeechEvent[] = [];
    const reading = (async () => {
      for await (const event of stream) {
        events.push(event);
        controller.abort(); // the user was interrupted after the first words
      }
    })();
    for (const frame of frames(utterance())) {
      if (controller.signal.aborted) break;
      stream.pushFrame(frame);
      await sleep(1);
    }
    await reading;
    expect(events.length).toBe(1);
    expect(events[0]!.type).toBe('partial');
    const session = server.sessions.at(-1)!;
    await expect.poll(() => session.closedBy).toBe('client');
    expect(session.text).toEqual([]); // no CloseStream: nothing more is wanted

    // Closed before the socket is even open.
    const early = stt().stream();
    early.pushFrame(silence(20));
    early.close();
    expect(await collect(early)).toEqual([]);
  });
});

describe('OpenAI speech', () => {
  const speech24k = () => resample(speech, SAMPLE_RATE, 24_000);
  let server: OpenAiSpeechStandIn;
  beforeAll(async () => {
    server = await startOpenAiSpeech({ apiKey: 'sk-test', audio: () => speech24k() });
  });
  afterAll(() => server.close());
  const tts = (options: Partial<ConstructorParameters<typeof OpenAiTTS>[0]> = {}) =>
    new OpenAiTTS({ baseUrl: server.baseUrl, apiKey: 'sk-test', ...options });

  it('asks for raw PCM and streams it out at 16 kHz as it arrives', async () => {
    server.fail = undefined;
    const engine = tts({ speed: 1.1 });
    expect(engine.capabilities).toEqual({ streaming: true });
    const chunks: Int16Array[] = [];
    let firstAt = 0;
    for await (const chunk of engine.synthesize(SENTENCE)) {
      firstAt ||= Date.now();
      chunks.push(chunk);
    }
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/audio/speech');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.contentType).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      model: 'tts-1',
      input: SENTENCE,
      voice: 'alloy',
      response_format: 'pcm',
      speed: 1.1,
    });

    // Streamed: many pieces, the first in hand well before the server had sent the last.
    expect(chunks.length).toBeGreaterThan(5);
    expect(firstAt).toBeLessThan(request.finishedAt! - 50);
    const audio = concatSamples(chunks);
    // 16 kHz again, of the original's length, and the same sound (pieces split mid-sample
    // and resampled one by one do not click or drift).
    expect(Math.abs(audio.length - speech.length)).toBeLessThanOrEqual(2);
    expect(rms(audio)).toBeGreaterThan(500);
    expect(correlation(audio, resample(speech24k(), 24_000, SAMPLE_RATE))).toBeGreaterThan(0.999);
    expect(correlation(audio, speech)).toBeGreaterThan(0.9);
  });

  it('fails for good, naming OPENAI_API_KEY, when the key is refused', async () => {
    server.fail = undefined;
    const error = await failure(tts({ apiKey: 'sk-wrong' }).synthesize('Hello.'));
    expect(error.stage).toBe('tts');
    expect(error.recoverable).toBe(false);
    expect(error.message).toMatch(/401/);
    expect(error.message).toMatch(/OPENAI_API_KEY/);
  });
});

describe('ElevenLabs speech', () => {
  const settings = { stability: 0.55, similarityBoost: 0.8, style: 0.1, speed: 0.95 };
  let server: ElevenLabsStandIn;
  beforeAll(async () => {
    server = await startElevenLabs({ apiKey: 'xi-test', audio: () => speech });
  });
  afterAll(() => server.close());
  const tts = (options: Partial<ConstructorParameters<typeof ElevenLabsTTS>[0]> = {}) =>
    new ElevenLabsTTS({
      apiKey: 'xi-test',
      voiceId: 'voice123',
      baseUrl: server.baseUrl,
      voiceSettings: settings,
      ...options,
    });

  it('asks for 16 kHz PCM with the voice settings and streams it out unchanged', async () => {
    server.fail = undefined;
    const engine = tts();
    expect(engine.capabilities).toEqual({ streaming: true });
    const chunks: Int16Array[] = [];
    let firstAt = 0;
    for await (const chunk of engine.synthesize(SENTENCE)) {
      firstAt ||= Date.now();
      chunks.push(chunk);
    }
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/text-to-speech/voice123/stream');
    expect(request.query).toEqual({ output_format: 'pcm_16000' });
    expect(request.apiKey).toBe('xi-test');
    expect(request.contentType).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      text: SENTENCE,
      model_id: 'eleven_turbo_v2_5',
      voice_settings: { stability: 0.55, similarity_boost: 0.8, style: 0.1, use_speaker_boost: true, speed: 0.95 },
    });
    expect(chunks.length).toBeGreaterThan(5);
    expect(firstAt).toBeLessThan(request.finishedAt! - 50);
    // The stand-in cut its pieces mid-sample; put back together they are the audio exactly.
    expect(Buffer.from(concatSamples(chunks).buffer).equals(Buffer.from(speech.buffer))).toBe(true);
  });

  it('fails for good, naming ELEVENLABS_API_KEY, when the key is refused', async () => {
    server.fail = undefined;
    const error = await failure(tts({ apiKey: 'xi-wrong' }).synthesize('Hello.'));
    expect(error.stage).toBe('tts');
    expect(error.recoverable).toBe(false);
    expect(error.message).toMatch(/401/);
    expect(error.message).toMatch(/ELEVENLABS_API_KEY/);
  });

  it('fails for good, with the reason, when the voice settings are out of range', async () => {
    server.fail = undefined;
    const error = await failure(tts({ voiceSettings: { ...settings, speed: 3 } }).synthesize('Hello.'));
    expect(error.recoverable).toBe(false);
    expect(error.message).toMatch(/422/);
    expect(error.message).toMatch(/speed/);
  });
});

/** What both streamed speech services must do alike; their downloads share one reader. */
describe.each([
  {
    service: 'OpenAI speech',
    start: async () => {
      const server = await startOpenAiSpeech({ apiKey: 'sk-test', audio: () => resample(speech, SAMPLE_RATE, 24_000) });
      const tts = (options: { host?: string; timeoutMs?: number } = {}) =>
        new OpenAiTTS({
          baseUrl: options.host ? `http://${options.host}/v1` : server.baseUrl,
          apiKey: 'sk-test',
          timeoutMs: options.timeoutMs,
        });
      return { server, tts };
    },
  },
  {
    service: 'ElevenLabs speech',
    start: async () => {
      const server = await startElevenLabs({ apiKey: 'xi-test', audio: () => speech });
      const tts = (options: { host?: string; timeoutMs?: number } = {}) =>
        new ElevenLabsTTS({
          apiKey: 'xi-test',
          voiceId: 'voice123',
          baseUrl: options.host ? `http://${options.host}` : server.baseUrl,
          voiceSettings: { stability: 0.4, similarityBoost: 0.8, style: 0.5, speed: 0.9 },
          timeoutMs: options.timeoutMs,
        });
      return { server, tts };
    },
  },
])('$service, like every streamed speech service', ({ start }) => {
  let engine: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    engine = await start();
  });
  afterAll(() => engine.server.close());

  it('fails retryably on a server error, a cut connection, a refused connection or a timeout', async () => {
    const { server, tts } = engine;
    const silent = await silentAddress();
    try {
      server.fail = 'server-error';
      const serverError = await failure(tts().synthesize('Hello.'));
      expect(serverError.message).toMatch(/500/);
      server.fail = 'drop';
      const dropped = await failure(tts().synthesize(SENTENCE));
      server.fail = undefined;
      const refused = await failure(tts({ host: await deadAddress() }).synthesize('Hello.'));
      expect(refused.message).toMatch(/ECONNREFUSED/);
      const timedOut = await failure(tts({ host: silent.host, timeoutMs: 200 }).synthesize('Hello.'));
      expect(timedOut.message).toMatch(/timed out/);
      for (const error of [serverError, dropped, refused, timedOut]) {
        expect(error.stage).toBe('tts');
        expect(error.retryable).toBe(true);
        expect(error.recoverable).toBe(true);
      }
    } finally {
      server.fail = undefined;
      await silent.close();
    }
  });

  it('stops reading and ends quietly when aborted', async () => {
    const { server, tts } = engine;
    const controller = new AbortController();
    const chunks: Int16Array[] = [];
    for await (const chunk of tts().synthesize(SENTENCE, { signal: controller.signal })) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toHaveLength(1);
    const request = server.requests.at(-1)!;
    await expect.poll(() => request.cutShort).toBe(true);
    expect(request.finishedAt).toBeUndefined();

    const before = server.requests.length;
    expect(await collect(tts().synthesize('Never said.', { signal: AbortSignal.abort() }))).toEqual([]);
    expect(server.requests.length).toBe(before);
  });
});
