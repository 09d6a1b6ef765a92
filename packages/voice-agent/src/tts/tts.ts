import { concatSamples } from '../audio/pcm.ts';

/** A text-to-speech engine. Audio comes out as PCM s16le mono 16 kHz chunks, in order. */
export interface TTS {
  readonly name: string;
  readonly capabilities: { streaming: boolean };
  /** Speaks `text`. Aborting the signal stops synthesis; the iteration then ends without error. */
  synthesize(text: string, options?: { signal?: AbortSignal }): AsyncIterable<Int16Array>;
  close(): Promise<void>;
}

/** All of `text` spoken by `tts`, in one array (for callers that do not stream). */
export async function synthesizeAll(tts: TTS, text: string): Promise<Int16Array> {
  const chunks: Int16Array[] = [];
  for await (const chunk of tts.synthesize(text)) chunks.push(chunk);
  return concatSamples(chunks);
}
