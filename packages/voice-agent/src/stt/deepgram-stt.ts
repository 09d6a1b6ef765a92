import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { AsyncQueue } from '../async-queue.ts';
import { SAMPLE_RATE } from '../audio/pcm.ts';
import { PipelineError } from '../errors.ts';
import type { SpeechEvent, SpeechStream, STT } from './stt.ts';

export const DEFAULT_DEEPGRAM_URL = 'wss://api.deepgram.com/v1/listen';

export interface DeepgramSTTOptions {
  /** DEEPGRAM_API_KEY. */
  apiKey: string;
  /** The live transcription endpoint (DEEPGRAM_URL); wss://api.deepgram.com/v1/listen by default. */
  url?: string;
  /** DEEPGRAM_MODEL; nova-2 by default. */
  model?: string;
}

/** How long the opening handshake may take. */
const CONNECT_TIMEOUT_MS = 10_000;
/** How long Deepgram may take to send its last results and close after CloseStream. */
const FINISH_TIMEOUT_MS = 10_000;

/** The part of Deepgram's live `Results` message that is read here. */
interface DeepgramResults {
  type: 'Results';
  is_final?: boolean;
  speech_final?: boolean;
  channel?: { alternatives?: { transcript?: string }[] };
}

/**
 * Streaming speech recognition with Deepgram's live API: one WebSocket per utterance, raw 16 kHz
 * PCM sent as it comes. Interim results are partial events; when the input ends, CloseStream asks
 * Deepgram to finish, and once it has closed the socket the finalized segments make the final result.
 */
export class DeepgramSTT implements STT {
  readonly name = 'deepgram';
  readonly capabilities = { streaming: true, partials: true };
  private readonly open = new Set<() => void>();

  constructor(private readonly options: DeepgramSTTOptions) {}

  /** The listen URL with this adapter's audio format and options. */
  listenUrl(): URL {
    const url = new URL(this.options.url ?? DEFAULT_DEEPGRAM_URL);
    const params: Record<string, string> = {
      encoding: 'linear16',
      sample_rate: String(SAMPLE_RATE),
      channels: '1',
      model: this.options.model ?? 'nova-2',
      interim_results: 'true',
      punctuate: 'true',
      language: 'en',
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url;
  }

  stream(options: { signal?: AbortSignal } = {}): SpeechStream {
    const queue = new AsyncQueue<SpeechEvent>();
    let state: 'connecting' | 'open' | 'finishing' | 'done' = 'connecting';
    let inputEnded = false;
    let pending: Buffer[] = [];
    const segments: string[] = [];
    let interim = '';
    let lastPartial = '';
    let finishTimer: NodeJS.Timeout | undefined;
    // Kept here rather than in the queue: a queue closed with an error while its reader is waiting
    // ends that reader without the error.
    let failure: PipelineError | undefined;
    let socket: WebSocket | undefined;

    const finish = (error?: PipelineError) => {
      if (state === 'done') return;
      state = 'done';
      pending = [];
      failure = error;
      clearTimeout(finishTimer);
      options.signal?.removeEventListener('abort', abort);
      this.open.delete(abort);
      queue.close();
    };
    function abort() {
      if (state === 'done') return;
      finish();
      socket?.terminate();
    }
    const closeStream = () => {
      state = 'finishing';
      socket?.send(JSON.stringify({ type: 'CloseStream' }));
      finishTimer = setTimeout(() => {
        finish(
          new PipelineError('stt', `Deepgram did not finish within ${FINISH_TIMEOUT_MS / 1000} s of CloseStream`, {
            retryable: true,
            recoverable: true,
          }),
        );
        socket?.terminate();
      }, FINISH_TIMEOUT_MS);
    };
    const onResults = (results: DeepgramResults) => {
      const transcript = results.channel?.alternatives?.[0]?.transcript?.trim() ?? '';
      if (results.is_final) {
        if (transcript) segments.push(transcript);
        interim = '';
      } else {
        interim = transcript;
      }
      const running = [...segments, interim].filter(Boolean).join(' ');
      if (running && running !== lastPartial) {
        lastPartial = running;
        queue.push({ type: 'partial', text: running });
      }
    };

    this.open.add(abort);
    if (options.signal?.aborted) abort();
    else options.signal?.addEventListener('abort', abort, { once: true });

    if (state === 'connecting') {
      try {
        socket = new WebSocket(this.listenUrl(), {
          headers: { Authorization: `Token ${this.options.apiKey}` },
          handshakeTimeout: CONNECT_TIMEOUT_MS,
        });
      } catch (error) {
        finish(
          new PipelineError('stt', `DEEPGRAM_URL is not a usable WebSocket URL: ${String(error)}`, { cause: error }),
        );
      }
    }

    socket?.on('unexpected-response', (_request, response: IncomingMessage) => {
      response.resume();
      finish(handshakeError(response, this.options.url ?? DEFAULT_DEEPGRAM_URL));
      socket?.terminate();
    });
    socket?.on('error', (error: NodeJS.ErrnoException) => {
      finish(connectionError(error, this.options.url ?? DEFAULT_DEEPGRAM_URL));
    });
    socket?.on('open', () => {
      if (state !== 'connecting') return;
      state = 'open';
      for (const chunk of pending) socket?.send(chunk);
      pending = [];
      if (inputEnded) closeStream();
    });
    socket?.on('message', (data, isBinary) => {
      if (isBinary || state === 'done') return;
      let message: { type?: unknown };
      try {
        const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
        message = JSON.parse(bytes.toString('utf8')) as { type?: unknown };
      } catch {
        return;
      }
      if (message.type === 'Results') onResults(message as DeepgramResults);
    });
    socket?.on('close', (code, reason) => {
      if (state === 'done') return;
      if (state === 'finishing' && (code === 1000 || code === 1005)) {
        queue.push({ type: 'final', text: segments.join(' ') });
        finish();
        return;
      }
      const why = reason.length > 0 ? `${code} ${reason.toString()}` : String(code);
      finish(
        new PipelineError('stt', `Deepgram closed the connection before the utterance was finished (${why})`, {
          retryable: true,
          recoverable: true,
        }),
      );
    });

    return {
      pushFrame(frame) {
        if (state === 'done' || inputEnded) return;
        const bytes = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength);
        if (state === 'open') socket?.send(Buffer.from(bytes));
        else pending.push(Buffer.from(bytes));
      },
      endInput() {
        if (state === 'done' || inputEnded) return;
        inputEnded = true;
        if (state === 'open') closeStream();
      },
      close: abort,
      async *[Symbol.asyncIterator]() {
        for await (const event of queue) yield event;
        if (failure) throw failure;
      },
    };
  }

  async close(): Promise<void> {
    for (const abort of [...this.open]) abort();
  }
}

function handshakeError(response: IncomingMessage, url: string): PipelineError {
  const status = response.statusCode ?? 0;
  const reason = response.headers['dg-error'];
  const detail = `Deepgram refused the connection to ${url} with HTTP ${status}${typeof reason === 'string' ? `: ${reason}` : ''}`;
  if (status === 401 || status === 403) return new PipelineError('stt', `${detail} (check DEEPGRAM_API_KEY)`);
  if (status === 408 || status === 429 || status >= 500)
    return new PipelineError('stt', detail, { retryable: true, recoverable: true });
  // A bad request (unknown model, wrong path) fails every utterance alike.
  return new PipelineError('stt', `${detail} (check DEEPGRAM_URL and DEEPGRAM_MODEL)`);
}

function connectionError(error: NodeJS.ErrnoException, url: string): PipelineError {
  if (error.code === 'ECONNREFUSED' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
    return new PipelineError('stt', `Deepgram is not reachable at ${url} (${error.code}): check DEEPGRAM_URL`, {
      cause: error,
    });
  }
  return new PipelineError('stt', `the connection to Deepgram failed: ${error.code ?? error.message}`, {
    retryable: true,
    recoverable: true,
    cause: error,
  });
}
