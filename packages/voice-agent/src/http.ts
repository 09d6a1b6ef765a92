import { PipelineError } from './errors.ts';

/** What the hosted engines share about talking to an HTTP service. */

/** "ECONNREFUSED" and the like rather than fetch's bare "fetch failed". */
export function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The message in an OpenAI-style error answer ({"error":{"message"}}, {"error":"…"}), or the body's start. */
export function openAiErrorMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof json.error === 'string' ? json.error : (json.error?.message ?? json.message);
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // not JSON
  }
  return body.trim().slice(0, 300) || 'no details';
}

export interface PcmDownload {
  url: string;
  headers: Record<string, string>;
  /** The JSON request body, already serialised. */
  body: string;
  fetch?: typeof fetch;
  /** How long to wait for the answer, and then for each further piece of audio. */
  timeoutMs: number;
  /** Aborting stops the download; the iteration then ends without error. */
  signal?: AbortSignal;
  /** Names the service in errors, e.g. "ElevenLabs at https://api.elevenlabs.io". */
  label: string;
  /** The error for an answer that is not 2xx, from its status and body. */
  answerError(status: number, body: string): PipelineError;
  /** Pieces are cut at multiples of this many bytes: 2 keeps whole samples; a resampler may want more. */
  stepBytes: number;
}

/**
 * POSTs a speech request and reads the raw s16le PCM answer as it arrives, handing on each piece as
 * little-endian samples cut at whole steps; the last piece is what is left short of a step (a stray
 * odd byte, half a sample, is dropped). Network failures and timeouts are retryable tts errors.
 */
export async function* downloadPcm(request: PcmDownload): AsyncGenerator<Int16Array> {
  const { signal } = request;
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
  };
  const failed = (error: unknown) =>
    new PipelineError(
      'tts',
      timedOut ? `${request.label} timed out` : `${request.label} failed: ${describeNetworkError(error)}`,
      { retryable: true, recoverable: true, cause: error },
    );

  try {
    arm();
    let response: Response;
    try {
      response = await (request.fetch ?? fetch)(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
      });
      if (!response.ok) throw request.answerError(response.status, await response.text());
    } catch (error) {
      if (signal?.aborted) return;
      throw error instanceof PipelineError ? error : failed(error);
    }
    if (!response.body) return;

    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
    let carry: Uint8Array = new Uint8Array(0);
    try {
      for (;;) {
        arm();
        const { done, value } = await reader.read();
        clearTimeout(timer); // a slow reader downstream is not a slow server
        if (done) break;
        const bytes = join(carry, value);
        const usable = bytes.length - (bytes.length % request.stepBytes);
        carry = bytes.slice(usable);
        if (usable > 0) yield toSamples(bytes.subarray(0, usable));
        if (signal?.aborted) return;
      }
    } catch (error) {
      if (signal?.aborted) return;
      throw failed(error);
    } finally {
      // Stops the download when the reader stops early (aborted, or the consumer went away).
      controller.abort();
    }
    const rest = toSamples(carry);
    if (rest.length > 0) yield rest;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function join(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Little-endian 16-bit samples from whole pairs of bytes, copied into aligned memory. */
function toSamples(bytes: Uint8Array): Int16Array {
  const out = new Int16Array(Math.floor(bytes.length / 2));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i += 1) out[i] = view.getInt16(i * 2, true);
  return out;
}
