import type { ServerCallMessage } from '@mockingbird/contracts';
import {
  FRAME_BYTES,
  FRAME_MS,
  FRAME_SAMPLES,
  fliteTTS,
  frames,
  rms,
  SAMPLE_RATE,
  synthesizeAll,
} from '@mockingbird/voice-agent';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import WebSocket from 'ws';

/** Frames louder than this count as speech when timing the end of an utterance. */
const VOICED_RMS = 400;

/** Real speech for the tests: flite's voice, 16 kHz PCM, as a candidate's microphone would send it. */
export async function speech(text: string): Promise<Int16Array> {
  return synthesizeAll(fliteTTS(), text);
}

type Received = ServerCallMessage & { receivedAt: number };

/**
 * A call's client side on the real socket: a microphone that sends a 20 ms frame every 20 ms in
 * real time (speech when there is some to say, silence otherwise), and a log of everything received.
 */
export class CallClient {
  readonly messages: Received[] = [];
  /** Arrival times of the assistant's audio frames. */
  readonly audioFrames: number[] = [];
  private readonly socket: WebSocket;
  private readonly waiters: {
    test: (m: Received) => boolean;
    resolve: (m: Received) => void;
    timer: NodeJS.Timeout;
  }[] = [];
  private pending: Int16Array[] = [];
  private microphone: NodeJS.Timeout | undefined;
  private nextFrameAt = 0;
  closed: { code: number; reason: string } | undefined;
  private readonly closedPromise: Promise<{ code: number; reason: string }>;
  /** When the last frame of the latest utterance was sent. */
  lastSpeechSentAt = 0;
  /** When the last frame with speech in it (not the quiet tail) was sent. */
  lastVoicedSentAt = 0;
  private speaking = false;
  /** waitFor looks at messages from here on, so waits read the conversation in order. */
  private cursor = 0;

  /**
   * `browserSpeech`: in client-speech mode, answer every `client-speech.say` at once, as a browser
   * that has spoken the text would.
   */
  constructor(
    url: string,
    private readonly options: { browserSpeech?: boolean } = {},
  ) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (data, isBinary) => {
      const at = performance.now();
      if (isBinary) {
        this.audioFrames.push(at);
        return;
      }
      const text = Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as ArrayBuffer).toString();
      const message = { ...(JSON.parse(text) as ServerCallMessage), receivedAt: at };
      this.messages.push(message);
      if (this.options.browserSpeech && message.type === 'client-speech.say')
        this.sendJson({ type: 'client-speech.said', id: message.id });
      const waiter = this.waiters[0];
      if (waiter && waiter.test(message)) {
        clearTimeout(waiter.timer);
        this.waiters.shift();
        this.cursor = this.messages.length;
        waiter.resolve(message);
      }
    });
    this.closedPromise = new Promise((resolve) => {
      this.socket.on('close', (code, reason) => {
        this.closed = { code, reason: reason.toString() };
        this.stopMicrophone();
        resolve(this.closed);
      });
    });
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.readyState === WebSocket.OPEN) resolve();
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  /** Starts sending frames in real time: queued speech first, silence whenever there is none. */
  startMicrophone() {
    this.nextFrameAt = performance.now();
    const tick = () => {
      if (this.socket.readyState !== WebSocket.OPEN) return;
      const frame = this.pending.shift() ?? new Int16Array(FRAME_SAMPLES);
      this.socket.send(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength), { binary: true });
      if (rms(frame) > VOICED_RMS) this.lastVoicedSentAt = performance.now();
      if (this.pending.length === 0 && this.speaking) {
        this.speaking = false;
        this.lastSpeechSentAt = performance.now();
      }
      this.nextFrameAt += FRAME_MS;
      this.microphone = setTimeout(tick, Math.max(0, this.nextFrameAt - performance.now()));
    };
    tick();
  }

  stopMicrophone() {
    if (this.microphone) clearTimeout(this.microphone);
    this.microphone = undefined;
  }

  /** Says the text into the microphone; resolves when its last frame has been sent. */
  async say(text: string): Promise<void> {
    await this.sayAudio(await speech(text));
  }

  /** Plays this audio into the microphone; resolves when its last frame has been sent. */
  async sayAudio(audio: Int16Array): Promise<void> {
    this.pending.push(...frames(audio));
    this.speaking = true;
    const seconds = audio.length / SAMPLE_RATE;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + FRAME_MS * 2));
    while (this.pending.length > 0) await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
  }

  sendJson(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: Buffer | string, binary: boolean) {
    this.socket.send(data, { binary });
  }

  /** The next message after the last one waited for that passes the test (one wait at a time). */
  waitFor<T extends ServerCallMessage['type']>(
    type: T,
    test: (m: Extract<Received, { type: T }>) => boolean = () => true,
    timeoutMs = 30_000,
  ): Promise<Extract<Received, { type: T }>> {
    const matches = (m: Received): m is Extract<Received, { type: T }> =>
      m.type === type && test(m as Extract<Received, { type: T }>);
    const index = this.messages.findIndex((m, i) => i >= this.cursor && matches(m));
    if (index >= 0) {
      this.cursor = index + 1;
      return Promise.resolve(this.messages[index] as Extract<Received, { type: T }>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(
          new Error(
            `no ${type} within ${timeoutMs} ms; received: ${this.messages
              .filter((m) => m.type !== 'conversation-update')
              .map((m) => JSON.stringify(m).slice(0, 160))
              .join('\n')}`,
          ),
        );
      }, timeoutMs);
      const waiter = { test: (m: Received) => matches(m), resolve: resolve as (m: Received) => void, timer };
      this.waiters.push(waiter);
    });
  }

  /** Waits until the assistant has finished its current speech. */
  async assistantDone(timeoutMs = 60_000) {
    return this.waitFor('speech-update', (m) => m.role === 'assistant' && m.status === 'stopped', timeoutMs);
  }

  finals(role: 'user' | 'assistant') {
    return this.messages
      .filter(
        (m): m is Extract<Received, { type: 'transcript' }> =>
          m.type === 'transcript' && m.role === role && m.transcriptType === 'final',
      )
      .map((m) => m.transcript);
  }

  close(code = 1000) {
    this.socket.close(code);
    return this.closedPromise;
  }

  /** Drops the connection without a closing handshake, as a lost network does. */
  drop() {
    this.socket.terminate();
    return this.closedPromise;
  }

  whenClosed() {
    return this.closedPromise;
  }
}

export { FRAME_BYTES };

/** A test app listening on a loopback port, with the platform keys a caller would use. */
export interface ListeningPlatform {
  base: string;
  publicKey: string;
  privateKey: string;
  /** `POST /call/web` as the web app sends it: the public key, and the session cookie when given. */
  postWebCall(body: Record<string, unknown>, cookie?: string): Promise<Response>;
  /** `POST /call/web`, expecting 201, and a client on the call's socket. */
  startCall(
    body: Record<string, unknown>,
    options?: { cookie?: string; browserSpeech?: boolean },
  ): Promise<{ id: string; webCallUrl: string; client: CallClient }>;
}

export async function listenForCalls(app: FastifyInstance, dataDir: string): Promise<ListeningPlatform> {
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const publicKey = (await app.inject({ method: 'GET', url: '/config' })).json<{ voice: { publicKey: string } }>().voice
    .publicKey;
  const { privateKey } = JSON.parse(await readFile(path.join(dataDir, 'platform.json'), 'utf8')) as {
    privateKey: string;
  };
  const postWebCall = (body: Record<string, unknown>, cookie?: string) =>
    fetch(`${base}/call/web`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${publicKey}`,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  return {
    base,
    publicKey,
    privateKey,
    postWebCall,
    async startCall(body, options = {}) {
      const response = await postWebCall(body, options.cookie);
      if (response.status !== 201)
        throw new Error(`POST /call/web answered ${response.status}: ${await response.text()}`);
      const { id, webCallUrl } = (await response.json()) as { id: string; webCallUrl: string };
      return { id, webCallUrl, client: new CallClient(webCallUrl, { browserSpeech: options.browserSpeech ?? false }) };
    },
  };
}
