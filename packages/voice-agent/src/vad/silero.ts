import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Onnx from 'onnxruntime-web';
import { PipelineError } from '../errors.ts';
import type { FrameClassifier } from './vad.ts';

/** Silero VAD v5 at 16 kHz: 512 new samples (32 ms) per window, after 64 samples of the previous one. */
const WINDOW = 512;
const CONTEXT = 64;
const STATE_SIZE = 2 * 128;
/** A decision arriving this late is about the past: the model cannot keep up and the call must end. */
const MAX_LAG_MS = 1000;

type Ort = typeof Onnx;
type Session = Awaited<ReturnType<Ort['InferenceSession']['create']>>;

export interface SileroOptions {
  /** Speech starts when the model's probability reaches this. */
  threshold: number;
  /** …and stops when it falls below this (hysteresis keeps words in one piece). */
  releaseThreshold: number;
}

export const DEFAULT_SILERO_OPTIONS: SileroOptions = { threshold: 0.5, releaseThreshold: 0.35 };

/** Where the model file is: it ships inside @ricky0123/vad-web. */
export function sileroModelPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@ricky0123/vad-web/package.json')), 'dist', 'silero_vad_v5.onnx');
}

/**
 * The Silero voice activity model, loaded once per process (onnxruntime-web's WebAssembly backend,
 * one thread) and shared by every call; each call gets its own `classifier()` with its own state.
 */
export class SileroVad {
  private constructor(
    private readonly ort: Ort,
    private readonly session: Session,
    private readonly options: SileroOptions,
  ) {}

  static async load(options: Partial<SileroOptions> = {}, modelPath = sileroModelPath()): Promise<SileroVad> {
    try {
      const ort = await import('onnxruntime-web');
      ort.env.wasm.numThreads = 1;
      const session = await ort.InferenceSession.create(await readFile(modelPath));
      return new SileroVad(ort, session, { ...DEFAULT_SILERO_OPTIONS, ...options });
    } catch (error) {
      throw PipelineError.unavailable('vad', `the Silero voice activity model cannot load (${String(error)})`, error);
    }
  }

  classifier(): SileroClassifier {
    return new SileroClassifier(this.ort, this.session, this.options);
  }

  /** The speech probability of each 32 ms window of some audio, from a fresh state (for tests and tuning). */
  async probabilities(samples: Int16Array): Promise<number[]> {
    const classifier = this.classifier();
    const out: number[] = [];
    for (let offset = 0; offset + WINDOW <= samples.length; offset += WINDOW) {
      out.push(await classifier.infer(samples.subarray(offset, offset + WINDOW)));
    }
    return out;
  }
}

/**
 * Silero's decision for a call's 20 ms frames. The model reads 32 ms windows and answers
 * asynchronously (well under a millisecond of CPU each), so a frame gets the latest answer: the
 * decision trails the audio by at most one window, which endpointing's silence window absorbs.
 */
export class SileroClassifier implements FrameClassifier {
  private state: Float32Array = new Float32Array(STATE_SIZE);
  private readonly window = new Int16Array(WINDOW);
  private context = new Float32Array(CONTEXT);
  private filled = 0;
  private speech = false;
  private running: Promise<void> = Promise.resolve();
  private error: PipelineError | undefined;

  constructor(
    private readonly ort: Ort,
    private readonly session: Session,
    private readonly options: SileroOptions,
  ) {}

  /** Set once the model has failed; the call should end naming the VAD. */
  get failure(): PipelineError | undefined {
    return this.error;
  }

  isSpeech(frame: Int16Array): boolean {
    let read = 0;
    while (read < frame.length) {
      const take = Math.min(WINDOW - this.filled, frame.length - read);
      this.window.set(frame.subarray(read, read + take), this.filled);
      this.filled += take;
      read += take;
      if (this.filled === WINDOW) {
        this.schedule(this.window.slice());
        this.filled = 0;
      }
    }
    return this.speech;
  }

  /** Resolves once every window given so far has been decided (frames keep their order either way). */
  settled(): Promise<void> {
    return this.running;
  }

  private schedule(window: Int16Array) {
    const arrivedAt = performance.now();
    this.running = this.running.then(async () => {
      if (this.error) return;
      try {
        const p = await this.infer(window);
        this.speech = this.speech ? p >= this.options.releaseThreshold : p >= this.options.threshold;
      } catch (error) {
        this.error = new PipelineError('vad', `the Silero voice activity model failed (${String(error)})`, {
          cause: error,
        });
        return;
      }
      const lag = performance.now() - arrivedAt;
      if (lag > MAX_LAG_MS) {
        this.error = new PipelineError(
          'vad',
          `the Silero voice activity model fell ${Math.round(lag)} ms behind the audio`,
        );
      }
    });
  }

  /** Runs one window through the model, carrying the state and the 64-sample context forward. */
  async infer(window: Int16Array): Promise<number> {
    const input = new Float32Array(CONTEXT + WINDOW);
    input.set(this.context);
    for (let i = 0; i < WINDOW; i++) input[CONTEXT + i] = (window[i] ?? 0) / 32768;
    this.context = input.slice(WINDOW);
    const { Tensor } = this.ort;
    const result = await this.session.run({
      input: new Tensor('float32', input, [1, CONTEXT + WINDOW]),
      state: new Tensor('float32', this.state, [2, 1, 128]),
      sr: new Tensor('int64', BigInt64Array.of(16000n), []),
    });
    const output = result['output'];
    const stateN = result['stateN'];
    if (!output || !stateN) throw new Error('the model returned no output');
    this.state = stateN.data as Float32Array;
    return (output.data as Float32Array)[0] ?? 0;
  }
}
