import type { CreateAudioIo } from '../audio/audio-io.ts';
import type { CallClientState } from '../call-client-state.ts';
import type { VoiceClientError } from '../errors.ts';
import type {
  CallServerMessage,
  CallStartStage,
  NetworkQualityEvent,
  UnknownCallMessage,
  VoiceClientMessage,
  WebCall,
} from '../types.ts';

/** What a transport tells the client about the call it carries. */
export interface TransportEvents {
  /** A message from the platform, parsed. */
  message(message: CallServerMessage): void;
  /** A message of a type this client does not know. */
  unknownMessage(message: UnknownCallMessage): void;
  /** The assistant is live: Vapi's `listening`, Mockingbird's `status-update: in-progress`. */
  listening(): void;
  /**
   * Something went wrong during the call. Fatal errors are followed by `left`; non-fatal ones
   * (noise cancellation failing) are only reported.
   */
  error(error: VoiceClientError, fatal: boolean): void;
  networkQuality(event: NetworkQualityEvent): void;
  /**
   * The transport has left the call, once, however that happened (stop(), the platform ending the
   * call, a lost connection). `endedReason` when the transport knows why (a lost connection).
   */
  left(info: { endedReason?: string }): void;
}

/** A sink for the transport's own diagnostics (never transcripts or audio). */
export type TransportLog = (message: string, details?: Record<string, unknown>) => void;

/**
 * One way of carrying a call: Mockingbird's WebSocket (audio or browser speech) or Vapi's Daily rooms.
 * The client drives it through `create → join → leave`; the transport keeps its {@link CallClientState}
 * and guards those steps as the spec says.
 */
export interface Transport {
  readonly kind: 'websocket' | 'daily';
  readonly state: CallClientState;
  /** How the two transport-specific start stages are named for this transport. */
  readonly stages: { create: CallStartStage; join: CallStartStage };
  /** Loads what the call needs (`new → loading → loaded`): the call library, audio worklets, speech. */
  create(): Promise<void>;
  /** Opens the microphone and joins (`loaded → joining → joined`). Rejects with a VoiceClientError. */
  join(): Promise<void>;
  /** Leaves and frees everything; a no-op once left. Resolves once `left` has been reported. */
  leave(): Promise<void>;
  /** Sends a client message to the platform; ignored when not joined. */
  send(message: VoiceClientMessage): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  setInputDevices(options: { audioDeviceId?: string | false | undefined }): Promise<void>;
  setOutputDevice(options: { outputDeviceId: string }): Promise<void>;
  /** Multiplies the microphone's level (1 = unchanged). */
  increaseMicLevel(gain: number): Promise<void>;
  /** The assistant's audio level now, 0..1 (summed over remote speakers). */
  remoteAudioLevel(): number;
  /** The microphone's level now, 0..1. */
  localAudioLevel(): number;
  /** The audio-processing-setup stage (noise cancellation on Daily); resolves with metadata for progress. */
  setUpAudioProcessing(): Promise<Record<string, unknown>>;
  /** The Daily call object of a call on Vapi's cloud (Daily only). */
  readonly callObject?: DailyCallLike | undefined;
  /** Video recording (Daily only): resolves false when the transport cannot record. */
  startVideoRecording?(): Promise<boolean>;
}

/** What a transport is made from. */
export interface TransportContext {
  webCall: WebCall;
  events: TransportEvents;
  environment: VoiceClientEnvironment;
  /** Join with the microphone open (default) or not (typed answers only). */
  microphone: boolean;
  audioDeviceId: string | undefined;
  log: TransportLog;
}

/** The browser's recognition constructor (standard or webkit-prefixed). */
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The part of the Web Speech API's SpeechRecognition this client uses. */
export interface SpeechRecognitionLike extends EventTarget {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
}

/**
 * Everything the client takes from its surroundings. Defaults come from the browser's globals; tests
 * and non-browser hosts pass their own (a `ws` WebSocket, a fake Daily call object, a fetch).
 */
export interface VoiceClientEnvironment {
  fetch: typeof fetch;
  WebSocket: typeof WebSocket | undefined;
  /** Loads `@daily-co/daily-js` (lazily: only calls on Vapi's cloud need it). */
  loadDaily: () => Promise<DailyFactory>;
  mediaDevices: MediaDevices | undefined;
  AudioContext: typeof AudioContext | undefined;
  SpeechRecognition: SpeechRecognitionConstructor | undefined;
  speechSynthesis: SpeechSynthesis | undefined;
  SpeechSynthesisUtterance: typeof SpeechSynthesisUtterance | undefined;
  /** Phones and tablets wait 1 s for the permission prompt before joining (spec §9). */
  isMobile: () => boolean;
  /** Where the audio worklets are loaded from (a same-origin URL keeps strict CSPs happy). */
  workletUrl: () => string | URL;
  /** Builds the audio graph of audio-mode calls (the microphone in, the assistant out). */
  createAudioIo: CreateAudioIo;
  /** The document, for the audio elements of Daily calls. */
  document: Document | undefined;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** The part of daily-js's default export the Daily transport uses. */
export interface DailyFactory {
  createCallObject(properties?: Record<string, unknown>): DailyCallLike;
  getCallInstance?(): DailyCallLike | undefined;
}

/** The part of a daily-js call object the Daily transport uses (daily-js's own event shapes). */
export interface DailyCallLike {
  on(event: string, handler: (event?: unknown) => void): unknown;
  off(event: string, handler: (event?: unknown) => void): unknown;
  join(properties?: Record<string, unknown>): Promise<unknown>;
  leave(): Promise<unknown>;
  destroy(): Promise<unknown>;
  isDestroyed?(): boolean;
  meetingState(): string;
  participants(): Record<string, unknown>;
  updateParticipant(sessionId: string, updates: Record<string, unknown>): unknown;
  sendAppMessage(data: unknown, to?: string): unknown;
  setLocalAudio(enabled: boolean): unknown;
  localAudio(): boolean;
  setInputDevicesAsync(devices: Record<string, unknown>): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown>;
  startRemoteParticipantsAudioLevelObserver?(interval?: number): unknown;
  startLocalAudioLevelObserver?(interval?: number): unknown;
  getLocalAudioLevel?(): number;
  updateInputSettings?(settings: Record<string, unknown>): Promise<unknown>;
  startRecording?(options?: Record<string, unknown>): unknown;
  stopRecording?(): unknown;
}
