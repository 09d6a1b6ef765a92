import { describe, expect, it } from 'vitest';
import { SpeechDetector } from './speech-detector.ts';

/** Feeds one level every 100 ms, as the audio level observer does; returns the speech events with their times. */
function run(levels: number[]) {
  const detector = new SpeechDetector();
  const out: string[] = [];
  const volumes: number[] = [];
  levels.forEach((level, i) => {
    for (const event of detector.sample(level, i * 100)) {
      if (event.type === 'volume-level') volumes.push(event.volume);
      else out.push(`${event.type}@${i * 100}`);
    }
  });
  return { out, volumes, detector };
}

describe('assistant speech from the remote audio level (spec §9)', () => {
  it('starts above 0.01 and ends after 1000 ms below it', () => {
    const { out } = run([0, 0.005, 0.2, 0.3, 0.011, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5]);
    // Loud at 200–400 ms; quiet from 500 ms; 1000 ms after the last loud sample (400) → 1400.
    expect(out).toEqual(['speech-start@200', 'speech-end@1400', 'speech-start@1500']);
  });

  it('does not count exactly 0.01 as speaking', () => {
    expect(run([0.01, 0.01, 0.01]).out).toEqual([]);
  });

  it('keeps speaking through pauses shorter than a second', () => {
    const levels = [0.2, 0, 0, 0, 0, 0, 0, 0, 0, 0.2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(run(levels).out).toEqual(['speech-start@0', 'speech-end@1900']);
  });

  it('reports volume as level / 0.15, capped at 1, and treats bad levels as silence', () => {
    const { volumes } = run([0, 0.075, 0.15, 0.9, Number.NaN, -1, Number.POSITIVE_INFINITY]);
    expect(volumes).toEqual([0, 0.5, 1, 1, 0, 0, 0]);
  });

  it('ends speech at once when reset mid-sentence, and only then', () => {
    const { detector } = run([0.3]);
    expect(detector.reset()).toEqual([{ type: 'speech-end' }]);
    expect(detector.reset()).toEqual([]);
  });
});
