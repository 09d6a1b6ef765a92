import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WIRE_FRAME_BYTES, WIRE_FRAME_SAMPLES, WIRE_SAMPLE_RATE } from './audio-io.ts';

// The real worklet file, compiled as a function whose `globalThis` parameter stands in for the
// AudioWorkletGlobalScope (the only way the file reaches it), returning the DSP classes for direct tests.
// (A vm context would do too, but its global lookups make Math.sin 20 times slower.)
const compiled = vm.compileFunction(
  `${readFileSync(new URL('./worklets.js', import.meta.url), 'utf8')}\nreturn { Resampler };`,
  ['globalThis'],
  { filename: 'worklets.js' },
) as (scope: object) => { Resampler: new (from: number, to: number, emit: (sample: number) => void) => Resampler };

class StubPort {
  readonly posted: { data: unknown; transfer: unknown[] | undefined }[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  postMessage(data: unknown, transfer?: unknown[]) {
    this.posted.push({ data, transfer });
  }
  /** A message from the main thread. */
  deliver(data: unknown) {
    this.onmessage?.({ data });
  }
}

class StubProcessor {
  readonly port = new StubPort();
}

interface Processor {
  readonly port: StubPort;
  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}
interface Resampler {
  readonly delay: number;
  push(sample: number): void;
}

function loadWorklets(sampleRate: number) {
  const registered = new Map<string, new () => Processor>();
  const { Resampler: ResamplerClass } = compiled({
    sampleRate,
    AudioWorkletProcessor: StubProcessor,
    registerProcessor: (name: string, processor: new () => Processor) => registered.set(name, processor),
  });
  const processor = (name: string) => {
    const Processor = registered.get(name);
    if (!Processor) throw new Error(`${name} was not registered`);
    return new Processor();
  };
  return {
    capture: () => processor('mockingbird-capture'),
    playback: () => processor('mockingbird-playback'),
    /** The delay of a resampler between these rates, in seconds. */
    delay: (from: number, to: number) => new ResamplerClass(from, to, () => undefined).delay,
    /** Resamples a whole signal, without the processors' 16-bit rounding. */
    resample(from: number, to: number, signal: Float32Array) {
      const output: number[] = [];
      const resampler = new ResamplerClass(from, to, (sample) => output.push(sample));
      for (const sample of signal) resampler.push(sample);
      return output;
    },
  };
}

const tone = (frequency: number, amplitude: number, rate: number, seconds: number) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate),
  );

const rms = (samples: ArrayLike<number>) =>
  Math.sqrt(Array.from(samples).reduce((sum, s) => sum + s * s, 0) / samples.length);
const decibels = (ratio: number) => 20 * Math.log10(ratio);

const isBuffer = (data: unknown): data is ArrayBuffer =>
  typeof data === 'object' && data !== null && 'byteLength' in data && !('type' in data);
const isLevel = (data: unknown): data is { type: 'level'; level: number } =>
  typeof data === 'object' && data !== null && 'type' in data && data.type === 'level';

const framesOf = (port: StubPort) => port.posted.map((message) => message.data).filter(isBuffer);
const levelsOf = (port: StubPort) =>
  port.posted
    .map((message) => message.data)
    .filter(isLevel)
    .map((message) => message.level);

/** The frames' samples, -1..1. */
function decode(frames: ArrayBuffer[]) {
  const samples: number[] = [];
  for (const frame of frames) {
    const view = new DataView(frame);
    for (let i = 0; i < view.byteLength; i += 2) samples.push(view.getInt16(i, true) / 32767);
  }
  return samples;
}

/** Feeds `signal` to the capture processor in render blocks (128 samples, or the given sizes in turn). */
function feed(processor: Processor, signal: Float32Array, blockSizes: number[] = [128]) {
  for (let start = 0, b = 0; start < signal.length; b++) {
    const size = blockSizes[b % blockSizes.length] ?? 128;
    processor.process([[signal.subarray(start, start + size)]], [[new Float32Array(128)]]);
    start += size;
  }
}

/** Renders `blocks` blocks of the playback processor, concatenated. */
function render(processor: Processor, blocks: number) {
  const out = new Float32Array(blocks * 128);
  for (let b = 0; b < blocks; b++) {
    const block = new Float32Array(128);
    processor.process([], [[block]]);
    out.set(block, b * 128);
  }
  return out;
}

/** One wire frame (or several) of 16 kHz samples, -1..1, as s16le. */
function pcm(samples: ArrayLike<number>) {
  const view = new DataView(new ArrayBuffer(samples.length * 2));
  for (let i = 0; i < samples.length; i++) view.setInt16(2 * i, Math.round((samples[i] ?? 0) * 32767), true);
  return view.buffer;
}

/** Delivers `samples` to the playback processor as 20 ms frames. */
function deliver(processor: Processor, samples: ArrayLike<number>) {
  const all = Array.from(samples);
  for (let start = 0; start < all.length; start += WIRE_FRAME_SAMPLES)
    processor.port.deliver(pcm(all.slice(start, start + WIRE_FRAME_SAMPLES)));
}

describe('Resampler', () => {
  const worklets = loadWorklets(48_000);
  /** Gain of a 0.5-amplitude tone through the resampler, in dB, past the filter's start. */
  const gain = (from: number, to: number, frequency: number) => {
    const out = worklets.resample(from, to, tone(frequency, 0.5, from, 0.1)).slice(Math.round(to * 0.01));
    return decibels(rms(out) / (0.5 / Math.SQRT2));
  };

  it.each([44_100, 48_000, 96_000])(
    'from %i Hz to 16 kHz: flat to 6.8 kHz, at least 72 dB down from 8.05 kHz',
    (rate) => {
      // pocketsphinx's 16 kHz models listen up to 6.8 kHz; everything from 8 kHz on would fold back.
      for (const frequency of [50, 300, 1000, 3400, 5000, 6800])
        expect(Math.abs(gain(rate, WIRE_SAMPLE_RATE, frequency)), `${frequency} Hz`).toBeLessThan(0.05);
      for (let frequency = 8_050; frequency < rate / 2; frequency += frequency < 9_000 ? 100 : 2_500)
        expect(gain(rate, WIRE_SAMPLE_RATE, frequency), `${frequency} Hz`).toBeLessThan(-72);
    },
  );
});

describe('mockingbird-capture', () => {
  it.each([44_100, 48_000])('keeps a 1 kHz tone at 1 kHz and its amplitude, from %i Hz to 16 kHz', (rate) => {
    const capture = loadWorklets(rate).capture();
    feed(capture, tone(1000, 0.5, rate, 1));
    const out = decode(framesOf(capture.port)).slice(WIRE_FRAME_SAMPLES); // past the filter's start
    let rising = 0;
    for (let i = 1; i < out.length; i++) if (out[i - 1]! < 0 && out[i]! >= 0) rising++;
    const seconds = out.length / WIRE_SAMPLE_RATE;
    expect(Math.abs(rising / seconds - 1000)).toBeLessThanOrEqual(1.5);
    expect(Math.max(...out.map(Math.abs))).toBeCloseTo(0.5, 2);
    expect(rms(out)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('matches the ideal tone sample by sample, whatever the block sizes (no clicks at block boundaries)', () => {
    const rate = 44_100;
    const worklets = loadWorklets(rate);
    const signal = tone(440, 0.8, rate, 0.5);
    const regular = worklets.capture();
    feed(regular, signal);
    const irregular = worklets.capture();
    feed(irregular, signal, [128, 1, 37, 300, 5]);
    const out = decode(framesOf(irregular.port));
    expect(out).toEqual(decode(framesOf(regular.port)));

    // Output n is the input at n/16000 s minus the filter's delay.
    const delay = worklets.delay(rate, WIRE_SAMPLE_RATE);
    let worst = 0;
    for (let n = WIRE_FRAME_SAMPLES; n < out.length; n++) {
      const ideal = 0.8 * Math.sin(2 * Math.PI * 440 * (n / WIRE_SAMPLE_RATE - delay));
      worst = Math.max(worst, Math.abs(out[n]! - ideal));
    }
    expect(worst).toBeLessThan(1e-4);
  });

  it.each([
    [48_000, 10_000],
    [44_100, 10_000],
    [44_100, 12_000],
    [96_000, 30_000],
  ])(
    'at %i Hz, attenuates a %i Hz tone by more than 60 dB instead of folding it into the speech band',
    (rate, frequency) => {
      const capture = loadWorklets(rate).capture();
      feed(capture, tone(frequency, 0.5, rate, 0.5));
      const out = decode(framesOf(capture.port)).slice(WIRE_FRAME_SAMPLES);
      const attenuation = decibels(rms(out) / (0.5 / Math.SQRT2));
      expect(attenuation).toBeLessThan(-60);
    },
  );

  it.each([
    [44_100, 10],
    [48_000, 10],
    [16_000, 3],
    [22_050, 3],
    [96_000, 3],
  ])(
    'at %i Hz, sends exactly 50 frames of 640 bytes per second of input over %i s, never drifting',
    (rate, seconds) => {
      const capture = loadWorklets(rate).capture();
      // Content does not matter here; one block of a tone, repeated, keeps the test fast.
      const block = tone(440, 0.3, rate, 128 / rate);
      const total = rate * seconds;
      let frames = 0;
      for (let fed = 0; fed < total;) {
        const size = Math.min(128, total - fed);
        const before = capture.port.posted.length;
        capture.process([[block.subarray(0, size)]], [[new Float32Array(128)]]);
        fed += size;
        for (let m = before; m < capture.port.posted.length; m++) if (isBuffer(capture.port.posted[m]?.data)) frames++;
        // The frames sent trail the input by less than one frame, at every block. (A frame goes as soon as
        // the input at the instant of its last sample has come, so it may be up to one 16 kHz sample early.)
        // Thrown, not expected: thousands of expect() calls are slow.
        const lag = fed / rate - frames * 0.02;
        if (lag <= -1 / WIRE_SAMPLE_RATE || lag >= 0.02) throw new Error(`lag ${lag} s after ${fed / rate} s`);
      }
      const messages = capture.port.posted.filter((message) => isBuffer(message.data));
      expect(messages).toHaveLength(50 * seconds);
      for (const { data, transfer } of messages) {
        expect((data as ArrayBuffer).byteLength).toBe(WIRE_FRAME_BYTES);
        expect(transfer).toEqual([data]);
      }
    },
  );

  it('sends silent frames at the same pace while muted, and audio again once unmuted', () => {
    const rate = 48_000;
    const capture = loadWorklets(rate).capture();
    const second = tone(1000, 0.5, rate, 1);
    feed(capture, second);
    capture.port.deliver({ type: 'mute', muted: true });
    const levelsBefore = levelsOf(capture.port).length;
    feed(capture, second);
    const mutedLevels = levelsOf(capture.port).slice(levelsBefore);
    capture.port.deliver({ type: 'mute', muted: false });
    feed(capture, second);

    const frames = framesOf(capture.port);
    expect(frames).toHaveLength(150);
    const peaks = frames.map((frame) => Math.max(...decode([frame]).map(Math.abs)));
    expect(peaks.slice(1, 50).every((peak) => peak > 0.45)).toBe(true);
    expect(peaks.slice(50, 100).every((peak) => peak === 0)).toBe(true);
    expect(peaks.slice(100).every((peak) => peak > 0.45)).toBe(true);
    expect(mutedLevels).toHaveLength(20);
    expect(mutedLevels.every((level) => level === 0)).toBe(true);
  });

  it('sends silent frames at real-time pace with no microphone connected', () => {
    const capture = loadWorklets(48_000).capture();
    for (let block = 0; block < 375; block++) capture.process([[]], [[new Float32Array(128)]]); // 1 s
    const frames = framesOf(capture.port);
    expect(frames).toHaveLength(50);
    expect(decode(frames).every((sample) => sample === 0)).toBe(true);
  });

  it('reports the level every 50 ms: 0 for silence, ~0.1 for speech-level audio, low for a quiet room', () => {
    const rate = 48_000;
    // A voiced sound: 140 Hz and its harmonics falling off as 1/k, at -20 dBFS RMS (normal speech).
    const voiced = Float32Array.from({ length: rate }, (_, i) => {
      let sum = 0;
      for (let k = 1; k <= 20; k++) sum += Math.sin((2 * Math.PI * 140 * k * i) / rate) / k;
      return sum;
    });
    const scale = 0.1 / rms(voiced);
    const speech = voiced.map((sample) => sample * scale);
    // A quiet room after noise suppression: -60 dBFS of white noise (a fixed-seed generator).
    let seed = 1;
    const room = Float32Array.from({ length: rate }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return (seed / 2 ** 31 - 0.5) * 2 * Math.sqrt(3) * 0.001;
    });

    const levels = (signal: Float32Array) => {
      const capture = loadWorklets(rate).capture();
      feed(capture, signal);
      return levelsOf(capture.port);
    };
    const silent = levels(new Float32Array(rate));
    expect(silent).toHaveLength(20);
    expect(silent.every((level) => level === 0)).toBe(true);
    const spoken = levels(speech).slice(1); // the first window includes the filter's start
    expect(spoken).toHaveLength(19);
    for (const level of spoken) {
      expect(level).toBeGreaterThan(0.09);
      expect(level).toBeLessThan(0.11);
    }
    expect(Math.max(...levels(room))).toBeLessThan(0.002);
  });
});

describe('mockingbird-playback', () => {
  const rate = 48_000;
  /** The blocks that 60 ms fill without running out. */
  const prebufferBlocks = Math.floor((0.06 * rate) / 128);

  it('plays 16 kHz frames at 48 kHz as one continuous signal', () => {
    const worklets = loadWorklets(rate);
    const playback = worklets.playback();
    deliver(playback, tone(1000, 0.5, WIRE_SAMPLE_RATE, 0.5));
    const out = render(playback, 200);
    // Exactly 0.5 s of audio comes out (24000 samples), then silence: nothing lost, nothing added.
    const lastSound = out.findLastIndex((sample) => sample !== 0);
    expect(lastSound).toBeGreaterThan(24_000 - 10);
    expect(lastSound).toBeLessThan(24_000);
    expect(out.subarray(24_000).every((sample) => sample === 0)).toBe(true);

    const delay = worklets.delay(WIRE_SAMPLE_RATE, rate);
    let worst = 0;
    for (let n = 400; n < 24_000; n++) {
      const ideal = 0.5 * Math.sin(2 * Math.PI * 1000 * (n / rate - delay));
      worst = Math.max(worst, Math.abs(out[n]! - ideal));
    }
    expect(worst).toBeLessThan(1e-4);
  });

  it('waits for 60 ms of audio before playing', () => {
    const playback = loadWorklets(rate).playback();
    const speech = tone(1000, 0.5, WIRE_SAMPLE_RATE, 0.06);
    deliver(playback, speech.subarray(0, 2 * WIRE_FRAME_SAMPLES));
    expect(render(playback, 10).every((sample) => sample === 0)).toBe(true);
    deliver(playback, speech.subarray(2 * WIRE_FRAME_SAMPLES));
    expect(rms(render(playback, 3))).toBeGreaterThan(0.2);
  });

  it('plays less than 60 ms once no frame has come for 60 ms (the end of an utterance)', () => {
    const playback = loadWorklets(rate).playback();
    deliver(playback, new Array<number>(WIRE_FRAME_SAMPLES).fill(0.5));
    const out = render(playback, 40);
    const start = prebufferBlocks * 128; // the first block that ends 60 ms after the frame came
    expect(out.subarray(0, start).every((sample) => sample === 0)).toBe(true);
    expect(out[start + 480]).toBeCloseTo(0.5, 3);
    expect(out.subarray(start + 960).every((sample) => sample === 0)).toBe(true);
  });

  it('plays silence on underrun, then waits for 60 ms again', () => {
    const playback = loadWorklets(rate).playback();
    const steady = new Array<number>(WIRE_FRAME_SAMPLES).fill(0.5);
    for (let frame = 0; frame < 3; frame++) deliver(playback, steady);
    const out = render(playback, 30);
    // All 2880 samples (60 ms) are played, the rest of the block and the blocks after it are silent.
    expect(out[2879]).toBeCloseTo(0.5, 3);
    expect(out.subarray(2880).every((sample) => sample === 0)).toBe(true);

    for (let frame = 0; frame < 2; frame++) deliver(playback, steady);
    expect(render(playback, 10).every((sample) => sample === 0)).toBe(true);
    deliver(playback, steady);
    const resumed = render(playback, prebufferBlocks);
    expect(resumed.every((sample) => Math.abs(sample - 0.5) < 1e-3)).toBe(true);
  });

  it('drops everything queued at once on flush, and reports level 0 at once', () => {
    const playback = loadWorklets(rate).playback();
    deliver(playback, tone(1000, 0.5, WIRE_SAMPLE_RATE, 0.2));
    expect(rms(render(playback, 20))).toBeGreaterThan(0.3);
    playback.port.deliver({ type: 'flush' });
    expect(levelsOf(playback.port).at(-1)).toBe(0);
    expect(render(playback, 100).every((sample) => sample === 0)).toBe(true);

    // What comes after the flush plays exactly as on a new processor: nothing of the old audio in front.
    const next = tone(440, 0.3, WIRE_SAMPLE_RATE, 0.06);
    deliver(playback, next);
    const fresh = loadWorklets(rate).playback();
    deliver(fresh, next);
    expect(render(playback, prebufferBlocks)).toEqual(render(fresh, prebufferBlocks));
  });

  it('keeps at most 2 s queued, dropping the oldest audio', () => {
    const playback = loadWorklets(rate).playback();
    // A 3 s ramp from 0 to 0.9, so each sample says when it was sent.
    const ramp = Array.from({ length: 3 * WIRE_SAMPLE_RATE }, (_, n) => (0.9 * n) / (3 * WIRE_SAMPLE_RATE));
    deliver(playback, ramp);
    const out = render(playback, 800);
    const played = out.findLastIndex((sample) => sample !== 0) + 1;
    expect(played).toBe(2 * rate);
    // The ramp is 0.3 per second: the first sample played was sent at 1 s, the last at 3 s (less the filter's delay).
    const delay = loadWorklets(rate).delay(WIRE_SAMPLE_RATE, rate);
    expect(out[0]).toBeCloseTo(0.3 * (1 - delay), 4);
    expect(out[played - 1]).toBeCloseTo(0.3 * ((3 * rate - 1) / rate - delay), 4);
  });

  it('reports the level of what it plays every 50 ms, 0 when there is nothing to play', () => {
    const playback = loadWorklets(rate).playback();
    render(playback, 75); // 200 ms of nothing
    const idle = levelsOf(playback.port);
    expect(idle).toHaveLength(4);
    expect(idle.every((level) => level === 0)).toBe(true);

    deliver(playback, tone(1000, 0.15, WIRE_SAMPLE_RATE, 0.5));
    render(playback, 150);
    const playing = levelsOf(playback.port).slice(idle.length + 1, -1);
    expect(playing.length).toBeGreaterThanOrEqual(6);
    for (const level of playing) expect(level).toBeCloseTo(0.15 / Math.SQRT2, 2);
  });
});
