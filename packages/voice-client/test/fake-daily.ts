import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyFatalErrorType,
  DailyMeetingState,
  DailyNonFatalErrorType,
  DailyParticipant,
  DailyParticipantsObject,
  DailyTrackState,
} from '@daily-co/daily-js';
import type { DailyCallLike, DailyFactory } from '../src/transports/transport.ts';

/**
 * A stand-in for daily-js (Vapi's cloud carries web calls in Daily rooms): a call object that records
 * what is asked of it and emits daily-js's own event objects, typed with daily-js's declarations, plus
 * helpers that play the room's side (the assistant joining, app messages, audio levels, errors).
 */

type Payload<T extends DailyEvent> = Omit<DailyEventObject<T>, 'action' | 'callClientId'>;
type Handler = (event?: unknown) => void;

/** A participant object as daily-js reports it. */
export function dailyParticipant(options: {
  session_id: string;
  user_name: string;
  local?: boolean;
  audio?: Partial<DailyTrackState>;
}): DailyParticipant {
  const off: DailyTrackState = { subscribed: false, state: 'off' };
  const audio: DailyTrackState = { subscribed: false, state: 'loading', ...options.audio };
  return {
    audio: audio.state === 'playable',
    video: false,
    screen: false,
    tracks: { audio, video: off, screenAudio: off, screenVideo: off },
    user_id: options.session_id,
    user_name: options.user_name,
    session_id: options.session_id,
    will_eject_at: new Date(0),
    local: options.local ?? false,
    owner: false,
    permissions: { hasPresence: true, canSend: true, canReceive: { base: true }, canAdmin: false },
    record: false,
    cam_info: {},
    screen_info: {},
  };
}

/** An object that passes for a MediaStreamTrack in jsdom (which has none). */
export const fakeTrack = (id: string) => ({ id, kind: 'audio', readyState: 'live' }) as unknown as MediaStreamTrack;

export class FakeDailyCall implements DailyCallLike {
  /** Every method called, in order, with its arguments. */
  readonly log: { method: string; args: unknown[] }[] = [];
  readonly remotes = new Map<string, DailyParticipant>();
  /** Makes join() fail as Daily does: a fatal `error` event, then the rejection. */
  joinFailure: { type: DailyFatalErrorType; msg: string } | undefined;
  /** Makes updateInputSettings() reject (a browser that cannot run noise cancellation). */
  inputSettingsFailure: Error | undefined;
  localLevel = 0;
  private readonly handlers = new Map<string, Set<Handler>>();
  private meeting: DailyMeetingState = 'new';
  private destroyed = false;
  private audioOn = false;
  private readonly gates = new Map<string, Promise<void>>();

  constructor(
    readonly properties: DailyFactoryOptions,
    readonly callClientId: string,
  ) {}

  /** The arguments of each call to `method`. */
  calls(method: string): unknown[][] {
    return this.log.filter((entry) => entry.method === method).map((entry) => entry.args);
  }

  /** The app messages this client sent, as sent. */
  get appMessages(): unknown[] {
    return this.calls('sendAppMessage').map(([data]) => data);
  }

  listenerCount(): number {
    return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0);
  }

  /** Holds `join()` or `updateInputSettings()` until the returned function is called. */
  hold(method: 'join' | 'updateInputSettings'): () => void {
    let release = () => undefined as void;
    this.gates.set(method, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  // ---- the daily-js call object surface -----------------------------------------------------

  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  async join(properties: DailyCallOptions = {}) {
    this.record('join', properties);
    if (this.destroyed) throw new Error('Use after destroy');
    this.meeting = 'joining-meeting';
    this.emit('joining-meeting', {});
    await this.gates.get('join');
    await Promise.resolve();
    if (this.joinFailure) {
      this.meeting = 'error';
      this.emit('error', { errorMsg: this.joinFailure.msg, error: this.joinFailure });
      throw new Error(this.joinFailure.msg);
    }
    if (this.meeting !== 'joining-meeting') throw new Error('Left before the join completed');
    this.meeting = 'joined-meeting';
    const startOff = properties.startAudioOff ?? this.properties.startAudioOff ?? false;
    this.audioOn = this.properties.audioSource !== false && !startOff;
    const participants = this.participants();
    this.emit('joined-meeting', { participants });
    return participants;
  }

  async leave() {
    this.record('leave');
    this.exit();
  }

  async destroy() {
    this.record('destroy');
    if (this.destroyed) return;
    this.exit();
    this.destroyed = true;
    this.emit('call-instance-destroyed', {});
  }

  private exit() {
    if (this.meeting !== 'joined-meeting' && this.meeting !== 'joining-meeting') return;
    this.meeting = 'left-meeting';
    this.emit('left-meeting', {});
  }

  isDestroyed() {
    return this.destroyed;
  }

  meetingState() {
    return this.meeting;
  }

  participants(): DailyParticipantsObject {
    const local = dailyParticipant({ session_id: `${this.callClientId}-local`, user_name: '', local: true });
    return { local, ...Object.fromEntries(this.remotes) };
  }

  updateParticipant(sessionId: string, updates: Record<string, unknown>) {
    this.record('updateParticipant', sessionId, updates);
    return this;
  }

  sendAppMessage(data: unknown, to?: string) {
    this.record('sendAppMessage', data, to);
    return this;
  }

  setLocalAudio(enabled: boolean) {
    this.record('setLocalAudio', enabled);
    this.audioOn = enabled;
    return this;
  }

  localAudio() {
    return this.audioOn;
  }

  async setInputDevicesAsync(devices: Record<string, unknown>) {
    this.record('setInputDevicesAsync', devices);
    return { camera: {}, mic: {}, speaker: {} };
  }

  async setOutputDeviceAsync(device: { outputDeviceId: string }) {
    this.record('setOutputDeviceAsync', device);
    return { speaker: { deviceId: device.outputDeviceId } };
  }

  async startRemoteParticipantsAudioLevelObserver(interval?: number) {
    this.record('startRemoteParticipantsAudioLevelObserver', interval);
  }

  async startLocalAudioLevelObserver(interval?: number) {
    this.record('startLocalAudioLevelObserver', interval);
  }

  getLocalAudioLevel() {
    return this.localLevel;
  }

  async updateInputSettings(settings: Record<string, unknown>) {
    this.record('updateInputSettings', settings);
    await this.gates.get('updateInputSettings');
    if (this.inputSettingsFailure) throw this.inputSettingsFailure;
    return { inputSettings: settings };
  }

  startRecording(options?: Record<string, unknown>) {
    this.record('startRecording', options);
  }

  stopRecording() {
    this.record('stopRecording');
  }

  // ---- the room's side ----------------------------------------------------------------------

  emit<T extends DailyEvent>(action: T, payload: Payload<T>) {
    const event = { ...payload, action, callClientId: this.callClientId };
    for (const handler of [...(this.handlers.get(action) ?? [])]) handler(event);
  }

  /** A participant arrives (Vapi's bot joins as "Vapi Speaker"). */
  addRemote(participant: DailyParticipant) {
    this.remotes.set(participant.session_id, participant);
    this.emit('participant-joined', { participant });
  }

  /** A participant's audio track changes (it becomes playable once subscribed). */
  updateRemoteAudio(sessionId: string, audio: Partial<DailyTrackState>) {
    const before = this.remotes.get(sessionId);
    if (!before) throw new Error(`no participant ${sessionId}`);
    const participant = { ...before, tracks: { ...before.tracks, audio: { ...before.tracks.audio, ...audio } } };
    this.remotes.set(sessionId, participant);
    this.emit('participant-updated', { participant });
  }

  /** An app message from the room (Vapi's bot sends the platform's messages this way). */
  appMessage(data: unknown, fromId = 'vapi-bot') {
    this.emit('app-message', { data, fromId });
  }

  remoteAudioLevels(participantsAudioLevel: Record<string, number>) {
    this.emit('remote-participants-audio-level', { participantsAudioLevel });
  }

  /** A fatal error: the meeting is over for this client. */
  fatal(type: DailyFatalErrorType, msg: string) {
    this.meeting = 'error';
    this.emit('error', { errorMsg: msg, error: { type, msg } });
  }

  nonFatal(type: DailyNonFatalErrorType, errorMsg: string) {
    this.emit('nonfatal-error', { type, errorMsg });
  }

  networkQuality(threshold: 'good' | 'low' | 'very-low', quality: number) {
    this.emit('network-quality-change', {
      threshold,
      quality,
      networkState: threshold === 'good' ? 'good' : 'warning',
      networkStateReasons: [],
      stats: {},
    });
  }

  /** The room closes under this client (the platform ended the call). */
  roomClosed() {
    this.meeting = 'left-meeting';
    this.emit('left-meeting', {});
  }

  private record(method: string, ...args: unknown[]) {
    this.log.push({ method, args });
  }
}

/** daily-js's default export: one call object per page, as Daily enforces. */
export class FakeDaily implements DailyFactory {
  readonly created: FakeDailyCall[] = [];

  createCallObject(properties: Record<string, unknown> = {}): FakeDailyCall {
    if (this.getCallInstance()) throw new Error('Duplicate DailyIframe instances are not allowed');
    const call = new FakeDailyCall(properties, `call-${this.created.length + 1}`);
    this.created.push(call);
    return call;
  }

  getCallInstance(): FakeDailyCall | undefined {
    return this.created.findLast((call) => !call.isDestroyed());
  }

  /** The call object made last. */
  get call(): FakeDailyCall {
    const call = this.created.at(-1);
    if (!call) throw new Error('no call object was created');
    return call;
  }
}
