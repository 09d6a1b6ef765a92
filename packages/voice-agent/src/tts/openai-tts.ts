import { SAMPLE_RATE } from '../audio/pcm.ts';
import { resample } from '../audio/resample.ts';
import { PipelineError } from '../errors.ts';
import type { TTS } from './tts.ts';

export interface OpenAiTTSOptions {
  /** The API base, e.g. https://api.openai.com/v1 (OPENAI_BASE_URL). */
  baseUrl: string;
  /** Sent as a bearer token when given (OPENAI_API_KEY). */
  apiKey?: string;
  /** OPENAI_TTS_MODEL; tts-1 by default. */
  model?: string;
  /** OPENAI_TTS_VOICE; alloy by default. */
  voice?: string;
  /** 0.25 to 4; 1 by default. */
  speed?: number;
  fetch?: typeof fetch;
  /** How long to wait for the answer, and then for each further piece of audio; 15 s by default. */
  timeoutMs?: number;
}

/** OpenAI's "pcm" format: s16le mono at 24 kHz, no header. */
const OPENAI_PCM_RATE = 24_000;
/** 24 kHz to 16 kHz is 3 samples to 2: cutting the stream at multiples of 3 keeps every piece in step. */
const STEP_BYTES = 3 * 2;
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Speech through an OpenAI-compatible `POST /audio/speech` in raw PCM. The audio is read as it
 * arrives, resampled from 24 kHz to 16 kHz piece by piece, and handed on straight away.
 */
export class OpenAiTTS implements TTS {
  readonly name = 'openai';
  readonly capabilities = { streaming: true };

  constructor(private readonly options: OpenAiTTSOptions) {}

  async *synthesize(text: string, options: { signal?: AbortSignal } = {}): AsyncIterable<Int16Array> {
    const { signal } = options;
    if (signal?.aborted || text.trim() === '') return;
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/audio/speech`;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    const body = JSON.stringify({
      model: this.options.model ?? 'tts-1',
      input: text,
      voice: this.options.voice ?? 'alloy',
      response_format: 'pcm',
      speed: this.options.speed ?? 1,
    });

    const controller = new AbortController();
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    };
    const failed = (error: unknown) =>
      new PipelineError(
        'tts',
        timedOut
          ? `OpenAI speech at ${url} timed out`
          : `OpenAI speech at ${url} failed: ${describeNetworkError(error)}`,
        { retryable: true, recoverable: true, cause: error },
      );

    try {
      arm();
      let response: Response;
      try {
        response = await (this.options.fetch ?? fetch)(url, {
          method: 'POST',
          headers,
          body,
          signal: controller.signal,
        });
        if (!response.ok) {
          const answer = await response.text();
          throw speechError(response.status, answer, url);
        }
      } catch (error) {
        if (signal?.aborted) return;
        throw error instanceof PipelineError ? error : failed(error);
      }
      if (!response.body) return;

      const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
      let carry: Uint8Array = new Uint8Array(0);
      try {
        for (;;) {
          arm();
          const { done, value } = await reader.read();
          clearTimeout(timer); // a slow reader downstream is not a slow server
          if (done) break;
          const bytes = join(carry, value);
          const usable = bytes.length - (bytes.length % STEP_BYTES);
          carry = bytes.slice(usable);
          if (usable > 0) yield resample(toSamples(bytes.subarray(0, usable)), OPENAI_PCM_RATE, SAMPLE_RATE);
          if (signal?.aborted) return;
        }
      } catch (error) {
        if (signal?.aborted) return;
        throw failed(error);
      } finally {
        // Stops the download when the reader stops early (aborted, or the consumer went away).
        controller.abort();
      }
      // Whatever is left short of 3 samples; a stray odd byte is half a sample and is dropped.
      const rest = resample(toSamples(carry), OPENAI_PCM_RATE, SAMPLE_RATE);
      if (rest.length > 0) yield rest;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async close(): Promise<void> {}
}

function speechError(status: number, body: string, url: string): PipelineError {
  const detail = `OpenAI speech at ${url} answered ${status}: ${serverMessage(body)}`;
  if (status === 401 || status === 403) return new PipelineError('tts', `${detail} (check OPENAI_API_KEY)`);
  if (status === 408 || status === 429 || status >= 500)
    return new PipelineError('tts', detail, { retryable: true, recoverable: true });
  // Another 4xx (unknown model or voice, wrong address) fails every sentence alike.
  return new PipelineError('tts', `${detail} (check OPENAI_BASE_URL, OPENAI_TTS_MODEL and OPENAI_TTS_VOICE)`);
}

/** The message in an error answer: OpenAI's {"error":{"message"}} or the body's start. */
function serverMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof json.error === 'string' ? json.error : (json.error?.message ?? json.message);
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // not JSON
  }
  return body.trim().slice(0, 300) || 'no details';
}

/** "ECONNREFUSED" and the like rather than fetch's bare "fetch failed". */
function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function join(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Little-endian 16-bit samples from whole pairs of bytes, copied into aligned memory. */
function toSamples(bytes: Uint8Array): Int16Array {
  const out = new Int16Array(Math.floor(bytes.length / 2));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i += 1) out[i] = view.getInt16(i * 2, true);
  return out;
}
