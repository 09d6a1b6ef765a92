// @ts-check
'use strict';
/**
 * The audio worklets of audio-mode calls, run on the browser's audio thread. Plain JavaScript because
 * a worklet is loaded by URL (`audioWorklet.addModule`) and cannot import TypeScript or other modules;
 * the wire format below is therefore repeated here from `audio-io.ts` (docs/call-protocol.md §2).
 *
 * - `mockingbird-capture`: the microphone at the context's rate → 16 kHz s16le frames of 20 ms,
 *   posted (transferred) to the main thread, plus `{ type: 'level', level }` about every 50 ms.
 * - `mockingbird-playback`: the assistant's 16 kHz s16le frames, posted in → the context's rate,
 *   through a jitter buffer, plus the level of what is heard about every 50 ms.
 *
 * The DSP lives in small classes (Resampler, SampleQueue, LevelMeter) that the tests reach directly.
 */

/** @typedef {{ readonly port: MessagePort }} ProcessorBase */
/**
 * The AudioWorkletGlobalScope names this file uses. Read through `globalThis` so that type checking
 * and the tests' sandbox need no ambient declarations.
 * @typedef {object} WorkletScope
 * @property {number} sampleRate
 * @property {new () => ProcessorBase} AudioWorkletProcessor
 * @property {(name: string, processor: new () => ProcessorBase) => void} registerProcessor
 */
const scope = /** @type {WorkletScope} */ (/** @type {unknown} */ (globalThis));

const WIRE_SAMPLE_RATE = 16000;
const WIRE_FRAME_SAMPLES = 320;
const LEVEL_INTERVAL_SECONDS = 0.05;
/**
 * Three wire frames: enough to ride out normal network jitter without a noticeable delay. Less than
 * that plays too once no frame has come for as long (the end of an utterance after an underrun).
 */
const PREBUFFER_SECONDS = 0.06;
/** Beyond this the oldest audio is dropped, so a stalled-then-bursting socket cannot build up latency. */
const MAX_BUFFER_SECONDS = 2;
/**
 * Browsers' rates (8k…192k) need at most 441 filter phases against 16 kHz; other rates use the phase at
 * or just before the exact position, at most 1/1024 of a sample early.
 */
const MAX_PHASES = 1024;
const RENDER_QUANTUM = 128;

/**
 * @param {number} a
 * @param {number} b
 */
function gcd(a, b) {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * A Blackman-windowed sinc low-pass with `2 * half` taps, for each of `phases` fractional positions
 * between input samples, row after row: row p holds the taps for an output p/phases of a sample after
 * the window's centre, tap k weighting the k-th oldest of the latest `2 * half` inputs.
 * @param {number} cutoff −6 dB point, in cycles per input sample
 * @param {number} half
 * @param {number} phases
 */
function lowPass(cutoff, half, phases) {
  const taps = 2 * half;
  const coefficients = new Float32Array(phases * taps);
  for (let phase = 0; phase < phases; phase++) {
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      // Distance in input samples from the output instant to the k-th sample of the window.
      const t = phase / phases - k + half - 1;
      const x = Math.PI * 2 * cutoff * t;
      const sinc = x === 0 ? 1 : Math.sin(x) / x;
      const u = (2 * Math.PI * (t + half)) / taps;
      const value = sinc * (0.42 - 0.5 * Math.cos(u) + 0.08 * Math.cos(2 * u));
      coefficients[phase * taps + k] = value;
      sum += value;
    }
    // Unity gain at DC in every phase, or upsampling would add a faint tone at the phase rate.
    for (let k = phase * taps; k < (phase + 1) * taps; k++)
      coefficients[k] = /** @type {number} */ (coefficients[k]) / sum;
  }
  return coefficients;
}

/**
 * A streaming windowed-sinc resampler for any pair of rates, fed one sample at a time.
 *
 * The low-pass passes up to 7/8 of the lower Nyquist frequency and stops from that Nyquist on
 * (7 kHz / 8 kHz against 16 kHz): when downsampling nothing above 8 kHz folds back into the speech
 * band, and when upsampling the images above 8 kHz are removed. A Blackman window gives about 74 dB
 * of stop-band attenuation for 5.5 / (transition width) taps.
 *
 * Positions are kept as an integer plus a fraction with an integer numerator, so the output has
 * exactly `outputRate / inputRate` samples per input sample over any length of call (no drift).
 * Output n is the signal at input time n·inputRate/outputRate − `delay`, and is emitted as soon as
 * the input sample at n·inputRate/outputRate has arrived: after N input samples exactly
 * ceil(N·outputRate/inputRate) samples have come out.
 */
class Resampler {
  /**
   * @param {number} inputRate Hz
   * @param {number} outputRate Hz
   * @param {(sample: number) => void} emit receives each output sample as soon as it can be computed
   */
  constructor(inputRate, outputRate, emit) {
    const from = Math.round(inputRate);
    const to = Math.round(outputRate);
    const divisor = gcd(from, to);
    const numerator = from / divisor;
    this.inputRate = from;
    this.emit = emit;
    // Each output advances the input by numerator/denominator samples = step + carry/denominator.
    this.denominator = to / divisor;
    this.step = Math.floor(numerator / this.denominator);
    this.carry = numerator % this.denominator;

    const nyquist = Math.min(from, to) / 2;
    const cutoff = (0.9375 * nyquist) / from; // −6 dB point, in cycles per input sample
    const transition = (0.125 * nyquist) / from;
    this.half = Math.ceil(2.75 / transition);
    this.taps = 2 * this.half;
    this.phases = Math.min(this.denominator, MAX_PHASES);
    this.coefficients = lowPass(cutoff, this.half, this.phases);
    // The window is written twice, `taps` apart, so the latest `taps` samples are always contiguous.
    this.history = new Float32Array(2 * this.taps);
    this.write = 0;
    this.wait = 0;
    this.fraction = 0;
  }

  /** How far the output lags the input, in seconds (half the filter). */
  get delay() {
    return this.half / this.inputRate;
  }

  /** @param {number} sample */
  push(sample) {
    const { history, coefficients, taps } = this;
    history[this.write] = sample;
    history[this.write + taps] = sample;
    this.write = this.write + 1 === taps ? 0 : this.write + 1;
    while (this.wait === 0) {
      const offset = Math.floor((this.fraction * this.phases) / this.denominator) * taps;
      let output = 0;
      for (let k = 0; k < taps; k++)
        output += /** @type {number} */ (history[this.write + k]) * /** @type {number} */ (coefficients[offset + k]);
      this.emit(output);
      this.wait += this.step;
      this.fraction += this.carry;
      if (this.fraction >= this.denominator) {
        this.fraction -= this.denominator;
        this.wait++;
      }
    }
    this.wait--;
  }

  /** Forgets the past, as if new: the next sample starts a new signal. */
  reset() {
    this.history.fill(0);
    this.write = 0;
    this.wait = 0;
    this.fraction = 0;
  }
}

/** A fixed-capacity FIFO of samples; pushing into a full queue drops the oldest sample. */
class SampleQueue {
  /** @param {number} capacity */
  constructor(capacity) {
    this.buffer = new Float32Array(capacity);
    this.start = 0;
    this.size = 0;
  }

  /** @param {number} sample */
  push(sample) {
    const capacity = this.buffer.length;
    const end = this.start + this.size;
    this.buffer[end >= capacity ? end - capacity : end] = sample;
    if (this.size < capacity) this.size++;
    else this.start = this.start + 1 === capacity ? 0 : this.start + 1;
  }

  /**
   * Moves up to `target.length` samples into `target`; returns how many.
   * @param {Float32Array} target
   */
  shift(target) {
    const count = Math.min(this.size, target.length);
    for (let i = 0; i < count; i++) {
      target[i] = /** @type {number} */ (this.buffer[this.start]);
      this.start = this.start + 1 === this.buffer.length ? 0 : this.start + 1;
    }
    this.size -= count;
    return count;
  }

  clear() {
    this.start = 0;
    this.size = 0;
  }
}

/**
 * RMS over consecutive 50 ms windows, 0..1. RMS rather than peak so that normal speech reads about
 * 0.05–0.3 and the client's `volume-level` scale (speech-detector.ts) applies.
 */
class LevelMeter {
  /**
   * @param {number} rate of the samples added, Hz
   * @param {(level: number) => void} report called at the end of each window
   */
  constructor(rate, report) {
    this.window = Math.max(1, Math.round(rate * LEVEL_INTERVAL_SECONDS));
    this.report = report;
    this.sum = 0;
    this.count = 0;
  }

  /** @param {number} sample */
  add(sample) {
    this.sum += sample * sample;
    if (++this.count === this.window) {
      this.report(Math.min(1, Math.sqrt(this.sum / this.count)));
      this.sum = 0;
      this.count = 0;
    }
  }

  reset() {
    this.sum = 0;
    this.count = 0;
  }
}

/**
 * The microphone → wire frames. The input is the first channel of the first input (the node
 * downmixes to mono); with nothing connected it counts as silence, so frames keep their real-time
 * pace with the microphone off, as they do while muted.
 */
class CaptureProcessor extends scope.AudioWorkletProcessor {
  constructor() {
    super();
    this.muted = false;
    this.frame = new DataView(new ArrayBuffer(WIRE_FRAME_SAMPLES * 2));
    this.filled = 0;
    this.meter = new LevelMeter(WIRE_SAMPLE_RATE, (level) => this.port.postMessage({ type: 'level', level }));
    this.resampler = new Resampler(scope.sampleRate, WIRE_SAMPLE_RATE, (sample) => this.take(sample));
    this.port.onmessage = (event) => {
      /** @type {unknown} */
      const data = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'mute')
        this.muted = 'muted' in data && data.muted === true;
    };
  }

  /**
   * @param {Float32Array[][]} inputs
   * @param {Float32Array[][]} outputs
   */
  process(inputs, outputs) {
    const samples = inputs[0]?.[0];
    if (samples) for (let i = 0; i < samples.length; i++) this.resampler.push(/** @type {number} */ (samples[i]));
    else for (let i = outputs[0]?.[0]?.length ?? RENDER_QUANTUM; i > 0; i--) this.resampler.push(0);
    return true;
  }

  /** @param {number} sample one 16 kHz sample */
  take(sample) {
    // Muting replaces what is sent, not what is resampled, so unmuting resumes without a filter warm-up.
    const clipped = this.muted ? 0 : Math.max(-1, Math.min(1, sample));
    this.frame.setInt16(this.filled * 2, Math.round(clipped * 32767), true);
    this.meter.add(clipped);
    if (++this.filled === WIRE_FRAME_SAMPLES) {
      const buffer = this.frame.buffer;
      this.port.postMessage(buffer, [buffer]);
      this.frame = new DataView(new ArrayBuffer(WIRE_FRAME_SAMPLES * 2));
      this.filled = 0;
    }
  }
}

/**
 * The assistant's frames → the speakers. Frames are upsampled as they arrive (one resampler, so the
 * signal stays continuous across frames) into a queue at the context's rate. Playback starts once
 * PREBUFFER_SECONDS are queued; an underrun plays silence and waits for the prebuffer again.
 * The resampler holds back its last 2.75 ms until more audio comes (its look-ahead); at the end of
 * an utterance that is usually its trailing silence.
 */
class PlaybackProcessor extends scope.AudioWorkletProcessor {
  constructor() {
    super();
    const rate = scope.sampleRate;
    this.queue = new SampleQueue(Math.round(rate * MAX_BUFFER_SECONDS));
    this.prebuffer = Math.round(rate * PREBUFFER_SECONDS);
    this.playing = false;
    /** Output samples rendered since the last frame came in. */
    this.sinceFrame = 0;
    this.resampler = new Resampler(WIRE_SAMPLE_RATE, rate, (sample) => this.queue.push(sample));
    this.meter = new LevelMeter(rate, (level) => this.port.postMessage({ type: 'level', level }));
    this.port.onmessage = (event) => {
      /** @type {unknown} */
      const data = event.data;
      if (data instanceof ArrayBuffer) this.receive(data);
      else if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'flush') this.flush();
    };
  }

  /** @param {ArrayBuffer} pcm 16 kHz s16le */
  receive(pcm) {
    this.sinceFrame = 0;
    const view = new DataView(pcm);
    for (let i = 0; i + 1 < view.byteLength; i += 2) this.resampler.push(view.getInt16(i, true) / 32768);
  }

  /** Barge-in: everything queued goes at once, and the level drops to 0 now rather than 50 ms later. */
  flush() {
    this.queue.clear();
    this.resampler.reset();
    this.playing = false;
    this.meter.reset();
    this.port.postMessage({ type: 'level', level: 0 });
  }

  /**
   * @param {Float32Array[][]} _inputs
   * @param {Float32Array[][]} outputs
   */
  process(_inputs, outputs) {
    const channels = outputs[0] ?? [];
    const first = channels[0];
    if (!first) return true;
    this.sinceFrame += first.length;
    const waited = this.queue.size > 0 && this.sinceFrame >= this.prebuffer;
    if (!this.playing && (this.queue.size >= this.prebuffer || waited)) this.playing = true;
    const played = this.playing ? this.queue.shift(first) : 0;
    if (played < first.length) {
      this.playing = false;
      first.fill(0, played);
    }
    for (let c = 1; c < channels.length; c++) channels[c]?.set(first);
    for (let i = 0; i < first.length; i++) this.meter.add(/** @type {number} */ (first[i]));
    return true;
  }
}

scope.registerProcessor('mockingbird-capture', CaptureProcessor);
scope.registerProcessor('mockingbird-playback', PlaybackProcessor);
