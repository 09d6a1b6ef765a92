/** Remote audio above this level counts as the assistant speaking (spec §9). */
export const SPEAKING_THRESHOLD = 0.01;
/** The assistant has stopped speaking after this long below the threshold (spec §9). */
export const SPEECH_END_AFTER_MS = 1000;
/** `volume-level` is the level divided by this, capped at 1 (spec §9). */
export const VOLUME_SCALE = 0.15;
/** How often the remote level is sampled (spec §9: the audio level observer runs every 100 ms). */
export const AUDIO_OBSERVER_INTERVAL_MS = 100;

export type SpeechEvent = { type: 'volume-level'; volume: number } | { type: 'speech-start' } | { type: 'speech-end' };

/**
 * Turns the assistant's audio level, sampled every 100 ms, into `speech-start` / `speech-end` and
 * `volume-level` events. Pure: the caller feeds levels and times, so it is tested with synthetic levels.
 */
export class SpeechDetector {
  private speaking = false;
  private lastLoudAt = 0;

  /** Feeds one sample; returns the events it causes, in order. */
  sample(level: number, now: number): SpeechEvent[] {
    const safe = Number.isFinite(level) && level > 0 ? level : 0;
    const events: SpeechEvent[] = [{ type: 'volume-level', volume: Math.min(1, safe / VOLUME_SCALE) }];
    if (safe > SPEAKING_THRESHOLD) {
      this.lastLoudAt = now;
      if (!this.speaking) {
        this.speaking = true;
        events.push({ type: 'speech-start' });
      }
    } else if (this.speaking && now - this.lastLoudAt >= SPEECH_END_AFTER_MS) {
      this.speaking = false;
      events.push({ type: 'speech-end' });
    }
    return events;
  }

  get isSpeaking() {
    return this.speaking;
  }

  /** Ends speech at once (the call ended); returns `speech-end` if the assistant was speaking. */
  reset(): SpeechEvent[] {
    if (!this.speaking) return [];
    this.speaking = false;
    return [{ type: 'speech-end' }];
  }
}
