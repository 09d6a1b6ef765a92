import { readCallServerMessage } from '@mockingbird/contracts/call-messages';
import type { AudioIo } from '../audio/audio-io.ts';
import { CallClientStateMachine } from '../call-client-state.ts';
import { toError, VoiceClientError } from '../errors.ts';
import type { CallServerMessage, VoiceClientMessage } from '../types.ts';
import type { BrowserSpeech } from './browser-speech.ts';
import type { Transport, TransportContext } from './transport.ts';

/** How long opening the call's socket may take. */
export const SOCKET_OPEN_TIMEOUT_MS = 10_000;
/** How long leaving waits for the server to close the socket after ours. */
const CLOSE_WAIT_MS = 1000;
/**
 * Unsent bytes beyond which microphone frames are dropped rather than queued (about a second of
 * audio): late audio is worse than lost audio in a conversation, and the buffer must not grow.
 */
export const MAX_BUFFERED_BYTES = 32_000;
/** Unsent bytes above which the connection counts as slow (`network-quality-change`). */
const SLOW_BUFFERED_BYTES = 8_000;

type Mode = 'audio' | 'client-speech';

/**
 * Mockingbird's transport: one WebSocket per call (docs/call-protocol.md). In `audio` mode the
 * microphone's PCM goes up and the assistant's comes down; in `client-speech` mode the browser
 * recognises and speaks, and only text crosses. If the browser's speech fails, the call switches to
 * audio by itself.
 */
export class WebSocketTransport implements Transport {
  readonly kind = 'websocket';
  readonly stages = { create: 'call-object-creation', join: 'call-join' } as const;
  private readonly machine = new CallClientStateMachine();
  private mode: Mode;
  private socket: WebSocket | undefined;
  private audio: AudioIo | undefined;
  private speech: BrowserSpeech | undefined;
  private muted = false;
  private listening = false;
  private leaving = false;
  private leftReported = false;
  private slow = false;
  private readonly leftPromise: Promise<void>;
  private markLeft!: () => void;

  constructor(private readonly context: TransportContext) {
    this.mode = context.webCall.transport?.mode ?? 'audio';
    this.leftPromise = new Promise((resolve) => (this.markLeft = resolve));
  }

  get state() {
    return this.machine.state;
  }

  async create(): Promise<void> {
    this.machine.beginLoading();
    try {
      if (!this.context.environment.WebSocket) throw VoiceClientError.browserUnsupported('WebSocket');
      if (this.mode === 'audio') this.audio = await this.makeAudio();
      else {
        this.speech = await this.makeSpeech();
        await this.speech.prepare();
      }
      this.machine.loaded();
    } catch (error) {
      this.machine.fail();
      await this.release();
      throw error instanceof VoiceClientError ? error : VoiceClientError.callObject(toError(error).message, error);
    }
  }

  async join(): Promise<void> {
    this.machine.beginJoining();
    try {
      if (this.audio && this.context.microphone)
        await this.audio.startCapture({ deviceId: this.context.audioDeviceId });
      await this.openSocket();
      this.machine.joined();
      if (this.speech && this.context.microphone) this.speech.startListening();
    } catch (error) {
      this.machine.fail();
      await this.release();
      throw error;
    }
  }

  async leave(): Promise<void> {
    if (this.leftReported) return;
    if (this.leaving) return this.leftPromise;
    this.leaving = true;
    const socket = this.socket;
    if (socket && (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)) {
      // A normal close tells the server the caller hung up (customer-ended-call).
      const closed = new Promise<void>((resolve) => {
        socket.addEventListener('close', () => resolve());
        this.context.environment.setTimeout(resolve, CLOSE_WAIT_MS);
      });
      socket.close(1000, 'customer ended the call');
      await closed;
    }
    await this.finish({});
  }

  send(message: VoiceClientMessage | { type: 'client-speech.switch-to-audio' }): void {
    this.sendJson(message);
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.audio?.setMuted(muted);
    this.speech?.setMuted(muted);
  }

  isMuted(): boolean {
    return this.muted;
  }

  async setInputDevices(options: { audioDeviceId?: string | false | undefined }): Promise<void> {
    if (options.audioDeviceId === undefined) return;
    if (!this.audio) {
      throw VoiceClientError.audio(
        "The browser's speech recognition always uses the system microphone; choose the microphone in your system settings.",
      );
    }
    await this.audio.setInputDevice(options.audioDeviceId);
  }

  async setOutputDevice(options: { outputDeviceId: string }): Promise<void> {
    if (!this.audio) {
      throw VoiceClientError.audio(
        "The browser's speech always plays on the system speaker; choose the speaker in your system settings.",
      );
    }
    await this.audio.setOutputDevice(options.outputDeviceId);
  }

  async increaseMicLevel(gain: number): Promise<void> {
    this.audio?.setGain(gain);
  }

  remoteAudioLevel(): number {
    return this.audio?.remoteLevel() ?? this.speech?.level() ?? 0;
  }

  localAudioLevel(): number {
    return this.audio?.localLevel() ?? 0;
  }

  async setUpAudioProcessing(): Promise<Record<string, unknown>> {
    // Echo cancellation and noise suppression are the browser's, asked for when the microphone opens.
    return { mode: this.mode, noiseSuppression: this.mode === 'audio' };
  }

  // ---- internals ----------------------------------------------------------------------------

  private makeAudio(): Promise<AudioIo> {
    const { environment } = this.context;
    return environment.createAudioIo(environment, {
      frame: (pcm) => this.sendAudio(pcm),
      error: (error) => void this.fatal(error),
    });
  }

  /** Client-speech mode's code is loaded only for calls that use it. */
  private async makeSpeech(): Promise<BrowserSpeech> {
    const { BrowserSpeech } = await import('./browser-speech.ts');
    return new BrowserSpeech(this.context.environment, {
      userStarted: () => this.sendJson({ type: 'client-speech.user-started' }),
      transcript: (transcript, transcriptType) =>
        this.sendJson({ type: 'client-speech.transcript', transcriptType, transcript }),
      said: (id) => this.sendJson({ type: 'client-speech.said', id }),
      unavailable: (reason) => void this.switchToAudio(reason),
    });
  }

  /**
   * The browser's speech failed mid-call: the server takes over listening and speaking. The audio
   * graph is ready before the server is told, so no assistant audio arrives with nowhere to go.
   */
  private async switchToAudio(reason: string) {
    if (this.mode === 'audio' || this.leaving) return;
    this.context.log('browser speech unavailable; switching the call to audio', { reason });
    this.speech?.stop();
    this.speech = undefined;
    try {
      const audio = await this.makeAudio();
      this.audio = audio;
      audio.setMuted(this.muted);
      if (this.context.microphone) await audio.startCapture({ deviceId: this.context.audioDeviceId });
      if (this.leaving) return;
      this.sendJson({ type: 'client-speech.switch-to-audio' });
      this.mode = 'audio';
    } catch (error) {
      await this.fatal(
        error instanceof VoiceClientError ? error : VoiceClientError.audio(toError(error).message, error),
      );
    }
  }

  private openSocket(): Promise<void> {
    const { environment, webCall } = this.context;
    const Socket = environment.WebSocket!;
    return new Promise<void>((resolve, reject) => {
      let opened = false;
      let socket: WebSocket;
      try {
        socket = new Socket(webCall.webCallUrl);
      } catch (error) {
        reject(VoiceClientError.serverUnreachable(error));
        return;
      }
      socket.binaryType = 'arraybuffer';
      this.socket = socket;
      const timer = environment.setTimeout(() => {
        if (opened) return;
        reject(VoiceClientError.timeout('Connecting to the call', SOCKET_OPEN_TIMEOUT_MS));
        socket.close();
      }, SOCKET_OPEN_TIMEOUT_MS);
      socket.addEventListener('open', () => {
        opened = true;
        environment.clearTimeout(timer);
        resolve();
      });
      socket.addEventListener('message', (event: MessageEvent) => this.onMessage(event.data));
      socket.addEventListener('close', (event: CloseEvent) => {
        environment.clearTimeout(timer);
        if (!opened) {
          reject(
            event.code === 4001
              ? VoiceClientError.connectionRefused(event.reason || 'the call token was used or has expired')
              : VoiceClientError.serverUnreachable(new Error(`socket closed with code ${event.code}`)),
          );
          return;
        }
        void this.onClose(event.code, event.reason);
      });
    });
  }

  private onMessage(data: unknown) {
    if (typeof data !== 'string') {
      if (data instanceof ArrayBuffer && this.mode === 'audio') this.audio?.play(data);
      return;
    }
    const read = readCallServerMessage(data);
    if (read.kind === 'unknown') this.context.events.unknownMessage(read.message);
    else if (read.kind === 'invalid') this.context.log('ignored a frame that is not a message');
    else {
      this.handle(read.message);
      this.context.events.message(read.message);
    }
  }

  private handle(message: CallServerMessage) {
    switch (message.type) {
      case 'status-update':
        if (message.status === 'in-progress' && !this.listening) {
          this.listening = true;
          this.context.events.listening();
        }
        break;
      case 'user-interrupted':
        // Barge-in: what is queued to play is dropped at once.
        this.audio?.flush();
        this.speech?.cancelSpeaking();
        break;
      case 'client-speech.say':
        if (this.speech) this.speech.say(message.id, message.text);
        break;
      default:
        break;
    }
  }

  private async onClose(code: number, reason: string) {
    if (this.leaving || this.leftReported) {
      await this.finish({});
      return;
    }
    // The server closes with 1000 once the call has ended (after its end-of-call report).
    if (code === 1000) {
      await this.finish({});
      return;
    }
    this.context.events.error(VoiceClientError.connectionLost(reason || `code ${code}`), true);
    await this.finish({ endedReason: 'call.in-progress.error-transport-disconnected' });
  }

  private async fatal(error: VoiceClientError) {
    if (this.leftReported || this.leaving) return;
    this.context.events.error(error, true);
    await this.leave();
  }

  private sendJson(message: object) {
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN || this.leaving) return;
    socket.send(JSON.stringify(message));
  }

  private sendAudio(pcm: ArrayBuffer) {
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN || this.leaving || this.mode !== 'audio') return;
    const buffered = socket.bufferedAmount;
    this.reportQuality(buffered);
    if (buffered > MAX_BUFFERED_BYTES) return;
    socket.send(pcm);
  }

  private reportQuality(buffered: number) {
    const slow = buffered > SLOW_BUFFERED_BYTES;
    if (slow === this.slow) return;
    this.slow = slow;
    this.context.events.networkQuality(slow ? { threshold: 'low', quality: 40 } : { threshold: 'good', quality: 100 });
  }

  private async finish(info: { endedReason?: string }) {
    if (this.leftReported) return;
    this.leftReported = true;
    await this.release();
    this.machine.leave();
    this.context.events.left(info);
    this.markLeft();
  }

  private async release() {
    this.speech?.stop();
    this.speech = undefined;
    const audio = this.audio;
    this.audio = undefined;
    await audio?.close().catch(() => undefined);
    const socket = this.socket;
    if (socket && socket.readyState === socket.OPEN) socket.close(1000, 'customer ended the call');
  }
}
