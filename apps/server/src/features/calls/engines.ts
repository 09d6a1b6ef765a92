import {
  DeepgramSTT,
  ElevenLabsTTS,
  espeakTTS,
  fliteTTS,
  OpenAiSTT,
  OpenAiTTS,
  PipelineError,
  PocketSphinxSTT,
  SileroVad,
  type FrameClassifier,
  type STT,
  type TTS,
} from '@mockingbird/voice-agent';
import type { VoiceConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

export interface VoiceSettings {
  voiceId?: string | undefined;
  speed?: number | undefined;
  stability?: number | undefined;
  similarityBoost?: number | undefined;
  style?: number | undefined;
}

/**
 * The server's speech engines for audio calls, made on first use and shared by every call.
 * An engine that cannot run here is a clear error at call start, naming the setting to change.
 */
export class VoiceEngines {
  private sttEngine: STT | undefined;
  private ttsEngine: TTS | undefined;
  private silero: Promise<SileroVad> | undefined;

  constructor(private readonly config: VoiceConfig) {}

  get names() {
    return { transcriber: this.config.stt.provider, voice: this.config.tts.provider, vad: this.config.vad };
  }

  /**
   * A fresh speech detector for one call: undefined means the pipeline's energy detector. The Silero
   * model is loaded once, on first use; if it cannot load, starting an audio call says so.
   */
  async classifier(): Promise<FrameClassifier | undefined> {
    if (this.config.vad === 'energy') return undefined;
    this.silero ??= SileroVad.load();
    try {
      return (await this.silero).classifier();
    } catch (error) {
      this.silero = undefined;
      throw AppError.unavailable(
        error instanceof PipelineError
          ? `${error.message} (VAD_PROVIDER)`
          : 'the Silero model cannot load (VAD_PROVIDER)',
        error,
      );
    }
  }

  stt(): STT {
    if (this.sttEngine) return this.sttEngine;
    const stt = this.config.stt;
    try {
      return (this.sttEngine =
        stt.provider === 'pocketsphinx'
          ? new PocketSphinxSTT({ modelDir: stt.modelDir })
          : stt.provider === 'openai'
            ? new OpenAiSTT({ baseUrl: stt.baseUrl, model: stt.model, ...(stt.apiKey ? { apiKey: stt.apiKey } : {}) })
            : new DeepgramSTT({ apiKey: stt.apiKey, url: stt.url, model: stt.model }));
    } catch (error) {
      throw AppError.unavailable(
        error instanceof PipelineError
          ? error.message
          : `the ${stt.provider} speech recogniser cannot start (STT_PROVIDER)`,
        error,
      );
    }
  }

  /** The voice for a call; hosted voices take the assistant's voice settings (speed, stability…). */
  tts(voice: VoiceSettings = {}): TTS {
    const tts = this.config.tts;
    if (tts.provider === 'flite') return (this.ttsEngine ??= fliteTTS(tts.voice));
    if (tts.provider === 'espeak-ng') return (this.ttsEngine ??= espeakTTS(tts.voice));
    if (tts.provider === 'openai') {
      return new OpenAiTTS({
        baseUrl: tts.baseUrl,
        model: tts.model,
        voice: voice.voiceId ?? tts.voice,
        speed: voice.speed ?? 1,
        ...(tts.apiKey ? { apiKey: tts.apiKey } : {}),
      });
    }
    return new ElevenLabsTTS({
      apiKey: tts.apiKey,
      voiceId: voice.voiceId ?? tts.voiceId,
      model: tts.model,
      baseUrl: tts.baseUrl,
      voiceSettings: {
        stability: voice.stability ?? 0.5,
        similarityBoost: voice.similarityBoost ?? 0.75,
        style: voice.style ?? 0,
        speed: voice.speed ?? 1,
      },
    });
  }

  /** Loads pocketsphinx's model ahead of the first call, when that is the recogniser. */
  async warmUp() {
    const stt = this.stt();
    if (stt instanceof PocketSphinxSTT) await stt.warmUp();
    await this.classifier();
  }

  async close() {
    await Promise.all([this.sttEngine?.close(), this.ttsEngine?.close()]);
  }
}
