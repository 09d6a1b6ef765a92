/** A recogniser's result for the utterance so far (partial) or for the whole utterance (final). */
export interface SpeechEvent {
  type: 'partial' | 'final';
  text: string;
}

/** Recognition of one utterance: push its audio, end the input, read partial and final results. */
export interface SpeechStream extends AsyncIterable<SpeechEvent> {
  pushFrame(frame: Int16Array): void;
  /** The utterance is over; the recogniser finishes and emits its final result, then ends. */
  endInput(): void;
  /** Abandons the utterance; no final result comes. */
  close(): void;
}

export interface STTCapabilities {
  /** Results can arrive while audio is still coming. */
  streaming: boolean;
  /** Partial results are emitted. */
  partials: boolean;
}

/** A speech-to-text engine. Audio is PCM s16le mono 16 kHz in 20 ms frames. */
export interface STT {
  readonly name: string;
  readonly capabilities: STTCapabilities;
  stream(options?: { signal?: AbortSignal }): SpeechStream;
  /** Releases the engine's resources (workers, connections). */
  close(): Promise<void>;
}

/** Reads a stream to its final text ("" when nothing was recognised). */
export async function finalText(stream: AsyncIterable<SpeechEvent>): Promise<string> {
  let text = '';
  for await (const event of stream) if (event.type === 'final') text = event.text;
  return text;
}
