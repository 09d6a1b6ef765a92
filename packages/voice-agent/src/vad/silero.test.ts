import { beforeAll, describe, expect, it } from 'vitest';
import { concatSamples, frames, rms, SAMPLE_RATE } from '../audio/pcm.ts';
import { PipelineError } from '../errors.ts';
import { fliteTTS } from '../tts/command-tts.ts';
import { synthesizeAll } from '../tts/tts.ts';
import { SileroVad, type SileroClassifier } from './silero.ts';
import { DEFAULT_VAD_OPTIONS, VoiceActivityDetector } from './vad.ts';

const samplesFor = (ms: number) => (SAMPLE_RATE * ms) / 1000;
const silence = (ms: number) => new Int16Array(samplesFor(ms));

/** White noise from a fixed seed, so every run hears the same hiss. */
function noise(ms: number, amplitude: number, seed = 7): Int16Array {
  let x = seed;
  return Int16Array.from({ length: samplesFor(ms) }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.round((x / 2147483648 - 0.5) * 2 * amplitude);
  });
}

/** Utterance starts and ends (ms into the audio) as a detector sees them, frame by frame. */
async function utterances(audio: Int16Array, classifier?: SileroClassifier) {
  const vad = new VoiceActivityDetector(classifier, { silenceMs: 800 });
  const events: { kind: 'start' | 'end'; at: number }[] = [];
  let index = 0;
  for (const frame of frames(audio)) {
    const decision = vad.process(frame);
    if (decision.started) events.push({ kind: 'start', at: index * 20 });
    if (decision.ended) events.push({ kind: 'end', at: index * 20 });
    // At real-time pace each window is decided long before the next frame arrives.
    await classifier?.settled();
    index++;
  }
  return events;
}

describe('Silero voice activity detection', () => {
  let silero: SileroVad;
  beforeAll(async () => {
    silero = await SileroVad.load();
  });

  it('hears flite speech, and neither silence nor a steady hiss', async () => {
    const speech = await silero.probabilities(
      await synthesizeAll(fliteTTS(), 'I have five years of experience with React and Node.'),
    );
    const voiced = speech.filter((p) => p >= 0.5).length / speech.length;
    expect(voiced).toBeGreaterThan(0.7);
    expect(Math.max(...(await silero.probabilities(silence(1000))))).toBeLessThan(0.35);
    expect(Math.max(...(await silero.probabilities(noise(1500, 3000))))).toBeLessThan(0.35);
  });

  it('finds the one utterance in audio where a burst of noise fools the energy detector', async () => {
    const speech = await synthesizeAll(fliteTTS(), 'I led the migration of our billing service to Kubernetes.');
    // flite begins with a little silence of its own.
    const leadIn = [...frames(speech)].findIndex((frame) => rms(frame) > 300) * 20;
    const speechStart = 600 + 500 + 700 + leadIn;
    const audio = concatSamples([silence(600), noise(500, 4000), silence(700), speech, silence(1500)]);
    const speechEnd = speechStart + (speech.length / SAMPLE_RATE) * 1000;

    // The loudness detector takes the noise for a person speaking…
    const energy = await utterances(audio);
    expect(energy[0]).toMatchObject({ kind: 'start' });
    expect(energy[0]!.at).toBeLessThan(speechStart - 500);

    // …the model does not: one utterance, starting with the speech and ending after the silence window.
    const events = await utterances(audio, silero.classifier());
    expect(events.map((e) => e.kind)).toEqual(['start', 'end']);
    expect(events[0]!.at).toBeGreaterThanOrEqual(speechStart);
    // The recogniser is handed the audio from before the start: it gets the first syllable.
    expect(events[0]!.at - DEFAULT_VAD_OPTIONS.preRollMs).toBeLessThanOrEqual(speechStart);
    expect(events[1]!.at).toBeGreaterThan(speechEnd);
    expect(events[1]!.at).toBeLessThan(speechEnd + 1200);
  });

  it('fails the detector, naming the VAD stage, when its decisions fall a second behind the audio', async () => {
    const classifier = silero.classifier();
    const vad = new VoiceActivityDetector(classifier);
    // The event loop is stalled for 1.2 s while audio keeps coming: no window can be decided in time.
    for (const frame of frames(silence(1200))) {
      const until = performance.now() + 20;
      while (performance.now() < until);
      vad.process(frame);
    }
    await classifier.settled();
    expect(classifier.failure).toBeInstanceOf(PipelineError);
    expect(classifier.failure).toMatchObject({ stage: 'vad', message: expect.stringMatching(/behind the audio/) });
    expect(() => vad.process(silence(20))).toThrow(/Silero voice activity model fell \d+ ms behind/);
  });

  it('says why when the model cannot load', async () => {
    await expect(SileroVad.load({}, '/nowhere/silero.onnx')).rejects.toMatchObject({
      stage: 'vad',
      message: expect.stringMatching(/Silero voice activity model cannot load/),
    });
  });
});
