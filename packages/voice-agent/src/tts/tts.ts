/** A text-to-speech engine. Audio comes out as PCM s16le mono 16 kHz chunks, in order. */
export interface TTS {
  readonly name: string;
  readonly capabilities: { streaming: boolean };
  /** Speaks `text`. Aborting the signal stops synthesis; the iteration then ends without error. */
  synthesize(text: string, options?: { signal?: AbortSignal }): AsyncIterable<Int16Array>;
  close(): Promise<void>;
}
