import * as z from 'zod/mini';

/**
 * What a browser voice client reads off a call: the messages a voice platform sends it (Mockingbird's
 * call socket, or Vapi's cloud through Daily app messages) and the answer to POST /call/web. Written
 * with zod/mini so the voice client's bundle stays small; every object is loose, because Vapi adds
 * fields (call, customer, assistant…) that a client must tolerate.
 *
 * The server's own, stricter type for what it sends is `ServerCallMessage` (call-socket.ts); a test
 * checks that every message it can send parses here.
 */

const role = z.enum(['user', 'assistant']);
const timestamp = z.optional(z.number());

const message = <T extends string, S extends Record<string, z.core.SomeType>>(type: T, shape: S) =>
  z.looseObject({ type: z.literal(type), timestamp, ...shape });

const conversationEntry = z.looseObject({
  role: z.string(),
  message: z.optional(z.string()),
  time: z.optional(z.number()),
  secondsFromStart: z.optional(z.number()),
});
const openAiMessage = z.looseObject({ role: z.string(), content: z.optional(z.nullable(z.string())) });

/** Every message type a voice client understands, Mockingbird's and Vapi's. */
export const callServerMessageSchema = z.discriminatedUnion('type', [
  message('status-update', {
    status: z.string(),
    endedReason: z.optional(z.string()),
  }),
  message('speech-update', {
    status: z.enum(['started', 'stopped']),
    role,
    turn: z.optional(z.number()),
  }),
  message('transcript', {
    role,
    transcriptType: z.enum(['partial', 'final']),
    transcript: z.string(),
  }),
  message('conversation-update', {
    messages: z.optional(z.array(conversationEntry)),
    messagesOpenAIFormatted: z.array(openAiMessage),
  }),
  message('model-output', { output: z.unknown(), turnId: z.optional(z.string()) }),
  message('user-interrupted', { turnId: z.optional(z.string()) }),
  message('hang', {}),
  message('end-of-call-report', {
    endedReason: z.string(),
    startedAt: z.optional(z.string()),
    endedAt: z.optional(z.string()),
    artifact: z.optional(z.looseObject({ transcript: z.optional(z.string()) })),
  }),
  message('metadata', { metadata: z.unknown() }),
  message('tool-calls', { toolCallList: z.array(z.unknown()) }),
  message('tool-calls-result', { toolCallResult: z.unknown() }),
  message('transfer-update', { destination: z.optional(z.unknown()) }),
  message('voice-input', { input: z.string() }),
  message('language-change-detected', { language: z.string() }),
  message('workflow.node.started', { node: z.unknown() }),
  message('assistant.started', { newAssistant: z.unknown() }),
  message('assistant.speechStarted', { text: z.string(), turn: z.optional(z.number()) }),
  /** Mockingbird's client-speech mode: the browser says this sentence and answers `client-speech.said`. */
  message('client-speech.say', { id: z.string(), text: z.string(), interruptionsEnabled: z.boolean() }),
]);
export type CallServerMessage = z.infer<typeof callServerMessageSchema>;
export type CallServerMessageType = CallServerMessage['type'];

/** A message of a type no client here knows, passed on as it came. */
export type UnknownCallServerMessage = { type: string } & Record<string, unknown>;

const KNOWN_TYPES: ReadonlySet<unknown> = callServerMessageSchema._zod.propValues?.type ?? new Set();

/**
 * What a voice client makes of one frame from the platform (JSON text, or an already parsed value):
 * a message it knows; one of a type it does not know, to pass on as it is; or nothing usable (not
 * JSON, no type, or a known type without the fields it needs).
 */
export function readCallServerMessage(
  data: unknown,
):
  | { kind: 'message'; message: CallServerMessage }
  | { kind: 'unknown'; message: UnknownCallServerMessage }
  | { kind: 'invalid' } {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return { kind: 'invalid' };
    }
  }
  const parsed = callServerMessageSchema.safeParse(value);
  if (parsed.success) return { kind: 'message', message: parsed.data };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'invalid' };
  const { type } = value as { type?: unknown };
  if (typeof type !== 'string' || KNOWN_TYPES.has(type)) return { kind: 'invalid' };
  return { kind: 'unknown', message: value as UnknownCallServerMessage };
}

/** The fields of POST /call/web's answer that a voice client reads (spec §3). */
export const webCallSchema = z.looseObject({
  id: z.string(),
  webCallUrl: z.string(),
  status: z.optional(z.string()),
  artifactPlan: z.optional(z.looseObject({ videoRecordingEnabled: z.optional(z.boolean()) })),
  assistant: z.optional(z.looseObject({ voice: z.optional(z.looseObject({ provider: z.optional(z.string()) })) })),
  /** Mockingbird's: which transport the call uses and its audio format. Vapi's cloud answers without it. */
  transport: z.optional(
    z.looseObject({
      provider: z.optional(z.string()),
      mode: z.optional(z.enum(['audio', 'client-speech'])),
    }),
  ),
});
export type WebCall = z.infer<typeof webCallSchema>;

/** A failed platform response: `{message}` (Mockingbird, Vapi), sometimes an array of messages (Vapi's validation). */
export const platformErrorBodySchema = z.looseObject({
  message: z.optional(z.union([z.string(), z.array(z.string())])),
  error: z.optional(z.string()),
});
