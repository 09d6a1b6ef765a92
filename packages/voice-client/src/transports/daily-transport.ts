import type {
  DailyEventObjectAppMessage,
  DailyEventObjectFatalError,
  DailyEventObjectNetworkQualityEvent,
  DailyEventObjectNonFatalError,
  DailyEventObjectParticipant,
  DailyEventObjectRemoteParticipantsAudioLevel,
  DailyParticipant,
} from '@daily-co/daily-js';
import { readCallServerMessage } from '@mockingbird/contracts/call-messages';
import { CallClientStateMachine } from '../call-client-state.ts';
import { toError, VoiceClientError } from '../errors.ts';
import { openMicrophoneStream } from '../microphone.ts';
import { AUDIO_OBSERVER_INTERVAL_MS } from '../speech-detector.ts';
import type { DailyCallConfig, DailyCallObjectOptions, VoiceClientMessage } from '../types.ts';
import type { DailyCallLike, DailyFactory, Transport, TransportContext } from './transport.ts';

/** Vapi's cloud puts the assistant's voice in the room under this participant name (spec §9). */
export const REMOTE_SPEAKER_NAME = 'Vapi Speaker';
/** Voice providers whose assistant is a video avatar, so their video is subscribed too (spec §9). */
const VIDEO_AVATAR_PROVIDERS = new Set(['tavus']);
/** Video recording of Vapi's cloud calls (spec §9: 1280x720, default layout). */
const RECORDING = { width: 1280, height: 720, backgroundColor: '#FF1F2D3D', layout: { preset: 'default' } };

type Handler = (event?: unknown) => void;

/**
 * A call on Vapi's cloud: a hidden Daily call object in the room at `webCallUrl`. Only the
 * assistant's voice (the "Vapi Speaker" participant) is subscribed and played, through one
 * `<audio>` element; app messages carry the platform's messages both ways.
 */
export class DailyTransport implements Transport {
  readonly kind = 'daily';
  readonly stages = { create: 'daily-call-object-creation', join: 'daily-call-join' } as const;
  private readonly machine = new CallClientStateMachine();
  private call: DailyCallLike | undefined;
  private handlers: [string, Handler][] = [];
  private readonly subscribed = new Set<string>();
  private muted: boolean;
  private audio: HTMLAudioElement | undefined;
  private track: MediaStreamTrack | undefined;
  private sinkId: string | undefined;
  private deviceId: string | undefined;
  private remoteLevel = 0;
  private recording = false;
  /** The platform said the call is over (`hang`, `status-update: ended`, `end-of-call-report`). */
  private endedNormally = false;
  private boosted: { context: AudioContext; stream: MediaStream } | undefined;
  private finishing: Promise<void> | undefined;

  constructor(
    private readonly context: TransportContext,
    private readonly options: { dailyCallConfig: DailyCallConfig; dailyCallObject: DailyCallObjectOptions },
  ) {
    this.muted = options.dailyCallObject.startAudioOff === true;
    this.deviceId = context.audioDeviceId;
  }

  get state() {
    return this.machine.state;
  }

  /** The Daily call object while the call lasts (for `getDailyCallObject()`). */
  get callObject(): DailyCallLike | undefined {
    return this.call;
  }

  async create(): Promise<void> {
    this.machine.beginLoading();
    let daily: DailyFactory;
    try {
      daily = await this.context.environment.loadDaily();
    } catch (error) {
      this.machine.fail();
      throw VoiceClientError.callObject('Failed to load call object bundle.', error);
    }
    // Daily allows one call object per page: a leftover one (React StrictMode mounts twice, another
    // client never stopped) makes createCallObject throw, after which nothing works.
    const existing = daily.getCallInstance?.();
    if (existing && !existing.isDestroyed?.())
      await this.quietly('destroy the call object left on the page', () => existing.destroy());
    if (this.state !== 'loading') throw VoiceClientError.callObject('The call was left while it was loading.');
    const { dailyCallConfig, dailyCallObject } = this.options;
    const { microphone, audioDeviceId } = this.context;
    try {
      this.call = daily.createCallObject({
        ...dailyCallObject,
        audioSource: microphone ? (dailyCallObject.audioSource ?? audioDeviceId ?? true) : false,
        videoSource: false,
        // Without eval, daily-js's call machine runs under a CSP without 'unsafe-eval' (as Vapi's SDK does).
        dailyConfig: { avoidEval: true, ...dailyCallConfig },
      });
    } catch (error) {
      this.machine.fail();
      throw VoiceClientError.callObject(toError(error).message, error);
    }
    this.listen<DailyEventObjectParticipant>('participant-joined', ({ participant }) =>
      this.onParticipant(participant),
    );
    this.listen<DailyEventObjectParticipant>('participant-updated', ({ participant }) =>
      this.onParticipant(participant),
    );
    this.listen<DailyEventObjectAppMessage<unknown>>('app-message', ({ data }) => this.onAppMessage(data));
    this.listen<DailyEventObjectRemoteParticipantsAudioLevel>('remote-participants-audio-level', (event) => {
      this.remoteLevel = Object.values(event.participantsAudioLevel ?? {}).reduce((sum, level) => sum + level, 0);
    });
    // Someone else destroying our call object (a second client on the page) ends the call too.
    for (const name of ['left-meeting', 'call-instance-destroyed'])
      this.listen(name, () => {
        if (this.state === 'joined') void this.finish();
      });
    this.listen<DailyEventObjectFatalError>('error', (event) => this.onFatalError(event));
    this.listen<DailyEventObjectNonFatalError>('nonfatal-error', (event) => void this.onNonFatalError(event));
    this.listen<DailyEventObjectNetworkQualityEvent>('network-quality-change', ({ threshold, quality }) =>
      this.context.events.networkQuality({ threshold, quality }),
    );
    this.machine.loaded();
  }

  async join(): Promise<void> {
    const call = this.call;
    if (!this.machine.canJoin) throw VoiceClientError.callObject(`Cannot join: the call is already ${this.state}.`);
    if (!call || this.state !== 'loaded')
      throw VoiceClientError.callObject(`Cannot join a call that is ${this.state}.`);
    this.machine.beginJoining();
    const abandoned = () => this.machine.state !== 'joining';
    try {
      await call.join({
        url: this.context.webCall.webCallUrl,
        subscribeToTracksAutomatically: false,
        ...(this.muted ? { startAudioOff: true } : {}),
      });
    } catch (error) {
      if (abandoned()) throw VoiceClientError.callObject('The call was left while joining.', error);
      this.machine.fail();
      await this.release();
      throw VoiceClientError.callObject(toError(error).message, error);
    }
    if (abandoned()) throw VoiceClientError.callObject('The call was left while joining.');
    this.machine.joined();
    // The assistant is often in the room before us; participant-joined only reports later arrivals.
    for (const participant of Object.values(call.participants())) this.onParticipant(participant as DailyParticipant);
    await this.quietly('start the audio level observers', async () => {
      await call.startRemoteParticipantsAudioLevelObserver?.(AUDIO_OBSERVER_INTERVAL_MS);
      if (this.context.microphone) await call.startLocalAudioLevelObserver?.(AUDIO_OBSERVER_INTERVAL_MS);
    });
  }

  leave(): Promise<void> {
    return this.machine.canLeave ? this.finish() : (this.finishing ?? Promise.resolve());
  }

  send(message: VoiceClientMessage): void {
    if (this.state === 'joined') this.call?.sendAppMessage(JSON.stringify(message), '*');
  }

  setMuted(muted: boolean): void {
    if (this.state === 'joined' && this.call) {
      this.muted = muted;
      this.call.setLocalAudio(!muted);
    } else {
      // Before joining, Vapi's `startAudioOff` option keeps the microphone off until unmuted in the call.
      this.muted = muted || this.options.dailyCallObject.startAudioOff === true;
    }
  }

  isMuted(): boolean {
    return this.state === 'joined' && this.call ? !this.call.localAudio() : this.muted;
  }

  async setInputDevices({ audioDeviceId }: { audioDeviceId?: string | false | undefined }): Promise<void> {
    this.deviceId = audioDeviceId || undefined;
    await this.call?.setInputDevicesAsync({ audioDeviceId });
  }

  async setOutputDevice({ outputDeviceId }: { outputDeviceId: string }): Promise<void> {
    this.sinkId = outputDeviceId;
    try {
      await Promise.all([this.call?.setOutputDeviceAsync({ outputDeviceId }), this.applySink()]);
    } catch (error) {
      throw VoiceClientError.audio(`The output device could not be changed: ${toError(error).message}`, error);
    }
  }

  async increaseMicLevel(gain: number): Promise<void> {
    const { AudioContext: Context, mediaDevices } = this.context.environment;
    if (!Context || !mediaDevices?.getUserMedia)
      throw VoiceClientError.audio('This browser has no Web Audio, so the microphone level cannot be changed.');
    const call = this.call;
    if (!call) return;
    const stream = await openMicrophoneStream(this.context.environment, this.deviceId);
    this.releaseBoost();
    const context = new Context();
    const amplifier = context.createGain();
    amplifier.gain.value = gain;
    const destination = context.createMediaStreamDestination();
    context.createMediaStreamSource(stream).connect(amplifier).connect(destination);
    this.boosted = { context, stream };
    const [track] = destination.stream.getAudioTracks();
    if (!track) throw VoiceClientError.audio('Web Audio produced no microphone track.');
    await call.setInputDevicesAsync({ audioSource: track });
  }

  remoteAudioLevel(): number {
    return this.state === 'joined' ? this.remoteLevel : 0;
  }

  localAudioLevel(): number {
    if (this.state !== 'joined') return 0;
    try {
      return this.call?.getLocalAudioLevel?.() ?? 0;
    } catch {
      return 0;
    }
  }

  /** Noise cancellation is on by default (spec §9); a browser that cannot run it still gets its call. */
  async setUpAudioProcessing(): Promise<Record<string, unknown>> {
    const call = this.call;
    if (!this.context.microphone) return { noiseCancellation: false, reason: 'The call has no microphone.' };
    if (!call?.updateInputSettings) return { noiseCancellation: false, reason: 'Not supported by the call object.' };
    try {
      await call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } });
      return { noiseCancellation: true };
    } catch (error) {
      return { noiseCancellation: false, reason: toError(error).message };
    }
  }

  async startVideoRecording(): Promise<boolean> {
    if (!this.context.webCall.artifactPlan?.videoRecordingEnabled || !this.call?.startRecording) return false;
    this.call.startRecording(RECORDING);
    this.recording = true;
    return true;
  }

  // ---- internals ----------------------------------------------------------------------------

  private listen<T>(name: string, handler: (event: T) => void) {
    const wrapped: Handler = (event) => handler((event ?? {}) as T);
    this.call?.on(name, wrapped);
    this.handlers.push([name, wrapped]);
  }

  private onParticipant(participant: DailyParticipant | undefined) {
    if (this.state !== 'joined' || !this.call || participant?.local !== false) return;
    if (participant.user_name !== REMOTE_SPEAKER_NAME) return;
    if (!this.subscribed.has(participant.session_id)) {
      this.subscribed.add(participant.session_id);
      const { artifactPlan, assistant } = this.context.webCall;
      const video =
        artifactPlan?.videoRecordingEnabled === true || VIDEO_AVATAR_PROVIDERS.has(assistant?.voice?.provider ?? '');
      this.call.updateParticipant(participant.session_id, { setSubscribedTracks: { audio: true, video } });
    }
    const audio = participant.tracks?.audio;
    const track = audio?.persistentTrack ?? audio?.track;
    if (audio?.state === 'playable' && track) this.play(track);
  }

  /** Plays the assistant's voice through one `<audio>` element (a new track replaces the old one). */
  private play(track: MediaStreamTrack) {
    const { document } = this.context.environment;
    if (track === this.track) return;
    if (!document || typeof MediaStream === 'undefined') {
      this.context.log('no document or MediaStream to play the assistant with');
      return;
    }
    if (!this.audio) {
      this.audio = document.createElement('audio');
      this.audio.autoplay = true;
      document.body.appendChild(this.audio);
      void this.applySink().catch((error: unknown) => this.context.log('setSinkId failed', { error }));
    }
    this.audio.srcObject = new MediaStream([track]);
    this.track = track;
    // Vapi's cloud holds the first message until the client can hear it.
    this.call?.sendAppMessage('playable', '*');
  }

  private async applySink() {
    if (this.audio && this.sinkId !== undefined && typeof this.audio.setSinkId === 'function')
      await this.audio.setSinkId(this.sinkId);
  }

  private onAppMessage(data: unknown) {
    if (data === 'listening') return this.context.events.listening();
    const read = readCallServerMessage(data);
    if (read.kind === 'unknown') return this.context.events.unknownMessage(read.message);
    if (read.kind === 'invalid') return this.context.log('ignored an app message that is not a message');
    const { message } = read;
    if (message.type === 'hang' || message.type === 'end-of-call-report') this.endedNormally = true;
    if (message.type === 'status-update' && message.status === 'ended') this.endedNormally = true;
    this.context.events.message(message);
  }

  private onFatalError({ errorMsg, error }: DailyEventObjectFatalError) {
    const message = errorMsg || (error as { msg?: string } | undefined)?.msg || 'The call failed.';
    // While joining, join() rejects with this failure itself.
    if (this.state !== 'joined') return this.context.log('call object error', { message });
    // Daily closes the room with an ejection when the assistant hangs up: a normal end, not an error.
    const ejected = (error as { type?: string } | undefined)?.type === 'ejected' || /ejection/i.test(message);
    const normalEnd = /meeting has ended/i.test(message) || (ejected && this.endedNormally);
    if (!normalEnd) this.context.events.error(VoiceClientError.callObject(message, error), true);
    void this.finish();
  }

  /** Noise cancellation failed: turn it off and give the user their microphone back (spec §8). */
  private async onNonFatalError({ type, errorMsg }: DailyEventObjectNonFatalError) {
    const call = this.call;
    if (type !== 'audio-processor-error' || !call) return this.context.log('call object warning', { type });
    await this.quietly('turn noise cancellation off', async () => {
      await call.updateInputSettings?.({ audio: { processor: { type: 'none' } } });
    });
    if (!this.muted && this.context.microphone) call.setLocalAudio(true);
    this.context.events.error(
      VoiceClientError.audio(`Noise cancellation failed and was turned off: ${errorMsg}`, { type, errorMsg }),
      false,
    );
  }

  /** Leaves once, however the call ended; `left` is reported after the call object is gone. */
  private finish(): Promise<void> {
    if (!this.finishing) {
      this.machine.leave();
      this.finishing = this.release().then(() => this.context.events.left({}));
    }
    return this.finishing;
  }

  /** Frees what the call holds: listeners, the audio element, the recording, the call object. */
  private async release() {
    const call = this.call;
    this.call = undefined;
    for (const [name, handler] of this.handlers) call?.off(name, handler);
    this.handlers = [];
    this.audio?.remove();
    this.audio = undefined;
    this.track = undefined;
    this.remoteLevel = 0;
    this.releaseBoost();
    if (!call || call.isDestroyed?.()) return;
    if (this.recording) await this.quietly('stop recording', async () => call.stopRecording?.());
    this.recording = false;
    const meeting = call.meetingState();
    if (meeting === 'joined-meeting' || meeting === 'joining-meeting')
      await this.quietly('leave the room', () => call.leave());
    await this.quietly('destroy the call object', () => call.destroy());
  }

  private releaseBoost() {
    this.boosted?.stream.getTracks().forEach((track) => track.stop());
    void this.boosted?.context.close().catch(() => undefined);
    this.boosted = undefined;
  }

  private async quietly(what: string, work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      this.context.log(`could not ${what}`, { error: toError(error).message });
    }
  }
}
