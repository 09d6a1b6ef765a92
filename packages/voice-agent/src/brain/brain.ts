export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type BrainChunk = { type: 'text'; text: string } | { type: 'end-call' };

/**
 * Decides what the assistant says next. Implementations: a language model through the `ai` SDK,
 * or a scripted interviewer. Aborted work ends quietly.
 */
export interface Brain {
  /** The engine's name, used in endedReason when it fails ("openai", "scripted"). */
  readonly name: string;
  /**
   * The reply to the conversation so far, as text chunks; 'end-call' hangs up after it is spoken.
   * Chunks are joined as they are (a model streams pieces of words): a brain that yields whole
   * sentences separates them itself, and a sentence followed by a space is spoken without waiting
   * for the next chunk.
   */
  respond(history: readonly ChatMessage[], options: { signal: AbortSignal }): AsyncIterable<BrainChunk>;
}

/**
 * Cuts streamed text into sentences, so speech can start after the first one. Long runs without a
 * full stop are cut at a comma or a space.
 */
export async function* sentences(chunks: AsyncIterable<string>, maxLength = 220): AsyncIterable<string> {
  let buffer = '';
  for await (const chunk of chunks) {
    buffer += chunk;
    for (;;) {
      const end = /[.!?](?=\s|$)/.exec(buffer);
      let cut = end && end.index + 1 < buffer.length ? end.index + 1 : -1;
      if (cut < 0 && buffer.length > maxLength) {
        const comma = buffer.lastIndexOf(', ', maxLength);
        const space = buffer.lastIndexOf(' ', maxLength);
        cut = comma > maxLength / 2 ? comma + 1 : space > 0 ? space : maxLength;
      }
      if (cut < 0) break;
      const sentence = buffer.slice(0, cut).trim();
      buffer = buffer.slice(cut);
      if (sentence) yield sentence;
    }
  }
  const rest = buffer.trim();
  if (rest) yield rest;
}
