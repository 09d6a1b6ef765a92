import {
  concatSamples,
  encodeWav,
  fliteTTS,
  resample,
  SAMPLE_RATE,
  sentences,
  synthesizeAll,
} from '@mockingbird/voice-agent';
import { writeFile } from 'node:fs/promises';

/** The server's voice (FLITE_VOICE's default): the interviewer's turns last as long as flite says them. */
export const SERVER_VOICE = 'slt';
/** What Chromium's fake microphone reads best: 48 kHz mono 16-bit. */
const FILE_RATE = 48_000;

/** Real speech, 16 kHz, from flite. */
export const speak = (text: string, voice = SERVER_VOICE) => synthesizeAll(fliteTTS(voice), text);

export const durationMs = (samples: Int16Array) => (samples.length / SAMPLE_RATE) * 1000;

/** How long the server takes to say `text` (sentence by sentence, as its pipeline speaks). */
export async function speakingMs(text: string): Promise<number> {
  let total = 0;
  for await (const sentence of sentences(
    (async function* () {
      yield text;
    })(),
  )) {
    total += durationMs(await speak(sentence));
  }
  return total;
}

/**
 * What a candidate says into the fake microphone, as one WAV played from the moment the page opens the
 * microphone: silences while the interviewer speaks, answers in between. Keeps when each answer ends,
 * for latency measurements.
 */
export class MicrophoneScript {
  private readonly parts: Int16Array[] = [];
  private atMs = 0;
  /** Where each utterance ends, in ms from the start of the file. */
  readonly utteranceEndsMs: number[] = [];

  silence(ms: number): this {
    this.parts.push(new Int16Array(Math.round((ms / 1000) * SAMPLE_RATE)));
    this.atMs += ms;
    return this;
  }

  async say(text: string, voice = 'slt'): Promise<this> {
    const audio = await speak(text, voice);
    this.parts.push(audio);
    this.atMs += durationMs(audio);
    this.utteranceEndsMs.push(this.atMs);
    return this;
  }

  get lengthMs() {
    return this.atMs;
  }

  /** Writes the script as a 48 kHz WAV for `--use-file-for-fake-audio-capture`. */
  async write(path: string): Promise<void> {
    await writeFile(path, encodeWav(resample(concatSamples(this.parts), SAMPLE_RATE, FILE_RATE), FILE_RATE));
  }
}
