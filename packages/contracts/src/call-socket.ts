import { z } from 'zod';

/**
 * Messages on the call socket (docs/call-protocol.md), in Vapi's shapes. Server → client messages
 * are built by the server; client → server messages are validated with these schemas.
 */

export const ENDED_REASONS = [
  'customer-ended-call',
  'assistant-ended-call',
  'assistant-ended-call-after-message-spoken',
  'silence-timed-out',
  'exceeded-max-duration',
  'customer-did-not-give-microphone-permission',
  'worker-shutdown',
  'call.in-progress.error-vapifault-worker-died',
  'call.in-progress.error-vapifault-transport-never-connected',
  'call.in-progress.error-transport-disconnected',
  'call.in-progress.error-transport-malformed-message',
  'call.in-progress.error-transport-audio-too-fast',
  /** The client stopped reading: what the server sent piled up unread (docs/call-protocol.md §6). */
  'call.in-progress.error-transport-backpressure',
  /** The client sent text frames faster than any browser does. */
  'call.in-progress.error-transport-too-many-messages',
  /** The call's stored conversation reached its size limit (utterances or characters). */
  'exceeded-max-conversation-length',
] as const;
/** Why a call ended: one of ENDED_REASONS, or a pipeline error named by stage and engine
 * ("pipeline-error-pocketsphinx-transcriber-failed", "pipeline-error-flite-voice-failed",
 * "pipeline-error-openai-llm-failed", "pipeline-error-silero-vad-failed"). */
export type EndedReason =
  (typeof ENDED_REASONS)[number] | `pipeline-error-${string}-${'transcriber' | 'voice' | 'llm' | 'vad'}-failed`;

export type SpeakerRole = 'user' | 'assistant';

export interface CallMessageEntry {
  role: 'user' | 'bot' | 'system';
  message: string;
  /** Milliseconds since 1970. */
  time: number;
  secondsFromStart: number;
}

export type ServerCallMessage =
  | { type: 'status-update'; status: 'in-progress' | 'ended'; endedReason?: EndedReason; timestamp: number }
  | {
      type: 'transcript';
      role: SpeakerRole;
      transcriptType: 'partial' | 'final';
      transcript: string;
      timestamp: number;
    }
  | { type: 'speech-update'; status: 'started' | 'stopped'; role: SpeakerRole; turn: number; timestamp: number }
  | {
      type: 'conversation-update';
      messages: CallMessageEntry[];
      messagesOpenAIFormatted: { role: 'system' | 'user' | 'assistant'; content: string }[];
      timestamp: number;
    }
  | { type: 'model-output'; output: string; turnId: string; timestamp: number }
  | { type: 'hang'; timestamp: number }
  | { type: 'user-interrupted'; turnId: string; timestamp: number }
  | {
      type: 'end-of-call-report';
      endedReason: EndedReason;
      startedAt: string;
      endedAt: string;
      artifact: { transcript: string; messages: CallMessageEntry[]; performanceMetrics: PerformanceMetrics };
      analysis: Record<string, never>;
      timestamp: number;
    }
  /** Client-speech mode: text for the browser to speak (docs/call-protocol.md). */
  | { type: 'client-speech.say'; id: string; text: string; interruptionsEnabled: boolean; timestamp: number };

export interface TurnLatency {
  /** Silence waited for before the turn was taken (the silence window). */
  endpointingLatency: number;
  /** End of speech to final transcript. */
  transcriberLatency: number;
  /** Final transcript to the first sentence of the reply. */
  modelLatency: number;
  /** First sentence to its first audio. */
  voiceLatency: number;
  /** Last voiced frame to first reply audio. */
  turnLatency: number;
}

export interface PerformanceMetrics {
  turnLatencies: TurnLatency[];
  numUserInterrupted: number;
}

/**
 * Longest text in one client message, in UTF-16 code units: a typed answer (the web app's box takes
 * 5,000), a recognised utterance (a minute of speech is about 1,000), something to say.
 */
export const MAX_CLIENT_TEXT_LENGTH = 5_000;
const clientText = z.string().max(MAX_CLIENT_TEXT_LENGTH);

const chatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: clientText,
});

/** What a client may send as a text frame. */
export const clientCallMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('add-message'),
    message: chatMessageSchema,
    triggerResponseEnabled: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('say'),
    content: clientText.optional(),
    message: clientText.optional(),
    endCallAfterSpoken: z.boolean().optional(),
    interruptionsEnabled: z.boolean().optional(),
    /** Whether this message may cut off what the assistant is saying now (Vapi's field). */
    interruptAssistantEnabled: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('control'),
    control: z.enum(['mute-assistant', 'unmute-assistant', 'mute-customer', 'unmute-customer', 'say-first-message']),
  }),
  z.object({
    type: z.literal('end-call'),
    /** The web SDK reports a refused microphone this way. */
    reason: z.enum(['customer-ended-call', 'customer-did-not-give-microphone-permission']).optional(),
  }),
  /** Client-speech mode: what the browser recognised the user saying. */
  z.object({
    type: z.literal('client-speech.transcript'),
    transcriptType: z.enum(['partial', 'final']),
    transcript: clientText,
  }),
  /** Client-speech mode: the user started speaking (barge-in) or the browser finished saying something. */
  z.object({ type: z.literal('client-speech.user-started') }),
  z.object({ type: z.literal('client-speech.said'), id: z.string().max(100) }),
  /**
   * Client-speech mode (Mockingbird's): the browser cannot recognise or speak after all; from now on
   * the call carries audio both ways and the server's engines listen and speak.
   */
  z.object({ type: z.literal('client-speech.switch-to-audio') }),
  /** Mockingbird's: the user is typing an answer, so the call is not silent (keeps the silence timeout away). */
  z.object({ type: z.literal('user-typing') }),
]);
export type ClientCallMessage = z.infer<typeof clientCallMessageSchema>;
