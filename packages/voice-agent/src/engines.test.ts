import { describe, expect, it } from 'vitest';
import { concatSamples, FRAME_SAMPLES, frames, rms, SAMPLE_RATE } from './audio/pcm.ts';
import { resample } from './audio/resample.ts';
import { encodeWav, parseWav } from './audio/wav.ts';
import { DEFAULT_POCKETSPHINX_MODEL_DIR, PocketSphinxSTT } from './stt/pocketsphinx.ts';
import { finalText } from './stt/stt.ts';
import { espeakTTS, fliteTTS } from './tts/command-tts.ts';
import { synthesizeAll } from './tts/tts.ts';
import { VoiceActivityDetector } from './vad/vad.ts';

const silence = (ms: number) => new Int16Array((SAMPLE_RATE * ms) / 1000);

describe('audio helpers', () => {
  it('round-trips WAV and resamples to the right length', () => {
    const tone = Int16Array.from({ length: 2205 }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 22050)),
    );
    const wav = parseWav(encodeWav(tone, 22050));
    expect(wav.sampleRate).toBe(22050);
    expect(Array.from(wav.samples)).toEqual(Array.from(tone));
    const down = resample(tone, 22050, SAMPLE_RATE);
    expect(down.length).toBe(1600);
    expect(rms(down)).toBeGreaterThan(rms(tone) * 0.8);
  });

  it('cuts audio into 20 ms frames', () => {
    const all = [...frames(new Int16Array(FRAME_SAMPLES * 2 + 5))];
    expect(all).toHaveLength(3);
    expect(all.every((f) => f.length === FRAME_SAMPLES)).toBe(true);
  });

  it('joins chunks back into one array, in order', () => {
    const joined = concatSamples([Int16Array.of(1, 2), new Int16Array(0), Int16Array.of(3)]);
    expect(Array.from(joined)).toEqual([1, 2, 3]);
    expect(concatSamples([])).toHaveLength(0);
  });
});

describe.each([
  ['flite', fliteTTS()],
  ['espeak-ng', espeakTTS()],
])('%s speech', (_, tts) => {
  it('comes out as 16 kHz speech of a plausible length', async () => {
    const audio = await synthesizeAll(tts, 'Tell me about a project you are proud of.');
    const seconds = audio.length / SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(6);
    expect(rms(audio)).toBeGreaterThan(500);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const chunks: Int16Array[] = [];
    for await (const chunk of tts.synthesize('This should never be heard.', { signal: controller.signal }))
      chunks.push(chunk);
    expect(chunks).toEqual([]);
  });
});

describe('checking that the local engines can run, without starting them', () => {
  it('finds flite and espeak-ng on the PATH, and names the package of a missing program', () => {
    expect(() => fliteTTS().check()).not.toThrow();
    expect(() => espeakTTS().check()).not.toThrow();
    expect(() => fliteTTS().check('/nonexistent/bin')).toThrow('flite is not installed: apt-get install flite');
    expect(() => espeakTTS().check('')).toThrow('espeak-ng is not installed: apt-get install espeak-ng');
  });

  it("finds pocketsphinx's model and libraries, and names what is missing", () => {
    expect(() => PocketSphinxSTT.check(DEFAULT_POCKETSPHINX_MODEL_DIR)).not.toThrow();
    expect(() => PocketSphinxSTT.check('/nowhere')).toThrow(/POCKETSPHINX_MODEL_DIR/);
    expect(() => PocketSphinxSTT.check(DEFAULT_POCKETSPHINX_MODEL_DIR, ['libmockingbird-missing.so.3'])).toThrow(
      `pocketsphinx's library libmockingbird-missing.so.3 cannot be loaded: install it with "apt-get install libpocketsphinx-dev"`,
    );
  });
});

describe('voice activity detection on real speech', () => {
  it('finds one utterance in speech surrounded by silence, and its end after the silence window', async () => {
    const speech = await synthesizeAll(fliteTTS(), 'I led the migration of our billing service to Kubernetes.');
    const audio = new Int16Array(silence(600).length + speech.length + silence(1500).length);
    audio.set(speech, silence(600).length);
    const vad = new VoiceActivityDetector(undefined, { silenceMs: 800 });
    const events: { at: number; kind: string }[] = [];
    [...frames(audio)].forEach((frame, index) => {
      const decision = vad.process(frame);
      if (decision.started) events.push({ at: index * 20, kind: 'start' });
      if (decision.ended) events.push({ at: index * 20, kind: 'end' });
    });
    expect(events.map((e) => e.kind)).toEqual(['start', 'end']);
    const speechEndMs = 600 + (speech.length / SAMPLE_RATE) * 1000;
    expect(events[0]!.at).toBeGreaterThanOrEqual(560);
    expect(events[0]!.at).toBeLessThan(900);
    expect(events[1]!.at).toBeGreaterThan(speechEndMs);
    expect(events[1]!.at).toBeLessThan(speechEndMs + 1000);
  });
});

describe('pocketsphinx', () => {
  it('recognises flite speech, with partial results along the way', async () => {
    const stt = new PocketSphinxSTT({ workers: 1 });
    try {
      const audio = await synthesizeAll(fliteTTS(), 'I have five years of experience building web applications.');
      const stream = stt.stream();
      for (const frame of frames(audio)) stream.pushFrame(frame);
      stream.endInput();
      const events: { type: string; text: string }[] = [];
      for await (const event of stream) events.push(event);
      expect(events.some((e) => e.type === 'partial')).toBe(true);
      const final = events.at(-1)!;
      expect(final.type).toBe('final');
      expect(final.text).toMatch(/five years of experience/);
      expect(final.text).toMatch(/web applications/);
    } finally {
      await stt.close();
    }
  });

  it('runs several streams at once, reusing its decoders', async () => {
    const stt = new PocketSphinxSTT({ workers: 2 });
    try {
      const sentences = [
        'I enjoy working with databases.',
        'We shipped the feature on time.',
        'Testing saves time later.',
      ];
      const audios = await Promise.all(sentences.map((s) => synthesizeAll(fliteTTS(), s)));
      const recognise = async (audio: Int16Array) => {
        const stream = stt.stream();
        for (const frame of frames(audio)) stream.pushFrame(frame);
        stream.endInput();
        return finalText(stream);
      };
      const first = await Promise.all(audios.map(recognise));
      expect(first[0]).toMatch(/databases/);
      expect(first[1]).toMatch(/the feature on time/);
      expect(first[2]).toMatch(/testing/);
      // Again, on the same decoders.
      expect(await recognise(audios[0]!)).toBe(first[0]);
    } finally {
      await stt.close();
    }
  });

  it('ends an aborted stream without a result', async () => {
    const stt = new PocketSphinxSTT({ workers: 1 });
    try {
      const controller = new AbortController();
      const stream = stt.stream({ signal: controller.signal });
      stream.pushFrame(new Int16Array(FRAME_SAMPLES));
      controller.abort();
      const events = [];
      for await (const event of stream) events.push(event);
      expect(events).toEqual([]);
    } finally {
      await stt.close();
    }
  });

  it('says what to install when its model is missing', () => {
    expect(() => new PocketSphinxSTT({ modelDir: '/nowhere' })).toThrow(
      /apt-get install pocketsphinx pocketsphinx-en-us/,
    );
  });
});

describe('the async queue under the engines', () => {
  it('gives a waiting reader the error it was closed with', async () => {
    const { AsyncQueue } = await import('./async-queue.ts');
    const queue = new AsyncQueue<number>();
    const reading = queue.next();
    queue.close(new Error('engine crashed'));
    await expect(reading).rejects.toThrow('engine crashed');
    await expect(queue.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it('delivers queued items before the error', async () => {
    const { AsyncQueue } = await import('./async-queue.ts');
    const queue = new AsyncQueue<number>();
    queue.push(1);
    queue.close(new Error('later'));
    await expect(queue.next()).resolves.toEqual({ value: 1, done: false });
    await expect(queue.next()).rejects.toThrow('later');
  });
});
