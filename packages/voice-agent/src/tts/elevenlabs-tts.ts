import { PipelineError } from '../errors.ts';
import type { TTS } from './tts.ts';

export const DEFAULT_ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io';

export interface ElevenLabsVoiceSettings {
  /** 0 to 1. */
  stability: number;
  /** 0 to 1. */
  similarityBoost: number;
  /** 0 to 1. */
  style: number;
  /** 0.7 to 1.2; 1 is normal. */
  speed: number;
}

export interface ElevenLabsTTSOptions {
  /** ELEVENLABS_API_KEY. */
  apiKey: string;
  /** ELEVENLABS_VOICE_ID. */
  voiceId: string;
  /** ELEVENLABS_MODEL; eleven_turbo_v2_5 by default. */
  model?: string;
  /** ELEVENLABS_BASE_URL; https://api.elevenlabs.io by default. */
  baseUrl?: string;
  voiceSettings: ElevenLabsVoiceSettings;
  fetch?: typeof fetch;
  /** How long to wait for the answer, and then for each further piece of audio; 15 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Speech with ElevenLabs' streaming endpoint in raw 16 kHz PCM, which is the pipeline's own format:
 * pieces are handed on as they arrive, cut at whole samples.
 */
export class ElevenLabsTTS implements TTS {
  readonly name = 'elevenlabs';
  readonly capabilities = { streaming: true };

  constructor(private readonly options: ElevenLabsTTSOptions) {}

  async *synthesize(text: string, options: { signal?: AbortSignal } = {}): AsyncIterable<Int16Array> {
    const { signal } = options;
    if (signal?.aborted || text.trim() === '') return;
    const base = (this.options.baseUrl ?? DEFAULT_ELEVENLABS_BASE_URL).replace(/\/+$/, '');
    const url = `${base}/v1/text-to-speech/${encodeURIComponent(this.options.voiceId)}/stream?output_format=pcm_16000`;
    const settings = this.options.voiceSettings;
    const body = JSON.stringify({
      text,
      model_id: this.options.model ?? 'eleven_turbo_v2_5',
      voice_settings: {
        stability: settings.stability,
        similarity_boost: settings.similarityBoost,
        style: settings.style,
        use_speaker_boost: true,
        speed: settings.speed,
      },
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
        timedOut ? `ElevenLabs at ${base} timed out` : `ElevenLabs at ${base} failed: ${describeNetworkError(error)}`,
        { retryable: true, recoverable: true, cause: error },
      );

    try {
      arm();
      let response: Response;
      try {
        response = await (this.options.fetch ?? fetch)(url, {
          method: 'POST',
          headers: { 'xi-api-key': this.options.apiKey, 'Content-Type': 'application/json' },
          body,
          signal: controller.signal,
        });
        if (!response.ok) {
          const answer = await response.text();
          throw speechError(response.status, answer, base);
        }
      } catch (error) {
        if (signal?.aborted) return;
        throw error instanceof PipelineError ? error : failed(error);
      }
      if (!response.body) return;

      const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
      let carry: number | undefined; // a byte left over from an odd-length piece
      try {
        for (;;) {
          arm();
          const { done, value } = await reader.read();
          clearTimeout(timer); // a slow reader downstream is not a slow server
          if (done) break;
          let bytes = value;
          if (carry !== undefined) {
            bytes = new Uint8Array(value.length + 1);
            bytes[0] = carry;
            bytes.set(value, 1);
            carry = undefined;
          }
          if (bytes.length % 2 === 1) {
            carry = bytes[bytes.length - 1];
            bytes = bytes.subarray(0, bytes.length - 1);
          }
          if (bytes.length > 0) yield toSamples(bytes);
          if (signal?.aborted) return;
        }
      } catch (error) {
        if (signal?.aborted) return;
        throw failed(error);
      } finally {
        // Stops the download when the reader stops early (aborted, or the consumer went away).
        controller.abort();
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async close(): Promise<void> {}
}

function speechError(status: number, body: string, base: string): PipelineError {
  const detail = `ElevenLabs at ${base} answered ${status}: ${serverMessage(body)}`;
  if (status === 401 || status === 403) return new PipelineError('tts', `${detail} (check ELEVENLABS_API_KEY)`);
  if (status === 408 || status === 429 || status >= 500)
    return new PipelineError('tts', detail, { retryable: true, recoverable: true });
  // Another 4xx (unknown voice or model, settings out of range) fails every sentence alike.
  return new PipelineError(
    'tts',
    `${detail} (check ELEVENLABS_VOICE_ID, ELEVENLABS_MODEL, ELEVENLABS_BASE_URL and the voice settings)`,
  );
}

/** The message in an error answer: ElevenLabs' {"detail":{"message"}} or {"detail":"..."}, or the body's start. */
function serverMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { detail?: unknown };
    const detail = json.detail;
    if (typeof detail === 'string' && detail.trim()) return detail.trim().slice(0, 300);
    if (detail && typeof detail === 'object' && 'message' in detail && typeof detail.message === 'string')
      return detail.message.trim().slice(0, 300);
    if (Array.isArray(detail)) return JSON.stringify(detail).slice(0, 300);
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

/** Little-endian 16-bit samples from an even number of bytes, copied into aligned memory. */
function toSamples(bytes: Uint8Array): Int16Array {
  const out = new Int16Array(bytes.length / 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i += 1) out[i] = view.getInt16(i * 2, true);
  return out;
}
