import { AsyncQueue } from '../async-queue.ts';
import { concatSamples, SAMPLE_RATE } from '../audio/pcm.ts';
import { encodeWav } from '../audio/wav.ts';
import { PipelineError } from '../errors.ts';
import { describeNetworkError, openAiErrorMessage } from '../http.ts';
import type { SpeechEvent, SpeechStream, STT } from './stt.ts';

export interface OpenAiSTTOptions {
  /** The API base, e.g. https://api.openai.com/v1 (OPENAI_BASE_URL). */
  baseUrl: string;
  /** Sent as a bearer token when given (OPENAI_API_KEY); local servers may need none. */
  apiKey?: string;
  /** e.g. whisper-1 (OPENAI_STT_MODEL). */
  model: string;
  fetch?: typeof fetch;
  /** How long one transcription request may take, response included; 20 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * Speech recognition through an OpenAI-compatible `POST /audio/transcriptions` (OpenAI, or a local
 * whisper server). Not streaming: the utterance's frames are kept until its end, then sent as one
 * 16 kHz WAV, and the answer is the one final result.
 */
export class OpenAiSTT implements STT {
  readonly name = 'openai';
  readonly capabilities = { streaming: false, partials: false };
  private readonly open = new Set<() => void>();

  constructor(private readonly options: OpenAiSTTOptions) {}

  stream(options: { signal?: AbortSignal } = {}): SpeechStream {
    const queue = new AsyncQueue<SpeechEvent>();
    const controller = new AbortController();
    let frames: Int16Array[] = [];
    let state: 'listening' | 'transcribing' | 'done' = 'listening';
    // Kept here rather than in the queue: a queue closed with an error while its reader is waiting
    // ends that reader without the error.
    let failure: PipelineError | undefined;

    const finish = (error?: PipelineError) => {
      if (state === 'done') return;
      state = 'done';
      frames = [];
      failure = error;
      options.signal?.removeEventListener('abort', abort);
      this.open.delete(abort);
      queue.close();
    };
    function abort() {
      controller.abort();
      finish();
    }
    this.open.add(abort);
    if (options.signal?.aborted) abort();
    else options.signal?.addEventListener('abort', abort, { once: true });

    const endInput = () => {
      if (state !== 'listening') return;
      state = 'transcribing';
      const samples = concatSamples(frames);
      frames = [];
      if (samples.length === 0) {
        queue.push({ type: 'final', text: '' });
        finish();
        return;
      }
      this.transcribe(samples, controller.signal).then(
        (text) => {
          if (state !== 'transcribing') return;
          queue.push({ type: 'final', text });
          finish();
        },
        (error: unknown) => {
          if (state !== 'transcribing') return;
          finish(error instanceof PipelineError ? error : new PipelineError('stt', String(error), { cause: error }));
        },
      );
    };

    return {
      pushFrame(frame) {
        if (state === 'listening') frames.push(frame.slice());
      },
      endInput,
      close: abort,
      async *[Symbol.asyncIterator]() {
        for await (const event of queue) yield event;
        if (failure) throw failure;
      },
    };
  }

  /** The utterance's text; throws a PipelineError, or nothing useful once `signal` is aborted. */
  private async transcribe(samples: Int16Array, signal: AbortSignal): Promise<string> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(encodeWav(samples, SAMPLE_RATE))], { type: 'audio/wav' }),
      'utterance.wav',
    );
    form.append('model', this.options.model);
    form.append('language', 'en');
    form.append('response_format', 'json');
    const headers: Record<string, string> = {};
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;

    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const requestSignal = AbortSignal.any([signal, timeout]);
    const failed = (error: unknown) =>
      timeout.aborted && !signal.aborted
        ? new PipelineError('stt', `OpenAI transcription at ${url} timed out`, {
            retryable: true,
            recoverable: true,
            cause: error,
          })
        : new PipelineError('stt', `OpenAI transcription at ${url} failed: ${describeNetworkError(error)}`, {
            retryable: true,
            recoverable: true,
            cause: error,
          });

    let response: Response;
    let body: string;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        method: 'POST',
        headers,
        body: form,
        signal: requestSignal,
      });
      body = await response.text();
    } catch (error) {
      throw failed(error);
    }
    if (!response.ok) throw transcriptionError(response.status, body, url);
    try {
      const json = JSON.parse(body) as { text?: unknown };
      if (typeof json.text !== 'string') throw new Error('no "text" in the answer');
      return json.text.trim();
    } catch (error) {
      throw new PipelineError('stt', `OpenAI transcription at ${url} answered something unexpected`, {
        recoverable: true,
        cause: error,
      });
    }
  }

  async close(): Promise<void> {
    for (const abort of [...this.open]) abort();
  }
}

function transcriptionError(status: number, body: string, url: string): PipelineError {
  const detail = `OpenAI transcription at ${url} answered ${status}: ${openAiErrorMessage(body)}`;
  if (status === 401 || status === 403) return new PipelineError('stt', `${detail} (check OPENAI_API_KEY)`);
  if (status === 404) return new PipelineError('stt', `${detail} (check OPENAI_BASE_URL and OPENAI_STT_MODEL)`);
  if (status === 408 || status === 429 || status >= 500)
    return new PipelineError('stt', detail, { retryable: true, recoverable: true });
  // Another 4xx is about this utterance (too short, unreadable): the next one may do.
  return new PipelineError('stt', detail, { recoverable: true });
}
