import { describe, expect, it } from 'vitest';
import { microphoneConstraints, SILENCE_WARNING_AFTER_MS, SilenceWatcher } from './microphone.ts';

/** Feeds levels sampled every 100 ms from t = 0; returns the times at which the watcher said "can't hear you". */
function run(watcher: SilenceWatcher, levels: number[]) {
  return levels.flatMap((level, i) => (watcher.sample(level, i * 100) ? [i * 100] : []));
}

describe('SilenceWatcher', () => {
  it('decides it cannot hear the user after 3 s of levels below the threshold', () => {
    // A microphone that works but hears only a quiet room: ~0.002.
    const flagged = run(new SilenceWatcher(), new Array<number>(40).fill(0.002));
    expect(flagged[0]).toBe(SILENCE_WARNING_AFTER_MS);
    expect(flagged).toHaveLength(10); // 3.0 s … 3.9 s: it stays flagged while nothing is heard
  });

  it('never flags someone speaking at a normal level, pauses between words included', () => {
    // Words at 0.05–0.3 with pauses of up to 1 s at the room's level.
    const levels = Array.from({ length: 100 }, (_, i) => (i % 20 < 10 ? 0.05 + (i % 7) * 0.04 : 0.003));
    expect(run(new SilenceWatcher(), levels)).toEqual([]);
  });

  it('starts the wait again when the user is heard', () => {
    const levels = [...new Array<number>(25).fill(0), 0.12, ...new Array<number>(35).fill(0)];
    // The loud sample is at 2.5 s, so the 3 s of silence end at 5.6 s, not at 3 s.
    expect(run(new SilenceWatcher(), levels)[0]).toBe(5600);
  });

  it('counts a level exactly at the threshold as heard, and an unreadable level as silence', () => {
    const watcher = new SilenceWatcher({ threshold: 0.02, afterMs: 1000 });
    expect(watcher.sample(0.02, 0)).toBe(false);
    expect(watcher.sample(Number.NaN, 100)).toBe(false);
    expect(watcher.sample(0.019, 1099)).toBe(false);
    expect(watcher.sample(0.019, 1100)).toBe(true);
  });

  it('starts over after reset (another microphone was chosen)', () => {
    const watcher = new SilenceWatcher();
    expect(watcher.sample(0, 0)).toBe(false);
    expect(watcher.sample(0, 3000)).toBe(true);
    watcher.reset();
    expect(watcher.sample(0, 3100)).toBe(false);
    expect(watcher.sample(0, 6100)).toBe(true);
  });
});

describe('microphoneConstraints', () => {
  it("asks for the browser's voice processing on one channel, and the chosen device exactly", () => {
    const voice = { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 };
    expect(microphoneConstraints()).toEqual({ audio: voice });
    expect(microphoneConstraints('usb-headset')).toEqual({ audio: { deviceId: { exact: 'usb-headset' }, ...voice } });
  });
});
