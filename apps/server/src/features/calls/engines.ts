import { existsSync } from 'node:fs';
import {
  DeepgramSTT,
  ElevenLabsTTS,
  espeakTTS,
  fliteTTS,
  OpenAiSTT,
  OpenAiTTS,
  PipelineError,
  PocketSphinxSTT,
  sileroModelPath,
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

/** An engine audio calls need that cannot run on this machine, and why (naming what to install or set). */
export interface EngineUnavailable {
  stage: 'transcriber' | 'voice' | 'vad';
  engine: string;
  reason: string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The server's speech engines for audio calls, made on first use and shared by every call.
 * An engine that cannot run here is a clear error at call start, naming the setting to change.
 */
export class VoiceEngines {
  private sttEngine: STT | undefined;
  private ttsEngine: TTS | undefined;
  private silero: Promise<SileroVad> | undefined;
  private availability: { unavailable: EngineUnavailable | undefined } | undefined;

  constructor(private readonly config: VoiceConfig) {}

  get names() {
    return { transcriber: this.config.stt.provider, voice: this.config.tts.provider, vad: this.config.vad };
  }

  /**
   * Which engine audio calls need cannot run here, if any. Checked once and cheaply: the offline
   * engines' files, libraries and programs are looked for, nothing is started. Hosted engines count
   * as available once configured (their keys are checked at startup).
   */
  audioUnavailable(): EngineUnavailable | undefined {
    this.availability ??= { unavailable: this.findUnavailable() };
    return this.availability.unavailable;
  }

  private findUnavailable(): EngineUnavailable | undefined {
    const { stt, tts, vad } = this.config;
    if (stt.provider === 'pocketsphinx') {
      try {
        PocketSphinxSTT.check(stt.modelDir);
      } catch (error) {
        return {
          stage: 'transcriber',
          engine: stt.provider,
          reason: `${reasonOf(error)} (or choose another STT_PROVIDER)`,
        };
      }
    }
    if (tts.provider === 'flite' || tts.provider === 'espeak-ng') {
      try {
        (tts.provider === 'flite' ? fliteTTS(tts.voice) : espeakTTS(tts.voice)).check();
      } catch (error) {
        return { stage: 'voice', engine: tts.provider, reason: `${reasonOf(error)} (or choose another TTS_PROVIDER)` };
      }
    }
    if (vad === 'silero') {
      let model: string | undefined;
      try {
        model = sileroModelPath();
      } catch {
        model = undefined;
      }
      if (!model || !existsSync(model)) {
        return {
          stage: 'vad',
          engine: vad,
          reason: `the Silero model is missing${model ? ` (${model})` : ''}: install the server's dependencies with "npm ci", or set VAD_PROVIDER=energy`,
        };
      }
    }
    return undefined;
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
