import { VoiceClientError } from '../errors.ts';
import { openMicrophoneStream } from '../microphone.ts';
import type { VoiceClientEnvironment } from '../transports/transport.ts';
import type { AudioIo, AudioIoHandlers, CreateAudioIo } from './audio-io.ts';

/** `AudioContext.setSinkId` (Chromium 110+), not in TypeScript's DOM types; missing in Firefox and Safari. */
interface MaybeSinkable {
  setSinkId?: (sinkId: string) => Promise<void>;
}

const isLevel = (data: unknown): data is { type: 'level'; level: number } =>
  typeof data === 'object' &&
  data !== null &&
  'type' in data &&
  data.type === 'level' &&
  'level' in data &&
  typeof data.level === 'number';

/**
 * An audio-mode call's audio in the browser: one AudioContext at the device's own rate (Firefox
 * cannot connect a microphone to a context of another rate, so the worklets resample), the
 * `mockingbird-playback` worklet to the speakers, and the microphone → gain → `mockingbird-capture`
 * worklet, which posts the wire frames.
 */
export const createWebAudioIo: CreateAudioIo = async (environment, handlers) => {
  const AudioContextClass = environment.AudioContext;
  // AudioWorkletNode has no factory on the context; it is taken from the environment's window.
  const WorkletNode = environment.document?.defaultView?.AudioWorkletNode;
  if (!AudioContextClass || !WorkletNode) throw VoiceClientError.browserUnsupported('Web Audio worklets');
  let context: AudioContext;
  try {
    context = new AudioContextClass({ latencyHint: 'interactive' });
  } catch (error) {
    throw VoiceClientError.audio('The audio output could not be opened.', error);
  }
  try {
    // audioWorklet is missing on insecure pages; addModule fails on a wrong URL or a strict CSP.
    const { audioWorklet } = context as Partial<Pick<AudioContext, 'audioWorklet'>>;
    if (!audioWorklet) throw VoiceClientError.browserUnsupported('Web Audio worklets (they need an HTTPS page)');
    await audioWorklet.addModule(environment.workletUrl());
    return new WebAudioIo(environment, handlers, context, WorkletNode);
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error instanceof VoiceClientError
      ? error
      : VoiceClientError.audio('The audio worklets could not be loaded.', error);
  }
};

class WebAudioIo implements AudioIo {
  private readonly playback: AudioWorkletNode;
  /** Created by the first startCapture / setInputDevice: frames flow from then on. */
  private capture: { node: AudioWorkletNode; gain: GainNode } | undefined;
  private microphone: { stream: MediaStream; source: MediaStreamAudioSourceNode } | undefined;
  /** The `<audio>` route, used when the context itself cannot choose its output device. */
  private sink: { element: HTMLAudioElement; destination: MediaStreamAudioDestinationNode } | undefined;
  private muted = false;
  private gain = 1;
  private remote = 0;
  private local = 0;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly environment: VoiceClientEnvironment,
    private readonly handlers: AudioIoHandlers,
    private readonly context: AudioContext,
    private readonly WorkletNode: typeof AudioWorkletNode,
  ) {
    this.playback = new WorkletNode(context, 'mockingbird-playback', {
      numberOfInputs: 0,
      numberOfOutputs: 1,
      outputChannelCount: [1],
    });
    this.playback.port.onmessage = (event: MessageEvent<unknown>) => {
      if (isLevel(event.data)) this.remote = event.data.level;
    };
    this.playback.onprocessorerror = () => handlers.error(VoiceClientError.audio("The assistant's audio failed."));
    this.playback.connect(context.destination);
    this.resume();
  }

  async startCapture(options: { deviceId?: string | undefined }): Promise<void> {
    await this.useMicrophone(options.deviceId);
  }

  async setInputDevice(deviceId: string | false): Promise<void> {
    if (deviceId !== false) return this.useMicrophone(deviceId);
    this.ensureCapture();
    this.releaseMicrophone();
  }

  async setOutputDevice(deviceId: string): Promise<void> {
    try {
      const context = this.context as AudioContext & MaybeSinkable;
      if (context.setSinkId) return await context.setSinkId(deviceId);
      const element = this.sink?.element ?? this.environment.document?.createElement('audio');
      // Typed as always there, but Safari's media elements have no setSinkId.
      if (!element || !('setSinkId' in element))
        throw VoiceClientError.audio("This browser cannot choose the speaker; the call plays on the system's default.");
      // The device is set before the audio is routed there, so nothing plays on the old one meanwhile.
      await element.setSinkId(deviceId);
      if (!this.sink && !this.closing) this.routeThrough(element);
    } catch (error) {
      throw error instanceof VoiceClientError
        ? error
        : VoiceClientError.audio('The speaker could not be selected.', error);
    }
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.capture?.node.port.postMessage({ type: 'mute', muted });
  }

  setGain(gain: number): void {
    if (!Number.isFinite(gain) || gain < 0)
      throw VoiceClientError.invalidInput('The microphone gain must be a finite number, 0 or more.');
    this.gain = gain;
    if (this.capture) this.capture.gain.gain.value = gain;
  }

  play(pcm: ArrayBuffer): void {
    this.resume();
    // Copied, not transferred: the caller keeps a usable buffer, and 640 bytes per 20 ms is nothing.
    this.playback.port.postMessage(pcm);
  }

  flush(): void {
    this.playback.port.postMessage({ type: 'flush' });
  }

  remoteLevel(): number {
    return this.remote;
  }

  localLevel(): number {
    return this.local;
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    this.releaseMicrophone();
    this.playback.port.onmessage = null;
    this.playback.disconnect();
    if (this.capture) {
      this.capture.node.port.onmessage = null;
      this.capture.node.disconnect();
      this.capture.gain.disconnect();
    }
    if (this.sink) {
      this.sink.element.pause();
      this.sink.element.srcObject = null;
    }
    this.remote = 0;
    this.local = 0;
    // close() rejects only when the context is already closed, which is what we want anyway.
    await this.context.close().catch(() => undefined);
  }

  /** Opens the microphone and swaps it in; the old one keeps working if the new one fails to open. */
  private async useMicrophone(deviceId: string | undefined): Promise<void> {
    const stream = await openMicrophoneStream(this.environment, deviceId);
    if (this.closing) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const { gain } = this.ensureCapture();
    const source = this.context.createMediaStreamSource(stream);
    source.connect(gain);
    this.releaseMicrophone();
    this.microphone = { stream, source };
    for (const track of stream.getAudioTracks()) {
      // 'ended' fires when the device goes away (unplugged, revoked), never for our own stop().
      track.addEventListener('ended', () => {
        if (this.microphone?.stream === stream) this.handlers.error(VoiceClientError.microphoneUnavailable());
      });
    }
    this.resume();
  }

  private releaseMicrophone(): void {
    if (!this.microphone) return;
    this.microphone.source.disconnect();
    this.microphone.stream.getTracks().forEach((track) => track.stop());
    this.microphone = undefined;
  }

  private ensureCapture(): { node: AudioWorkletNode; gain: GainNode } {
    if (this.capture) return this.capture;
    const gain = this.context.createGain();
    gain.gain.value = this.gain;
    const node = new this.WorkletNode(this.context, 'mockingbird-capture', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      outputChannelCount: [1],
      channelCount: 1,
      channelCountMode: 'explicit',
      channelInterpretation: 'speakers',
    });
    node.port.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data instanceof ArrayBuffer) this.handlers.frame(event.data);
      else if (isLevel(event.data)) this.local = event.data.level;
    };
    node.onprocessorerror = () => this.handlers.error(VoiceClientError.audio("The microphone's audio failed."));
    node.port.postMessage({ type: 'mute', muted: this.muted });
    gain.connect(node);
    // The capture node's output is silent; it is connected only so that every browser keeps pulling it.
    node.connect(this.context.destination);
    this.capture = { node, gain };
    return this.capture;
  }

  /** Plays through an `<audio>` element, whose output device can be chosen where the context's cannot. */
  private routeThrough(element: HTMLAudioElement): void {
    const destination = this.context.createMediaStreamDestination();
    this.playback.disconnect();
    this.playback.connect(destination);
    element.srcObject = destination.stream;
    element
      .play()
      .catch((error: unknown) =>
        this.handlers.error(VoiceClientError.audio("The assistant's audio could not be played.", error)),
      );
    this.sink = { element, destination };
  }

  /** Browsers start contexts suspended without a user gesture (autoplay); every use tries again. */
  private resume(): void {
    // Not awaited: without a gesture resume() stays pending. It rejects only once the context is closed.
    if (this.context.state === 'suspended') this.context.resume().catch(() => undefined);
  }
}
