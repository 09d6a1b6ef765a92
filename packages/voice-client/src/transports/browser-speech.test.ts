import { describe, expect, it } from 'vitest';
import { FakeSpeech } from '../testing/fake-speech.ts';
import { resolveEnvironment } from '../environment.ts';
import { BrowserSpeech, isEcho } from './browser-speech.ts';
import { chooseCallMode, VOICES_WAIT_MS } from './speech-support.ts';

const environmentWith = (speech: FakeSpeech | undefined) =>
  resolveEnvironment({
    SpeechRecognition: speech?.SpeechRecognition,
    speechSynthesis: speech?.speechSynthesis as unknown as SpeechSynthesis | undefined,
    SpeechSynthesisUtterance: speech?.SpeechSynthesisUtterance as unknown as
      typeof SpeechSynthesisUtterance | undefined,
  });

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

function listen(speech: FakeSpeech) {
  const sent: string[] = [];
  const browser = new BrowserSpeech(environmentWith(speech), {
    userStarted: () => sent.push('user-started'),
    transcript: (text, kind) => sent.push(`${kind}:${text}`),
    said: (id) => sent.push(`said:${id}`),
    unavailable: (reason) => sent.push(`unavailable:${reason}`),
  });
  return { browser, sent };
}

describe('choosing who listens and speaks (auto mode)', () => {
  it('uses the browser when it can recognise and has an English voice', async () => {
    expect(await chooseCallMode(environmentWith(new FakeSpeech()), true)).toBe('client-speech');
  });

  it('falls back to audio without recognition (Firefox), without voices (headless Chromium), or when recognition fails', async () => {
    expect(await chooseCallMode(environmentWith(undefined), true)).toBe('audio');
    const noVoices = new FakeSpeech();
    noVoices.voices = [];
    expect(await chooseCallMode(environmentWith(noVoices), true)).toBe('audio');
    const frenchOnly = new FakeSpeech();
    frenchOnly.voices = [{ lang: 'fr-FR', localService: true, name: 'Amélie' }];
    expect(await chooseCallMode(environmentWith(frenchOnly), true)).toBe('audio');
    for (const error of ['audio-capture', 'not-allowed', 'network']) {
      const failing = new FakeSpeech();
      failing.recognitionError = error;
      expect(await chooseCallMode(environmentWith(failing), true)).toBe('audio');
    }
  });

  it('waits for a voice list once per browser, so a later call does not wait again', async () => {
    const noVoices = new FakeSpeech();
    noVoices.voices = [];
    const waits: number[] = [];
    const base = environmentWith(noVoices);
    const environment = {
      ...base,
      setTimeout: (callback: () => void, ms: number) => {
        waits.push(ms);
        return base.setTimeout(callback, ms);
      },
    };
    expect(await chooseCallMode(environment, true)).toBe('audio');
    expect(await chooseCallMode(environment, true)).toBe('audio');
    expect(waits.filter((ms) => ms === VOICES_WAIT_MS)).toHaveLength(1);
  });

  it('does not try the microphone for a call without one', async () => {
    const speech = new FakeSpeech();
    speech.recognitionError = 'not-allowed';
    expect(await chooseCallMode(environmentWith(speech), false)).toBe('client-speech');
    expect(speech.recognitions).toEqual([]);
  });
});

describe('echo', () => {
  it("is the assistant's own sentence heard back, not a user sharing a few of its words", () => {
    const spoken = 'Tell me about a time you disagreed with your manager.';
    expect(isEcho('tell me about a time', spoken)).toBe(true);
    expect(isEcho('Tell me about a time you disagreed', spoken)).toBe(true);
    expect(isEcho('okay', spoken)).toBe(false);
    expect(isEcho('sorry could you repeat that', spoken)).toBe(false);
    expect(isEcho('a time I disagreed was at Acme', spoken)).toBe(false);
    expect(isEcho('anything', undefined)).toBe(false);
  });
});

describe('browser speech in a call', () => {
  it('sends partial results, one final per utterance, and user-started once per utterance', async () => {
    const speech = new FakeSpeech();
    const { browser, sent } = listen(speech);
    browser.startListening();
    await tick();
    await speech.hear('I led the migration to Kubernetes');
    await speech.hear('It took two months');
    expect(sent.filter((s) => s === 'user-started')).toHaveLength(2);
    expect(sent.filter((s) => s.startsWith('final:'))).toEqual([
      'final:I led the migration to Kubernetes',
      'final:It took two months',
    ]);
    expect(sent.some((s) => s.startsWith('partial:I led'))).toBe(true);
    expect(sent.indexOf('user-started')).toBeLessThan(sent.findIndex((s) => s.startsWith('partial:')));
  });

  it('ignores what it hears while muted, and finishes the utterance under way when muted', async () => {
    const speech = new FakeSpeech();
    const { browser, sent } = listen(speech);
    browser.startListening();
    await tick();
    speech.listening!.result('I think the answer', false);
    browser.setMuted(true);
    expect(sent.at(-1)).toBe('final:I think the answer');
    await speech.hear('this should not be sent');
    expect(sent.some((s) => s.includes('should not'))).toBe(false);
  });

  it('speaks sentences and says when each is done; cancelling stops it without a said', async () => {
    const speech = new FakeSpeech();
    speech.msPerWord = 30;
    const { browser, sent } = listen(speech);
    await browser.prepare();
    browser.say('say-1', 'Hello there.');
    await tick(5);
    expect(browser.level()).toBeGreaterThan(0.01);
    await tick(150);
    expect(sent).toContain('said:say-1');
    expect(browser.level()).toBe(0);
    browser.say('say-2', 'This is a much longer sentence that is being interrupted now.');
    await tick(20);
    browser.cancelSpeaking();
    await tick(400);
    expect(sent).not.toContain('said:say-2');
    expect(speech.speechSynthesis.speaking).toBe(false);
  });

  it('restarts recognition whenever the browser ends a session, however long the call is quiet', async () => {
    const speech = new FakeSpeech();
    let now = 0;
    const sent: string[] = [];
    const browser = new BrowserSpeech(
      { ...environmentWith(speech), now: () => now },
      {
        userStarted: () => {},
        transcript: () => {},
        said: () => {},
        unavailable: (reason) => sent.push(reason),
      },
    );
    browser.startListening();
    await tick();
    // Chrome ends a session after several seconds without speech ('no-speech'): an hour of that.
    for (let session = 0; session < 60 * 7; session += 1) {
      now += 8000;
      speech.listening!.endByItself();
      await tick(3);
    }
    expect(sent).toEqual([]);
    expect(speech.recognitions[0]!.starts).toBe(60 * 7 + 1);
  });

  it('gives up when recognition ends as soon as it starts, hearing nothing', async () => {
    const speech = new FakeSpeech();
    const { browser, sent } = listen(speech);
    browser.startListening();
    await tick();
    for (let i = 0; i < 5; i += 1) {
      speech.listening?.endByItself();
      await tick();
    }
    expect(sent).toEqual(['unavailable:speech recognition keeps stopping']);
  });

  it('reports itself unavailable once when recognition or speech fails for good', async () => {
    const failingRecognition = new FakeSpeech();
    failingRecognition.recognitionError = 'network';
    const first = listen(failingRecognition);
    first.browser.startListening();
    await tick();
    expect(first.sent).toEqual(['unavailable:speech recognition failed (network)']);

    const failingVoice = new FakeSpeech();
    failingVoice.synthesisError = 'synthesis-failed';
    const second = listen(failingVoice);
    second.browser.say('say-1', 'Hello.');
    await tick();
    expect(second.sent).toEqual(['unavailable:speech synthesis failed (synthesis-failed)']);

    const silentVoice = new FakeSpeech();
    silentVoice.synthesisHangs = true;
    const third = listen(silentVoice);
    const environment = environmentWith(silentVoice);
    let fire: (() => void) | undefined;
    const browser = new BrowserSpeech(
      { ...environment, setTimeout: (callback) => ((fire = callback), 1) },
      { userStarted: () => {}, transcript: () => {}, said: () => {}, unavailable: (r) => third.sent.push(r) },
    );
    browser.say('say-1', 'Hello.');
    fire?.();
    expect(third.sent).toEqual(['speech synthesis did not start']);
  });
});
