import { englishVoices } from './speech-support.ts';
import type { SpeechRecognitionLike, VoiceClientEnvironment } from './transport.ts';

/** The level reported while the browser is speaking, so speech-start/-end work as with audio (spec §9). */
export const SYNTHESIS_LEVEL = 0.12;
/** How long the browser may take to start speaking before its speech counts as broken. */
export const SYNTHESIS_START_TIMEOUT_MS = 4000;
/**
 * Recognition that ends this many times in a row, each within QUICK_END_MS of starting and having
 * heard nothing, is broken. Chrome ends a healthy session after several seconds of silence
 * ('no-speech'), which only restarts it.
 */
const MAX_QUICK_ENDS = 5;
const QUICK_END_MS = 2000;
/** Recognition errors after which the browser cannot recognise (the rest are transient: no-speech, aborted). */
const FATAL_RECOGNITION_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
  'network',
  'language-not-supported',
  'bad-grammar',
]);

/** What the browser's speech tells the socket transport. */
export interface BrowserSpeechHandlers {
  /** The user started to speak (their words, not the assistant's echo). */
  userStarted(): void;
  transcript(text: string, kind: 'partial' | 'final'): void;
  /** The browser finished saying the sentence with this id. */
  said(id: string): void;
  /** The browser cannot recognise or speak after all: the call should carry audio instead. */
  unavailable(reason: string): void;
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];

/**
 * Whether recognised text is only the assistant's own voice coming back through the speakers:
 * most of its words are in what the browser is saying. Users' answers share a few words with the
 * question ("the", "I"), so a share is measured, not any overlap.
 */
export function isEcho(heard: string, spoken: string | undefined): boolean {
  if (!spoken) return false;
  const heardWords = words(heard);
  if (heardWords.length === 0) return true;
  const spokenWords = new Set(words(spoken));
  const foreign = heardWords.filter((word) => !spokenWords.has(word)).length;
  return foreign < 2 && foreign / heardWords.length < 0.4;
}

interface RecognitionResultLike {
  isFinal: boolean;
  0?: { transcript: string };
}
interface RecognitionEventLike extends Event {
  resultIndex: number;
  results: ArrayLike<RecognitionResultLike>;
}
interface RecognitionErrorLike extends Event {
  error: string;
}

/**
 * Client-speech mode: the browser's SpeechRecognition listens and its speechSynthesis speaks the
 * server's sentences. Recognition restarts itself when the browser stops it; the assistant's own
 * voice picked up by the microphone is not taken for the user; anything that shows the browser
 * cannot do the job is reported once through `unavailable`.
 */
export class BrowserSpeech {
  private recognition: SpeechRecognitionLike | undefined;
  private listening = false;
  private muted = false;
  private broken = false;
  private sessionStartedAt = 0;
  private heardThisSession = false;
  private quickEnds = 0;
  private userSpeaking = false;
  private lastPartial = '';
  private speaking: { id: string; text: string; utterance: SpeechSynthesisUtterance; watchdog: unknown } | undefined;
  /** The last sentence spoken, kept a moment after it ends: its echo can arrive late. */
  private recentlySpoken: { text: string; until: number } | undefined;
  private voice: SpeechSynthesisVoice | undefined;

  constructor(
    private readonly environment: VoiceClientEnvironment,
    private readonly handlers: BrowserSpeechHandlers,
  ) {}

  /** Loads a voice; call before the first sentence arrives. */
  async prepare(): Promise<void> {
    const voices = await englishVoices(this.environment);
    this.voice =
      voices.find((v) => /en-US/i.test(v.lang) && v.localService) ??
      voices.find((v) => /en-US/i.test(v.lang)) ??
      voices[0];
  }

  /** Starts listening; failures are reported through `unavailable`. */
  startListening(): void {
    const Recognition = this.environment.SpeechRecognition;
    if (!Recognition) {
      this.fail('this browser has no speech recognition');
      return;
    }
    this.listening = true;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = 'en-US';
    recognition.maxAlternatives = 1;
    recognition.addEventListener('result', (event) => this.onResult(event as RecognitionEventLike));
    recognition.addEventListener('error', (event) => {
      const code = (event as RecognitionErrorLike).error;
      if (FATAL_RECOGNITION_ERRORS.has(code)) this.fail(`speech recognition failed (${code})`);
    });
    recognition.addEventListener('end', () => this.onEnd(recognition));
    this.recognition = recognition;
    this.startRecognition(recognition);
  }

  /** Says one of the server's sentences; `said` follows when it has been spoken. */
  say(id: string, text: string): void {
    const synthesis = this.environment.speechSynthesis;
    const Utterance = this.environment.SpeechSynthesisUtterance;
    if (!synthesis || !Utterance) {
      this.fail('this browser cannot speak');
      return;
    }
    const utterance = new Utterance(text);
    utterance.lang = 'en-US';
    if (this.voice) utterance.voice = this.voice;
    // Spec §9: the interviewer speaks a little slower than normal.
    utterance.rate = 0.95;
    const watchdog = this.environment.setTimeout(() => {
      if (this.speaking?.id === id) this.fail('speech synthesis did not start');
    }, SYNTHESIS_START_TIMEOUT_MS);
    const current = { id, text, utterance, watchdog };
    this.speaking = current;
    utterance.addEventListener('start', () => this.environment.clearTimeout(watchdog));
    utterance.addEventListener('end', () => {
      if (this.speaking !== current) return;
      this.finishSpeaking();
      this.handlers.said(id);
    });
    utterance.addEventListener('error', (event) => {
      if (this.speaking !== current) return;
      const code = (event as unknown as { error: string }).error;
      this.finishSpeaking();
      // Cancelled by us (the user interrupted): the server already knows.
      if (code === 'interrupted' || code === 'canceled') return;
      this.fail(`speech synthesis failed (${code})`);
    });
    synthesis.speak(utterance);
  }

  /** Stops speaking at once (the user interrupted the assistant). */
  cancelSpeaking(): void {
    if (!this.speaking) return;
    this.finishSpeaking();
    this.environment.speechSynthesis?.cancel();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (muted && this.userSpeaking) {
      // Whatever was being said when the user muted is finished as it stands.
      if (this.lastPartial) this.handlers.transcript(this.lastPartial, 'final');
      this.userSpeaking = false;
      this.lastPartial = '';
    }
  }

  /** The assistant's level: steady while the browser speaks, 0 otherwise. */
  level(): number {
    return this.speaking ? SYNTHESIS_LEVEL : 0;
  }

  /** Stops listening and speaking for good. */
  stop(): void {
    this.listening = false;
    const recognition = this.recognition;
    this.recognition = undefined;
    try {
      recognition?.abort();
    } catch {
      // Already stopped.
    }
    this.cancelSpeaking();
  }

  private startRecognition(recognition: SpeechRecognitionLike) {
    this.sessionStartedAt = this.environment.now();
    this.heardThisSession = false;
    try {
      recognition.start();
    } catch (error) {
      this.fail(`speech recognition could not start (${error instanceof Error ? error.message : 'unknown'})`);
    }
  }

  private onEnd(recognition: SpeechRecognitionLike) {
    if (!this.listening || this.broken || this.recognition !== recognition) return;
    // Browsers end recognition after a silence or a minute; listening goes on until the call ends.
    const quick = !this.heardThisSession && this.environment.now() - this.sessionStartedAt < QUICK_END_MS;
    this.quickEnds = quick ? this.quickEnds + 1 : 0;
    if (this.quickEnds >= MAX_QUICK_ENDS) {
      this.fail('speech recognition keeps stopping');
      return;
    }
    if (this.userSpeaking && this.lastPartial) {
      this.handlers.transcript(this.lastPartial, 'final');
      this.userSpeaking = false;
      this.lastPartial = '';
    }
    this.startRecognition(recognition);
  }

  private onResult(event: RecognitionEventLike) {
    this.heardThisSession = true;
    if (this.muted || this.broken) return;
    let interim = '';
    const finals: string[] = [];
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i];
      const text = result?.[0]?.transcript.trim() ?? '';
      if (!text) continue;
      if (result?.isFinal) finals.push(text);
      else interim = interim ? `${interim} ${text}` : text;
    }
    const heard = [...finals, interim].filter(Boolean).join(' ');
    if (!heard) return;
    const spoken = this.speaking?.text ?? this.recentSentence();
    if (!this.userSpeaking && isEcho(heard, spoken)) return;
    if (!this.userSpeaking) {
      this.userSpeaking = true;
      this.handlers.userStarted();
    }
    for (const text of finals) {
      this.handlers.transcript(text, 'final');
      this.userSpeaking = false;
      this.lastPartial = '';
    }
    if (interim && interim !== this.lastPartial) {
      if (!this.userSpeaking) {
        this.userSpeaking = true;
        this.handlers.userStarted();
      }
      this.lastPartial = interim;
      this.handlers.transcript(interim, 'partial');
    }
  }

  private recentSentence(): string | undefined {
    return this.recentlySpoken && this.recentlySpoken.until > this.environment.now()
      ? this.recentlySpoken.text
      : undefined;
  }

  private finishSpeaking() {
    if (!this.speaking) return;
    this.environment.clearTimeout(this.speaking.watchdog);
    this.recentlySpoken = { text: this.speaking.text, until: this.environment.now() + 1500 };
    this.speaking = undefined;
  }

  private fail(reason: string) {
    if (this.broken) return;
    this.broken = true;
    this.stop();
    this.handlers.unavailable(reason);
  }
}
