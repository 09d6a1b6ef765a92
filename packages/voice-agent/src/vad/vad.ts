import { FRAME_MS, rms } from '../audio/pcm.ts';

/** What a voice activity detector decided about one 20 ms frame. */
export interface VadDecision {
  /** The frame holds speech. */
  voiced: boolean;
  /** Speech began: enough voiced frames in a row. `preRoll` holds the frames just before, for the recogniser. */
  started?: { preRoll: Int16Array[] };
  /** The speaker has been quiet for the silence window: the utterance is over (endpointing). */
  ended?: boolean;
}

export interface VadOptions {
  /** Silence that ends an utterance. */
  silenceMs: number;
  /** Voiced time before speech counts as started (filters clicks and coughs). */
  minSpeechMs: number;
  /** Audio kept from before the start, so the first syllable reaches the recogniser. */
  preRollMs: number;
}

/** The pre-roll covers the slower of the detectors: Silero can take 200 ms to be sure of a soft start. */
export const DEFAULT_VAD_OPTIONS: VadOptions = { silenceMs: 800, minSpeechMs: 80, preRollMs: 500 };

/** Decides per frame whether it is speech; the turn logic on top is shared by every detector. */
export interface FrameClassifier {
  isSpeech(frame: Int16Array): boolean;
  /** Set when the classifier can no longer decide (a model that failed); the call must end. */
  readonly failure?: Error | undefined;
}

/**
 * An energy detector: a frame is speech when it is clearly louder than the background noise,
 * whose level is tracked as the call goes (quickly down, slowly up).
 */
export class EnergyClassifier implements FrameClassifier {
  private noise = 150;
  constructor(
    private readonly ratio = 3,
    /** Below this RMS nothing is speech, however quiet the room (about -45 dBFS). */
    private readonly floor = 180,
  ) {}

  isSpeech(frame: Int16Array): boolean {
    const level = rms(frame);
    const speech = level > Math.max(this.floor, this.noise * this.ratio);
    // The background estimate follows quiet frames closely and loud ones only a little.
    this.noise =
      level < this.noise
        ? this.noise * 0.9 + level * 0.1
        : this.noise * 0.995 + Math.min(level, this.noise * 2) * 0.005;
    return speech;
  }
}

/** Turns per-frame decisions into utterances: start after minSpeechMs, end after silenceMs. */
export class VoiceActivityDetector {
  private readonly options: VadOptions;
  private speaking = false;
  private voicedRun = 0;
  private silentRun = 0;
  private readonly history: Int16Array[] = [];

  constructor(
    private readonly classifier: FrameClassifier = new EnergyClassifier(),
    options: Partial<VadOptions> = {},
  ) {
    this.options = { ...DEFAULT_VAD_OPTIONS, ...options };
  }

  get inSpeech(): boolean {
    return this.speaking;
  }

  process(frame: Int16Array): VadDecision {
    const voiced = this.classifier.isSpeech(frame);
    if (this.classifier.failure) throw this.classifier.failure;
    const preRollFrames = Math.ceil(this.options.preRollMs / FRAME_MS);
    if (!this.speaking) {
      this.history.push(frame);
      if (this.history.length > preRollFrames) this.history.shift();
      this.voicedRun = voiced ? this.voicedRun + 1 : 0;
      if (this.voicedRun * FRAME_MS >= this.options.minSpeechMs) {
        this.speaking = true;
        this.silentRun = 0;
        const preRoll = this.history.splice(0);
        return { voiced, started: { preRoll } };
      }
      return { voiced };
    }
    this.silentRun = voiced ? 0 : this.silentRun + 1;
    if (this.silentRun * FRAME_MS >= this.options.silenceMs) {
      this.speaking = false;
      this.voicedRun = 0;
      this.silentRun = 0;
      return { voiced, ended: true };
    }
    return { voiced };
  }

  /** Forgets any speech in progress (after a call is reset). */
  reset() {
    this.speaking = false;
    this.voicedRun = 0;
    this.silentRun = 0;
    this.history.length = 0;
  }
}
