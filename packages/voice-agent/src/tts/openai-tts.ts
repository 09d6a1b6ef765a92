import { SAMPLE_RATE } from '../audio/pcm.ts';
import { resample } from '../audio/resample.ts';
import { PipelineError } from '../errors.ts';
import { downloadPcm, openAiErrorMessage } from '../http.ts';
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

    const pieces = downloadPcm({
      url,
      headers,
      body,
      fetch: this.options.fetch,
      timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal,
      label: `OpenAI speech at ${url}`,
      answerError: (status, answer) => speechError(status, answer, url),
      stepBytes: STEP_BYTES,
    });
    for await (const piece of pieces) {
      const samples = resample(piece, OPENAI_PCM_RATE, SAMPLE_RATE);
      if (samples.length > 0) yield samples;
    }
  }

  async close(): Promise<void> {}
}

function speechError(status: number, body: string, url: string): PipelineError {
  const detail = `OpenAI speech at ${url} answered ${status}: ${openAiErrorMessage(body)}`;
  if (status === 401 || status === 403) return new PipelineError('tts', `${detail} (check OPENAI_API_KEY)`);
  if (status === 408 || status === 429 || status >= 500)
    return new PipelineError('tts', detail, { retryable: true, recoverable: true });
  // Another 4xx (unknown model or voice, wrong address) fails every sentence alike.
  return new PipelineError('tts', `${detail} (check OPENAI_BASE_URL, OPENAI_TTS_MODEL and OPENAI_TTS_VOICE)`);
}
