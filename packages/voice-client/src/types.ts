import type {
  AssistantBody,
  AssistantOverrides,
  CallServerMessage,
  ClientCallMessage,
  SquadBody,
  UnknownCallServerMessage,
  WebCall,
  WorkflowBody,
  WorkflowOverrides,
} from '@mockingbird/contracts';
import type { VoiceClientError } from './errors.ts';

export type { CallServerMessage, WebCall };

/** An assistant: the id of a stored one, or an inline definition. */
export type AssistantInput = string | AssistantBody;
/** A squad: the id of a stored one, or an inline definition. */
export type SquadInput = string | SquadBody;
/** A workflow: the id of a stored one, or an inline definition. */
export type WorkflowInput = string | WorkflowBody;
export type { AssistantOverrides, WorkflowOverrides };

/**
 * Who listens and speaks in a call on a Mockingbird server: `audio` (the microphone's audio goes to the
 * server, which recognises and speaks), `client-speech` (the browser recognises and speaks), or `auto`
 * (`client-speech` where this browser can really recognise and speak, else `audio`). Vapi's cloud
 * ignores it.
 */
export type CallMode = 'audio' | 'client-speech' | 'auto';

/** The last argument of `start()`. */
export interface StartOptions {
  /** Vapi's: delete the Daily room when the user leaves. Passed through to Vapi's cloud. */
  roomDeleteOnUserLeaveEnabled?: boolean;
  /**
   * Mockingbird's: who listens and speaks (see {@link CallMode}). Sent to the server only when given, so
   * requests to Vapi's cloud stay as Vapi expects them.
   */
  mode?: CallMode;
  /**
   * Mockingbird's: `false` joins without opening the microphone: the user hears the assistant and
   * answers by typing (`send({type: 'add-message', …})`). Default `true`.
   */
  microphone?: boolean;
  /** The microphone to use (a `deviceId` from `enumerateDevices`); default: the system's. */
  audioDeviceId?: string;
}

/** The stages of `start()`, in the order they happen (spec §4). */
export type CallStartStage =
  | 'initialization'
  | 'validation'
  | 'web-call-creation'
  /** Mockingbird's socket transport. */
  | 'call-object-creation'
  /** Vapi's cloud (Daily), under the name Vapi's own SDK uses. */
  | 'daily-call-object-creation'
  | 'mobile-permissions'
  | 'call-join'
  | 'daily-call-join'
  | 'video-recording-setup'
  | 'video-recording-started'
  | 'audio-observer-setup'
  | 'audio-processing-setup'
  /** `reconnect()` only. */
  | 'reconnect-initialization'
  | 'cleanup-existing-call';

/** Where an error happened: a start stage, or during the call. */
export type ErrorStage = CallStartStage | 'in-call';

export type VoiceClientErrorType =
  /** Failures outside the named stages: initialization, creating the web call, the mobile wait. */
  | 'start-method-error'
  | 'validation-error'
  | 'call-object-creation-error'
  | 'call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'reconnect-error'
  /** During the call: the connection was lost, the call library failed. */
  | 'transport-error'
  /** During the call, not fatal: noise cancellation failed and was turned off (spec §8). */
  | 'audio-processor-error';

/** The payload of the `error` event (spec §8). */
export interface VoiceClientErrorEvent {
  type: VoiceClientErrorType;
  stage: ErrorStage;
  /** ISO 8601. */
  timestamp: string;
  error: VoiceClientError;
  /** Whether the call goes on after it. */
  fatal: boolean;
}

export interface CallStartProgressEvent {
  stage: CallStartStage;
  status: 'started' | 'completed' | 'failed';
  /** Milliseconds the stage took (completed and failed only). */
  duration?: number;
  timestamp: string;
  metadata?: Record<string, unknown>;
}

export interface CallStartSuccessEvent {
  totalDuration: number;
  callId?: string;
  timestamp: string;
}

export interface CallStartFailedEvent {
  stage: CallStartStage;
  totalDuration: number;
  error: string;
  errorStack?: string;
  timestamp: string;
  context: Record<string, unknown>;
}

export interface NetworkQualityEvent {
  /** `good`, `low` or `very-low` (Daily's thresholds); the socket transport reports `good` or `low`. */
  threshold: 'good' | 'low' | 'very-low';
  quality: number;
}

/** A message of a type this client does not know; kept apart so `message` stays a closed union. */
export type UnknownCallMessage = UnknownCallServerMessage;

/** Every event and its arguments. */
export interface VoiceClientEvents {
  /** The assistant is live and listening. */
  'call-start': [];
  /** The call is over, whoever ended it. */
  'call-end': [];
  /** The assistant started speaking (remote audio above 0.01). */
  'speech-start': [];
  /** The assistant stopped speaking (1 s below 0.01). */
  'speech-end': [];
  /** The assistant's loudness, 0..1, every 100 ms. */
  'volume-level': [volume: number];
  /** The microphone's loudness, 0..1, while the local level observer runs. */
  'local-volume-level': [volume: number];
  message: [message: CallServerMessage];
  'unknown-message': [message: UnknownCallMessage];
  error: [error: VoiceClientErrorEvent];
  'call-start-progress': [event: CallStartProgressEvent];
  'call-start-success': [event: CallStartSuccessEvent];
  'call-start-failed': [event: CallStartFailedEvent];
  'network-quality-change': [event: NetworkQualityEvent];
}

/** What `send()` accepts (Vapi's client messages, plus Mockingbird's `user-typing`). */
export type VoiceClientMessage = Extract<
  ClientCallMessage,
  { type: 'add-message' | 'control' | 'say' | 'end-call' | 'user-typing' }
>;

/** The web call `start()` resolves with. */
export type Call = WebCall;

/** Options for the Daily call object (Vapi's third constructor argument). */
export interface DailyCallConfig {
  avoidEval?: boolean;
  alwaysIncludeMicInPermissionPrompt?: boolean;
  [option: string]: unknown;
}

/** Properties for Daily's createCallObject (Vapi's fourth constructor argument). */
export interface DailyCallObjectOptions {
  audioSource?: string | boolean | MediaStreamTrack;
  startAudioOff?: boolean;
  [option: string]: unknown;
}
