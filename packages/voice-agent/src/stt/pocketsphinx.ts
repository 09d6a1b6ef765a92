import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type * as Koffi from 'koffi';
import { AsyncQueue } from '../async-queue.ts';
import { PipelineError } from '../errors.ts';
import type { SpeechEvent, SpeechStream, STT } from './stt.ts';

export const DEFAULT_POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** The shared libraries the decoders run on (pocketsphinx-worker.mjs loads the same). */
const LIBRARIES = ['libsphinxbase.so.3', 'libpocketsphinx.so.3'];
/** Libraries this process has opened already (checking again would change nothing). */
const opened = new Set<string>();

interface WorkerMessage {
  type: 'partial' | 'final' | 'error' | 'warm';
  id: string;
  text?: string;
  message?: string;
}

/**
 * Offline speech recognition with CMU pocketsphinx (Debian's pocketsphinx and pocketsphinx-en-us),
 * in process through libpocketsphinx, on worker threads so decoding never blocks the calls'
 * real-time audio. Decoders are kept and reused; each utterance streams into one.
 */
export class PocketSphinxSTT implements STT {
  readonly name = 'pocketsphinx';
  readonly capabilities = { streaming: true, partials: true };
  private readonly workers: { worker: Worker; streams: number }[];
  private readonly streams = new Map<string, AsyncQueue<SpeechEvent>>();
  private nextId = 0;

  constructor(options: { modelDir?: string; workers?: number } = {}) {
    const modelDir = options.modelDir ?? DEFAULT_POCKETSPHINX_MODEL_DIR;
    PocketSphinxSTT.check(modelDir);
    const count = Math.max(1, options.workers ?? Math.min(2, os.availableParallelism()));
    const script = fileURLToPath(new URL('./pocketsphinx-worker.mjs', import.meta.url));
    this.workers = Array.from({ length: count }, () => {
      const worker = new Worker(script, { workerData: { modelDir } });
      worker.on('message', (message: WorkerMessage) => this.onMessage(message));
      worker.on('error', (error) => this.failAll(error));
      worker.unref();
      return { worker, streams: 0 };
    });
  }

  /**
   * Throws a clear error when the engine cannot run here, naming what to install or set. Cheap: it
   * looks for the model's files and opens the libraries, without loading the model.
   */
  static check(modelDir: string, libraries: readonly string[] = LIBRARIES) {
    const missing = ['/en-us', '/en-us.lm.bin', '/cmudict-en-us.dict'].filter((file) => !existsSync(modelDir + file));
    if (missing.length > 0) {
      throw PipelineError.unavailable(
        'stt',
        `pocketsphinx's English model is missing in ${modelDir}: install it with "apt-get install pocketsphinx pocketsphinx-en-us libpocketsphinx-dev" or set POCKETSPHINX_MODEL_DIR`,
      );
    }
    // koffi is loaded only here, so servers that never use pocketsphinx never load the native module.
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
    for (const library of libraries) {
      if (opened.has(library)) continue;
      try {
        // Kept open, never unloaded: decoder threads of this process use the same library, and
        // unloading it while one runs crashed the process.
        koffi.load(library);
        opened.add(library);
      } catch (error) {
        throw PipelineError.unavailable(
          'stt',
          `pocketsphinx's library ${library} cannot be loaded: install it with "apt-get install libpocketsphinx-dev"`,
          error,
        );
      }
    }
  }

  /** Loads one decoder per worker ahead of the first call, so it does not wait for the model. */
  async warmUp(): Promise<void> {
    await Promise.all(
      this.workers.map(
        ({ worker }) =>
          new Promise<void>((resolve, reject) => {
            const id = `warm-${this.nextId++}`;
            const queue = new AsyncQueue<SpeechEvent>();
            this.streams.set(id, queue);
            void queue.next().then(() => resolve(), reject);
            worker.postMessage({ type: 'warm', id });
          }),
      ),
    );
  }

  private onMessage(message: WorkerMessage) {
    const queue = this.streams.get(message.id);
    if (!queue) return;
    if (message.type === 'warm') {
      this.streams.delete(message.id);
      queue.close();
    } else if (message.type === 'partial') {
      queue.push({ type: 'partial', text: message.text ?? '' });
    } else if (message.type === 'final') {
      queue.push({ type: 'final', text: message.text ?? '' });
      this.streams.delete(message.id);
      queue.close();
    } else {
      this.streams.delete(message.id);
      queue.close(
        new PipelineError('stt', `pocketsphinx failed: ${message.message ?? 'unknown error'}`, { recoverable: true }),
      );
    }
  }

  private failAll(error: unknown) {
    for (const [id, queue] of this.streams) {
      this.streams.delete(id);
      queue.close(new PipelineError('stt', 'pocketsphinx stopped working', { cause: error }));
    }
  }

  stream(options: { signal?: AbortSignal } = {}): SpeechStream {
    const id = `s${this.nextId++}`;
    const slot = this.workers.reduce((least, w) => (w.streams < least.streams ? w : least));
    slot.streams += 1;
    const queue = new AsyncQueue<SpeechEvent>();
    this.streams.set(id, queue);
    slot.worker.postMessage({ type: 'open', id });
    let open = true;
    const finish = (type: 'end' | 'abort') => {
      if (!open) return;
      open = false;
      slot.streams -= 1;
      slot.worker.postMessage({ type, id });
      if (type === 'abort') {
        this.streams.delete(id);
        queue.close();
      }
    };
    options.signal?.addEventListener('abort', () => finish('abort'), { once: true });
    return {
      pushFrame(frame) {
        if (!open) return;
        const copy = frame.slice();
        slot.worker.postMessage({ type: 'audio', id, buffer: copy.buffer }, [copy.buffer]);
      },
      endInput: () => finish('end'),
      close: () => finish('abort'),
      [Symbol.asyncIterator]: () => queue[Symbol.asyncIterator](),
    };
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}
