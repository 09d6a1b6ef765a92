import { PipelineError } from '../errors.ts';
import { downloadPcm } from '../http.ts';
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

    yield* downloadPcm({
      url,
      headers: { 'xi-api-key': this.options.apiKey, 'Content-Type': 'application/json' },
      body,
      fetch: this.options.fetch,
      timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal,
      label: `ElevenLabs at ${base}`,
      answerError: (status, answer) => speechError(status, answer, base),
      stepBytes: 2,
    });
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
