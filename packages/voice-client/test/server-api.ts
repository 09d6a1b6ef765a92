import { fliteTTS, FRAME_SAMPLES, synthesizeAll } from '@mockingbird/voice-agent';
import { inject } from 'vitest';
import WebSocket from 'ws';
import type { AudioIo, AudioIoHandlers } from '../src/audio/audio-io.ts';
import type { VoiceClientEnvironment } from '../src/transports/transport.ts';
import type { FakeSpeech } from '../src/testing/fake-speech.ts';

export const serverUrl = inject('serverUrl');
export const platformKeys = inject('platformKeys');

let counter = 0;

/** A signed-up user of the real server and the session cookie their browser would hold. */
export async function signUp(name = 'Ada Candidate') {
  counter += 1;
  const email = `sdk.${process.pid}.${Date.now()}.${counter}@example.com`;
  const response = await fetch(`${serverUrl}/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: serverUrl },
    body: JSON.stringify({ name, email, password: 'long enough password', confirmPassword: 'long enough password' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const user = (await response.json()) as { _id: string; name: string };
  return { cookie, userId: user._id, name: user.name };
}

/** A call as the platform API reports it (with the private key). */
export async function callRecord(id: string) {
  const response = await fetch(`${serverUrl}/call/${id}`, {
    headers: { authorization: `Bearer ${platformKeys.privateKey}` },
  });
  return (await response.json()) as {
    status: string;
    endedReason?: string;
    mode?: string;
    messages: { role: string; message: string }[];
    transport: { mode: string };
  };
}

/** The `ws` WebSocket, recording every socket it opens so a test can cut one as a network would. */
export class TrackedWebSocket extends WebSocket {
  static opened: TrackedWebSocket[] = [];
  constructor(url: string) {
    super(url);
    TrackedWebSocket.opened.push(this);
  }
  /** The connection drops without a close handshake (Wi-Fi gone). */
  drop() {
    (this as unknown as { _socket?: { destroy(): void } })._socket?.destroy();
  }
}

/** 16 kHz speech from flite, as a microphone would pick it up. */
export const speech = (text: string, voice = 'slt') => synthesizeAll(fliteTTS(voice), text);

/**
 * The audio graph of an audio-mode call, without a browser: a microphone that plays what the test
 * queues (silence otherwise) one 20 ms frame every 20 ms, and a speaker that records what it was
 * given. The real Web Audio graph is tested in Chromium.
 */
export class TestAudio implements AudioIo {
  static made: TestAudio[] = [];
  readonly played: ArrayBuffer[] = [];
  flushes = 0;
  capturing = false;
  muted = false;
  closed = false;
  private queue: Int16Array[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastPlayed: { at: number; level: number } | undefined;

  constructor(private readonly handlers: AudioIoHandlers) {
    TestAudio.made.push(this);
  }

  static create = async (_environment: VoiceClientEnvironment, handlers: AudioIoHandlers) => new TestAudio(handlers);

  /** Queues speech for the microphone. */
  say(samples: Int16Array) {
    for (let i = 0; i < samples.length; i += FRAME_SAMPLES) {
      const frame = new Int16Array(FRAME_SAMPLES);
      frame.set(samples.subarray(i, i + FRAME_SAMPLES));
      this.queue.push(frame);
    }
  }

  /** Resolves once everything queued has been sent. */
  async drained() {
    while (this.queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  async startCapture() {
    this.capturing = true;
    this.timer = setInterval(() => {
      const frame = this.queue.shift() ?? new Int16Array(FRAME_SAMPLES);
      const pcm = this.muted ? new Int16Array(FRAME_SAMPLES) : frame;
      this.handlers.frame(pcm.buffer.slice(0) as ArrayBuffer);
    }, 20);
  }

  async setInputDevice() {}
  async setOutputDevice() {}
  setMuted(muted: boolean) {
    this.muted = muted;
  }
  setGain() {}

  play(pcm: ArrayBuffer) {
    this.played.push(pcm);
    const samples = new Int16Array(pcm);
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    this.lastPlayed = { at: Date.now(), level: peak / 32768 };
  }

  flush() {
    this.flushes += 1;
    this.lastPlayed = undefined;
  }

  remoteLevel() {
    return this.lastPlayed && Date.now() - this.lastPlayed.at < 100 ? this.lastPlayed.level : 0;
  }

  localLevel() {
    return 0;
  }

  async close() {
    this.closed = true;
    clearInterval(this.timer);
  }
}

/** The browser around the client: this user's cookie on every request, a `ws` socket, fake speech. */
export function testEnvironment(options: {
  cookie?: string;
  speech?: FakeSpeech;
  audio?: boolean;
}): Partial<VoiceClientEnvironment> {
  const { speech } = options;
  return {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      }),
    WebSocket: TrackedWebSocket as unknown as typeof globalThis.WebSocket,
    SpeechRecognition: speech?.SpeechRecognition,
    speechSynthesis: speech?.speechSynthesis as unknown as SpeechSynthesis | undefined,
    SpeechSynthesisUtterance: speech?.SpeechSynthesisUtterance as unknown as
      typeof SpeechSynthesisUtterance | undefined,
    createAudioIo: TestAudio.create,
    isMobile: () => false,
  };
}

/** Resolves with the first value `take` returns for an emitted event, or rejects after `ms`. */
export function waitFor<T>(subscribe: (listener: () => void) => () => void, take: () => T | undefined, ms = 15_000) {
  return new Promise<T>((resolve, reject) => {
    const check = () => {
      const value = take();
      if (value === undefined) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(value);
    };
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`timed out after ${ms} ms`));
    }, ms);
    const unsubscribe = subscribe(check);
    check();
  });
}
