import type { AppConfig } from '@mockingbird/contracts';

/**
 * What the call screens need from a voice platform. It mirrors the event surface of `@vapi-ai/web`
 * (call-start, call-end, speech-start, speech-end, message, error), so the browser voice client
 * (self-hosted or Vapi's cloud) plugs in without the screens changing.
 */
export type CallRequest =
  | { kind: 'generate'; userName: string; userId: string }
  | { kind: 'interview'; interviewId: string; questions: readonly string[] };

/** A message from the call; the screens only read final transcripts. */
export interface CallMessage {
  type: string;
  role?: 'user' | 'assistant' | 'system';
  transcriptType?: 'partial' | 'final';
  transcript?: string;
}

export interface VoiceEvents {
  'call-start': () => void;
  'call-end': () => void;
  'speech-start': () => void;
  'speech-end': () => void;
  message: (message: CallMessage) => void;
  error: (error: unknown) => void;
}

export interface VoiceClient {
  /** Why calls cannot be made here, or null when they can. */
  readonly unavailableReason: string | null;
  start(request: CallRequest): Promise<void>;
  stop(): Promise<void>;
  on<E extends keyof VoiceEvents>(event: E, listener: VoiceEvents[E]): () => void;
}

/** A client for a server without voice: every call fails with the reason, which the screens show. */
export function unavailableVoiceClient(reason: string): VoiceClient {
  return {
    unavailableReason: reason,
    start: () => Promise.reject(new Error(reason)),
    stop: () => Promise.resolve(),
    on: () => () => {},
  };
}

export const VOICE_NOT_IN_THIS_BUILD =
  'Voice calls from the browser are not part of this version yet. You can create an interview with the form.';

/** The voice client this server supports, from its public configuration. */
export function voiceClientFor(voice: AppConfig['voice'] | undefined): VoiceClient {
  return unavailableVoiceClient(voice?.available === false && voice.reason ? voice.reason : VOICE_NOT_IN_THIS_BUILD);
}
