import type { SpeechRecognitionLike } from '../transports/transport.ts';

type Listener = (event: Event) => void;

/**
 * A minimal event target. The DOM's EventTarget and Event come from different realms under jsdom
 * and Node, and refuse each other's objects; the code under test only calls addEventListener.
 */
class Target {
  private readonly listeners = new Map<string, Set<Listener>>();
  addEventListener(type: string, listener: Listener | EventListenerObject | null) {
    if (!listener) return;
    const fn = typeof listener === 'function' ? listener : (event: Event) => listener.handleEvent(event);
    const set = this.listeners.get(type) ?? new Set();
    set.add(fn);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: Listener | EventListenerObject | null) {
    if (typeof listener === 'function') this.listeners.get(type)?.delete(listener);
  }
  dispatchEvent(event: Event): boolean {
    for (const listener of [...(this.listeners.get(event.type) ?? [])]) listener(event);
    return true;
  }
  /** Dispatches an event of this type with these fields. */
  fire(type: string, fields: Record<string, unknown> = {}) {
    this.dispatchEvent({ type, ...fields } as unknown as Event);
  }
}

/**
 * Stand-ins for the Web Speech API. Chrome's SpeechRecognition is Google's hosted recogniser (and
 * headless Chromium's does not work), so tests drive recognition by hand; the events carry the
 * shapes browsers give them (`resultIndex`, `results[i].isFinal`, `results[i][0].transcript`,
 * `error.error`). Speech synthesis "speaks" for a few milliseconds per word.
 */
export class FakeSpeech {
  readonly recognitions: FakeRecognition[] = [];
  readonly spoken: string[] = [];
  /** Recognition fails at once with this error code (e.g. 'not-allowed', 'network'). */
  recognitionError: string | undefined;
  /** Synthesis fails with this error code (e.g. 'synthesis-failed'). */
  synthesisError: string | undefined;
  /** Synthesis never starts (a browser with no working voices). */
  synthesisHangs = false;
  voices: { lang: string; localService: boolean; name: string }[] = [
    { lang: 'en-US', localService: true, name: 'Test English' },
  ];
  msPerWord = 5;
  private queue: FakeUtterance[] = [];
  private current: FakeUtterance | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  readonly SpeechRecognition: new () => FakeRecognition = ((speech: FakeSpeech) =>
    class extends FakeRecognition {
      constructor() {
        super(speech);
        speech.recognitions.push(this);
      }
    })(this);

  readonly SpeechSynthesisUtterance = FakeUtterance;

  readonly speechSynthesis = ((speech: FakeSpeech) => {
    const target = new Target();
    return Object.assign(target, {
      getVoices: () => speech.voices,
      speak: (utterance: FakeUtterance) => speech.speak(utterance),
      cancel: () => speech.cancel(),
      get speaking() {
        return speech.current !== undefined;
      },
    });
  })(this);

  /** The recognition that is listening now. */
  get listening(): FakeRecognition | undefined {
    return this.recognitions.findLast((r) => r.running);
  }

  /** The user says `text`: interim results word by word, then a final one. */
  async hear(text: string, options: { partials?: boolean } = {}) {
    const recognition = this.listening;
    if (!recognition) throw new Error('no recognition is listening');
    const words = text.split(/\s+/);
    if (options.partials !== false) {
      for (let i = 1; i < words.length; i += Math.max(1, Math.floor(words.length / 3))) {
        recognition.result(words.slice(0, i).join(' '), false);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    recognition.result(text, true);
  }

  private speak(utterance: FakeUtterance) {
    this.queue.push(utterance);
    if (!this.current) this.next();
  }

  private next() {
    const utterance = this.queue.shift();
    this.current = utterance;
    if (!utterance || this.synthesisHangs) return;
    setTimeout(() => {
      if (this.current !== utterance) return;
      if (this.synthesisError) {
        this.current = undefined;
        utterance.fire('error', { error: this.synthesisError });
        this.next();
        return;
      }
      this.spoken.push(utterance.text);
      utterance.fire('start');
      this.timer = setTimeout(
        () => {
          if (this.current !== utterance) return;
          this.current = undefined;
          utterance.fire('end');
          this.next();
        },
        utterance.text.split(/\s+/).length * this.msPerWord,
      );
    }, 1);
  }

  private cancel() {
    clearTimeout(this.timer);
    const current = this.current;
    this.current = undefined;
    this.queue = [];
    current?.fire('error', { error: 'interrupted' });
  }
}

export class FakeUtterance extends Target {
  lang = '';
  rate = 1;
  voice: unknown = null;
  constructor(readonly text: string) {
    super();
  }
}

export class FakeRecognition extends Target implements SpeechRecognitionLike {
  continuous = false;
  interimResults = false;
  lang = '';
  maxAlternatives = 1;
  running = false;
  starts = 0;
  private results: { isFinal: boolean; 0: { transcript: string } }[] = [];

  constructor(private readonly speech: FakeSpeech) {
    super();
  }

  start() {
    if (this.running) throw new Error('recognition has already started');
    this.starts += 1;
    this.running = true;
    this.results = [];
    setTimeout(() => {
      if (!this.running) return;
      if (this.speech.recognitionError) {
        this.fire('error', { error: this.speech.recognitionError });
        this.stopNow();
        return;
      }
      this.fire('start');
      this.fire('audiostart');
    }, 1);
  }

  stop() {
    this.stopNow();
  }

  abort() {
    this.stopNow();
  }

  /** The browser ends recognition by itself (after a silence, a minute, a network blip). */
  endByItself() {
    this.stopNow();
  }

  /** One recognition result; interim results replace each other until a final one. */
  result(transcript: string, isFinal: boolean) {
    const last = this.results.at(-1);
    if (last && !last.isFinal) this.results.pop();
    this.results.push({ isFinal, 0: { transcript } });
    const resultIndex = this.results.length - 1;
    this.fire('result', { resultIndex, results: [...this.results] });
  }

  private stopNow() {
    if (!this.running) return;
    this.running = false;
    setTimeout(() => this.fire('end'), 1);
  }
}
