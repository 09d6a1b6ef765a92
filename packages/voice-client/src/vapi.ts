import type { CallClientState } from './call-client-state.ts';
import { TypedEmitter } from './emitter.ts';
import { delay, resolveEnvironment } from './environment.ts';
import { toError, VoiceClientError } from './errors.ts';
import { AUDIO_OBSERVER_INTERVAL_MS, SpeechDetector } from './speech-detector.ts';
import { chooseCallMode, loadVoices } from './transports/speech-support.ts';
import type { Transport, TransportEvents, VoiceClientEnvironment } from './transports/transport.ts';
import { WebSocketTransport } from './transports/websocket-transport.ts';
import type {
  AssistantInput,
  AssistantOverrides,
  Call,
  CallServerMessage,
  CallStartStage,
  DailyCallConfig,
  DailyCallObjectOptions,
  SquadInput,
  StartOptions,
  VoiceClientErrorType,
  VoiceClientEvents,
  VoiceClientMessage,
  WebCall,
  WorkflowInput,
  WorkflowOverrides,
} from './types.ts';
import { createWebCall, DEFAULT_API_BASE_URL, transportKind, validateInputs, webCallBody } from './web-call.ts';

/** How long `end()` waits for the platform to close the call (and send its last transcripts) before leaving. */
export const END_GRACE_MS = 3000;
/** Phones and tablets wait this long before joining, so the microphone prompt can be answered (spec §9). */
export const MOBILE_PERMISSION_WAIT_MS = 1000;

const STAGE_ERROR: Partial<Record<CallStartStage, VoiceClientErrorType>> = {
  validation: 'validation-error',
  'call-object-creation': 'call-object-creation-error',
  'daily-call-object-creation': 'call-object-creation-error',
  'call-join': 'call-join-error',
  'daily-call-join': 'call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'video-recording-started': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
  'reconnect-initialization': 'reconnect-error',
  'cleanup-existing-call': 'reconnect-error',
};

/** Thrown inside start() when stop() was called meanwhile; never leaves start(). */
class StartAborted extends Error {}

type Phase = 'idle' | 'starting' | 'active';

/**
 * A browser voice client with the `@vapi-ai/web` surface. It starts web calls on Mockingbird's
 * self-hosted platform (a WebSocket carrying audio or the browser's own speech) or on Vapi's cloud
 * (a Daily room), chosen from the platform's answer, and reports the call through typed events.
 *
 * @example
 * const vapi = new Vapi(publicKey, 'http://127.0.0.1:3000');
 * vapi.on('message', (m) => m.type === 'transcript' && console.log(m.role, m.transcript));
 * await vapi.start({ firstMessage: 'Hello!', model: { provider: 'openai', model: 'gpt-4o' } });
 */
export class Vapi extends TypedEmitter<VoiceClientEvents> {
  private readonly environment: VoiceClientEnvironment;
  private readonly apiBaseUrl: string;
  private phase: Phase = 'idle';
  private transport: Transport | undefined;
  private attempt: { aborted: boolean } | undefined;
  private serverSentEnded = false;
  private readonly detector = new SpeechDetector();
  private remoteObserver: unknown;
  private localObserver: unknown;
  private wantMuted = false;

  /**
   * @param apiToken The platform key sent as `Authorization: Bearer` (a public key is enough for calls).
   * @param apiBaseUrl The platform's API; default Vapi's public API.
   * @param dailyCallConfig Daily call options for Vapi's cloud (`avoidEval`, `alwaysIncludeMicInPermissionPrompt`).
   * @param dailyCallObject Daily call object properties for Vapi's cloud (`audioSource`, `startAudioOff`).
   * @param environment Replacements for browser APIs (tests, non-browser hosts).
   */
  constructor(
    private readonly apiToken: string,
    apiBaseUrl: string = DEFAULT_API_BASE_URL,
    private readonly dailyCallConfig: DailyCallConfig = {},
    private readonly dailyCallObject: DailyCallObjectOptions = {},
    environment: Partial<VoiceClientEnvironment> = {},
  ) {
    super();
    this.apiBaseUrl = apiBaseUrl;
    this.environment = resolveEnvironment(environment);
    // Knowing early whether the browser can speak keeps that wait out of the time to start a call.
    void loadVoices(this.environment);
  }

  /** The call connection's state (spec §4): `new` before any call. */
  get callClientState(): CallClientState {
    return this.transport?.state ?? 'new';
  }

  /**
   * Starts a call with an assistant, a squad or a workflow (an id string or an inline object).
   * Resolves with the web call, or null when a call is already started or the start failed (then
   * `error` and `call-start-failed` say why). Throws only when none of the three is given.
   */
  async start(
    assistant?: AssistantInput,
    assistantOverrides?: AssistantOverrides,
    squad?: SquadInput,
    workflow?: WorkflowInput,
    workflowOverrides?: WorkflowOverrides,
    options: StartOptions = {},
  ): Promise<Call | null> {
    if (!assistant && !squad && !workflow) throw new Error('Assistant or Squad or Workflow must be provided.');
    if (this.phase !== 'idle') return null;
    this.phase = 'starting';
    const attempt = { aborted: false };
    this.attempt = attempt;
    this.serverSentEnded = false;
    const startedAt = this.environment.now();
    const progress = this.stageRunner(attempt);
    let mode: 'audio' | 'client-speech' | undefined;
    try {
      // Nothing to prepare before validation; the stage is reported for listeners that expect it.
      await progress.run('initialization', async () => undefined);
      await progress.run(
        'validation',
        async () => {
          validateInputs({ assistant, assistantOverrides, squad, workflow, workflowOverrides });
          mode =
            options.mode === 'auto'
              ? await chooseCallMode(this.environment, options.microphone !== false)
              : options.mode;
        },
        () => (mode ? { mode } : {}),
      );
      const call = await progress.run(
        'web-call-creation',
        () =>
          createWebCall(
            this.environment,
            this.apiBaseUrl,
            this.apiToken,
            webCallBody({ assistant, assistantOverrides, squad, workflow, workflowOverrides }, { ...options, mode }),
          ),
        (made) => ({ callId: made.id, transport: transportKind(made) }),
      );
      await this.connect(call, options, progress);
      this.emit('call-start-success', {
        totalDuration: this.environment.now() - startedAt,
        callId: call.id,
        timestamp: new Date().toISOString(),
      });
      return call;
    } catch (error) {
      if (attempt.aborted || error instanceof StartAborted) return null;
      const failure = error instanceof VoiceClientError ? error : toError(error);
      this.reportStartFailure(progress, failure, startedAt, { mode });
      await this.cleanUp();
      return null;
    }
  }

  /** Leaves the call (or abandons a start under way). `call-end` follows. */
  async stop(): Promise<void> {
    if (this.phase === 'starting') {
      if (this.attempt) this.attempt.aborted = true;
      await this.cleanUp();
      this.emit('call-end');
      return;
    }
    if (this.phase !== 'active') return;
    await this.transport?.leave();
  }

  /**
   * Asks the platform to end the call (`end-call`), waits briefly for it to close the call so the last
   * words are transcribed and stored, then leaves.
   */
  async end(): Promise<void> {
    if (this.phase !== 'active' || !this.transport) return this.stop();
    const transport = this.transport;
    transport.send({ type: 'end-call' });
    await new Promise<void>((resolve) => {
      const timer = this.environment.setTimeout(resolve, END_GRACE_MS);
      const done = () => {
        this.environment.clearTimeout(timer);
        this.off('call-end', done);
        resolve();
      };
      this.on('call-end', done);
    });
    if (this.transport === transport) await this.stop();
  }

  /** Sends a client message: `add-message`, `control`, `say`, `end-call` (and Mockingbird's `user-typing`). */
  send(message: VoiceClientMessage): void {
    if (this.phase !== 'active') return;
    this.transport?.send(message);
  }

  /** Makes the assistant say exactly this. */
  say(
    message: string,
    endCallAfterSpoken?: boolean,
    interruptionsEnabled?: boolean,
    interruptAssistantEnabled?: boolean,
  ) {
    this.send({
      type: 'say',
      message,
      ...(endCallAfterSpoken !== undefined ? { endCallAfterSpoken } : {}),
      ...(interruptionsEnabled !== undefined ? { interruptionsEnabled } : {}),
      ...(interruptAssistantEnabled !== undefined ? { interruptAssistantEnabled } : {}),
    });
  }

  /** Mutes or unmutes the microphone; before a call, the call starts that way. */
  setMuted(muted: boolean): void {
    this.wantMuted = muted;
    this.transport?.setMuted(muted);
  }

  isMuted(): boolean {
    return this.transport ? this.transport.isMuted() : this.wantMuted;
  }

  /** Switches the microphone (`{audioDeviceId}`); `false` turns it off. */
  async setInputDevicesAsync(options: { audioDeviceId?: string | false; audioSource?: string | false }): Promise<void> {
    await this.transport?.setInputDevices({ audioDeviceId: options.audioDeviceId ?? options.audioSource });
  }

  /** Plays the assistant on this output device (`{outputDeviceId}` from `enumerateDevices`). */
  async setOutputDeviceAsync(options: { outputDeviceId: string }): Promise<void> {
    await this.transport?.setOutputDevice(options);
  }

  /** Multiplies the microphone's level by `gain` (a quiet microphone: 2 doubles it). */
  async increaseMicLevel(gain: number): Promise<void> {
    if (!Number.isFinite(gain) || gain <= 0) throw new RangeError('gain must be a positive number');
    await this.transport?.increaseMicLevel(gain);
  }

  /** The microphone's level now, 0..1 (0 outside a call). */
  getLocalAudioLevel(): number {
    return this.transport?.localAudioLevel() ?? 0;
  }

  /** Emits `local-volume-level` every `interval` ms (at least 100) while a call is joined. */
  startLocalAudioLevelObserver(interval = AUDIO_OBSERVER_INTERVAL_MS): void {
    if (!Number.isFinite(interval) || interval < AUDIO_OBSERVER_INTERVAL_MS)
      throw new RangeError(`the audio level observer interval must be at least ${AUDIO_OBSERVER_INTERVAL_MS} ms`);
    this.stopLocalAudioLevelObserver();
    this.localObserver = this.environment.setInterval(() => {
      if (this.transport?.state === 'joined') this.emit('local-volume-level', this.transport.localAudioLevel());
    }, interval);
  }

  stopLocalAudioLevelObserver(): void {
    if (this.localObserver !== undefined) this.environment.clearInterval(this.localObserver);
    this.localObserver = undefined;
  }

  isLocalAudioLevelObserverRunning(): boolean {
    return this.localObserver !== undefined;
  }

  /** The Daily call object of a call on Vapi's cloud, or null. */
  getDailyCallObject(): unknown {
    return this.transport?.callObject ?? null;
  }

  /**
   * Joins an existing web call again (after a page reload, say). On Mockingbird's server a call's
   * socket address works once, so reconnecting there fails with `connection-refused`.
   */
  async reconnect(webCall: WebCall): Promise<void> {
    const startedAt = this.environment.now();
    const attempt = { aborted: false };
    const progress = this.stageRunner(attempt);
    try {
      await progress.run('reconnect-initialization', async () => {
        if (!webCall?.webCallUrl) throw VoiceClientError.invalidInput('reconnect needs a web call with a webCallUrl.');
      });
      if (this.phase !== 'idle') {
        await progress.run('cleanup-existing-call', async () => {
          await this.stop();
        });
      }
      this.phase = 'starting';
      this.attempt = attempt;
      this.serverSentEnded = false;
      await this.connect(webCall, {}, progress);
      this.emit('call-start-success', {
        totalDuration: this.environment.now() - startedAt,
        callId: webCall.id,
        timestamp: new Date().toISOString(),
      });
    } catch (error) {
      if (attempt.aborted || error instanceof StartAborted) return;
      const failure = error instanceof VoiceClientError ? error : toError(error);
      this.reportStartFailure(progress, failure, startedAt, { reconnect: true });
      await this.cleanUp();
    }
  }

  // ---- internals ----------------------------------------------------------------------------

  /** Creates the transport for this call and joins, stage by stage. */
  private async connect(call: WebCall, options: StartOptions, progress: ReturnType<Vapi['stageRunner']>) {
    const kind = transportKind(call);
    const transport = await progress.run(
      kind === 'websocket' ? 'call-object-creation' : 'daily-call-object-creation',
      async () => {
        const made = await this.makeTransport(call, options);
        this.transport = made;
        await made.create();
        return made;
      },
    );
    if (this.environment.isMobile()) {
      await progress.run('mobile-permissions', () => delay(this.environment, MOBILE_PERMISSION_WAIT_MS));
    }
    transport.setMuted(this.wantMuted);
    await progress.run(transport.stages.join, () => transport.join());
    this.phase = 'active';
    if (call.artifactPlan?.videoRecordingEnabled) {
      const recording = await progress.run('video-recording-setup', async () =>
        transport.startVideoRecording ? transport.startVideoRecording() : false,
      );
      if (recording) await progress.run('video-recording-started', async () => undefined);
    }
    await progress.run('audio-observer-setup', async () => this.startRemoteObserver());
    await progress.run(
      'audio-processing-setup',
      () => transport.setUpAudioProcessing(),
      (metadata) => metadata,
    );
  }

  private async makeTransport(call: WebCall, options: StartOptions): Promise<Transport> {
    // Events from a transport that is no longer the current one (a stopped call) are dropped.
    const owner: { transport?: Transport } = {};
    const context = {
      webCall: call,
      events: this.transportEvents(() => owner.transport !== undefined && owner.transport === this.transport),
      environment: this.environment,
      microphone: options.microphone !== false,
      audioDeviceId: options.audioDeviceId,
      log: () => undefined,
    };
    let made: Transport;
    if (transportKind(call) === 'websocket') made = new WebSocketTransport(context);
    else {
      // Only calls on Vapi's cloud need the Daily transport (and daily-js): loaded on first use.
      const { DailyTransport } = await import('./transports/daily-transport.ts');
      made = new DailyTransport(context, {
        dailyCallConfig: this.dailyCallConfig,
        dailyCallObject: this.dailyCallObject,
      });
    }
    owner.transport = made;
    return made;
  }

  private transportEvents(current: () => boolean): TransportEvents {
    return {
      message: (message: CallServerMessage) => {
        if (!current()) return;
        if (message.type === 'status-update' && message.status === 'ended') this.serverSentEnded = true;
        this.emit('message', message);
      },
      unknownMessage: (message) => {
        if (current()) this.emit('unknown-message', message);
      },
      listening: () => {
        if (current()) this.emit('call-start');
      },
      error: (error, fatal) => {
        if (!current()) return;
        this.emit('error', {
          type: fatal ? 'transport-error' : 'audio-processor-error',
          stage: 'in-call',
          timestamp: new Date().toISOString(),
          error,
          fatal,
        });
      },
      networkQuality: (event) => {
        if (current()) this.emit('network-quality-change', event);
      },
      left: ({ endedReason }) => {
        // While starting, a failed join is reported by start() itself.
        if (!current() || this.phase !== 'active') return;
        // A call that ends while start() finishes its last stages makes start() resolve null.
        if (this.attempt) this.attempt.aborted = true;
        const serverSentEnded = this.serverSentEnded;
        void this.cleanUp().then(() => {
          this.emit('call-end');
          if (!serverSentEnded) {
            this.emit('message', {
              type: 'status-update',
              status: 'ended',
              endedReason: endedReason ?? 'customer-ended-call',
              timestamp: this.environment.now(),
            });
          }
        });
      },
    };
  }

  private startRemoteObserver() {
    this.stopRemoteObserver();
    this.remoteObserver = this.environment.setInterval(() => {
      const level = this.transport?.remoteAudioLevel() ?? 0;
      for (const event of this.detector.sample(level, this.environment.now())) {
        if (event.type === 'volume-level') this.emit('volume-level', event.volume);
        else this.emit(event.type);
      }
    }, AUDIO_OBSERVER_INTERVAL_MS);
  }

  private stopRemoteObserver() {
    if (this.remoteObserver !== undefined) this.environment.clearInterval(this.remoteObserver);
    this.remoteObserver = undefined;
    for (const event of this.detector.reset()) this.emit(event.type);
  }

  /** Frees the call: observers, the transport; the client can start again afterwards. */
  private async cleanUp() {
    const transport = this.transport;
    this.transport = undefined;
    this.phase = 'idle';
    this.stopRemoteObserver();
    this.stopLocalAudioLevelObserver();
    await transport?.leave().catch(() => undefined);
  }

  /** Runs start stages, emitting `call-start-progress` for each; knows which stage is current. */
  private stageRunner(attempt: { aborted: boolean }) {
    const runner = {
      current: 'initialization' as CallStartStage,
      startedAt: 0,
      run: async <T>(
        stage: CallStartStage,
        work: () => Promise<T>,
        metadata?: (result: T) => Record<string, unknown>,
      ): Promise<T> => {
        if (attempt.aborted) throw new StartAborted();
        runner.current = stage;
        runner.startedAt = this.environment.now();
        this.emit('call-start-progress', { stage, status: 'started', timestamp: new Date().toISOString() });
        const result = await work();
        if (attempt.aborted) throw new StartAborted();
        const details = metadata?.(result);
        this.emit('call-start-progress', {
          stage,
          status: 'completed',
          duration: this.environment.now() - runner.startedAt,
          timestamp: new Date().toISOString(),
          ...(details && Object.keys(details).length > 0 ? { metadata: details } : {}),
        });
        return result;
      },
    };
    return runner;
  }

  private reportStartFailure(
    progress: { current: CallStartStage; startedAt: number },
    error: Error,
    startedAt: number,
    context: Record<string, unknown>,
  ) {
    const stage = progress.current;
    const now = this.environment.now();
    const timestamp = new Date().toISOString();
    const failure =
      error instanceof VoiceClientError
        ? error
        : new VoiceClientError(stage.startsWith('audio-') ? 'audio-error' : 'call-object-error', error.message, {
            cause: error,
          });
    this.emit('call-start-progress', {
      stage,
      status: 'failed',
      duration: now - progress.startedAt,
      timestamp,
      metadata: { error: failure.message, reason: failure.reason },
    });
    this.emit('error', {
      type: STAGE_ERROR[stage] ?? 'start-method-error',
      stage,
      timestamp,
      error: failure,
      fatal: true,
    });
    this.emit('call-start-failed', {
      stage,
      totalDuration: now - startedAt,
      error: failure.message,
      ...(failure.stack ? { errorStack: failure.stack } : {}),
      timestamp,
      context: { ...context, reason: failure.reason, ...(failure.status ? { status: failure.status } : {}) },
    });
  }
}
