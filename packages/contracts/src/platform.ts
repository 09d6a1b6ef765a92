import { z } from 'zod';

/**
 * Platform API bodies, modelled on Vapi's DTOs. Unknown fields are kept (and ignored by this server),
 * as Vapi does, so clients written for Vapi can send what they already send.
 */

const chatMessage = z.object({
  role: z.enum(['system', 'user', 'assistant', 'tool', 'function']),
  content: z.string(),
});

export const transcriberSchema = z.looseObject({
  provider: z.string().min(1),
  model: z.string().optional(),
  language: z.string().optional(),
});

export const modelSchema = z.looseObject({
  provider: z.string().min(1),
  model: z.string().min(1),
  messages: z.array(z.looseObject(chatMessage.shape)).optional(),
  temperature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().min(1).max(10_000).optional(),
});

export const voiceSchema = z.looseObject({
  provider: z.string().min(1),
  voiceId: z.string().optional(),
  speed: z.number().min(0.25).max(4).optional(),
  stability: z.number().min(0).max(1).optional(),
  similarityBoost: z.number().min(0).max(1).optional(),
  style: z.number().min(0).max(1).optional(),
});

export const assistantBodySchema = z.looseObject({
  name: z.string().max(40, 'name must be at most 40 characters').optional(),
  firstMessage: z.string().max(1000).optional(),
  firstMessageMode: z
    .enum(['assistant-speaks-first', 'assistant-speaks-first-with-model-generated-message', 'assistant-waits-for-user'])
    .optional(),
  transcriber: transcriberSchema.optional(),
  model: modelSchema.optional(),
  voice: voiceSchema.optional(),
  silenceTimeoutSeconds: z.number().min(10).max(3600).optional(),
  maxDurationSeconds: z.number().min(10).max(43_200).optional(),
  endCallMessage: z.string().max(1000).optional(),
  endCallPhrases: z.array(z.string().min(2).max(140)).max(20).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  variableValues: z.record(z.string(), z.unknown()).optional(),
  startSpeakingPlan: z.looseObject({ waitSeconds: z.number().min(0).max(5).optional() }).optional(),
});
export type AssistantBody = z.infer<typeof assistantBodySchema>;

export const assistantOverridesSchema = assistantBodySchema.extend({
  variableValues: z.record(z.string(), z.unknown()).optional(),
});
export type AssistantOverrides = z.infer<typeof assistantOverridesSchema>;

export const workflowBodySchema = z.looseObject({
  name: z.string().min(1, 'name is required').max(80),
  nodes: z.array(z.looseObject({})).optional(),
  edges: z.array(z.looseObject({})).optional(),
  globalPrompt: z.string().max(5000).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type WorkflowBody = z.infer<typeof workflowBodySchema>;

export const workflowOverridesSchema = z.looseObject({
  variableValues: z.record(z.string(), z.unknown()).optional(),
});
export type WorkflowOverrides = z.infer<typeof workflowOverridesSchema>;

export const squadBodySchema = z.looseObject({
  name: z.string().max(80).optional(),
  members: z
    .array(
      z.looseObject({
        assistantId: z.string().optional(),
        assistant: assistantBodySchema.optional(),
        assistantOverrides: assistantOverridesSchema.optional(),
      }),
    )
    .min(1, 'a squad needs at least one member'),
});
export type SquadBody = z.infer<typeof squadBodySchema>;

export const callModeSchema = z.enum(['client-speech', 'audio']);
export type CallMode = z.infer<typeof callModeSchema>;

/**
 * POST /call/web. Unlike the resources above, unknown fields are dropped: nothing reads them, and
 * a call started with the public key (anyone can) must not store what it likes. The server also
 * caps the size of a public-key call (call-routes.ts).
 */
export const createWebCallSchema = z.object(
  {
    assistant: assistantBodySchema.optional(),
    assistantId: z.string().optional(),
    assistantOverrides: assistantOverridesSchema.optional(),
    squad: squadBodySchema.optional(),
    squadId: z.string().optional(),
    workflow: workflowBodySchema.optional(),
    workflowId: z.string().optional(),
    workflowOverrides: workflowOverridesSchema.optional(),
    name: z.string().max(40).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    /** Mockingbird extension: who speaks and listens, the browser or the server (docs/call-protocol.md). */
    transport: z.object({ mode: callModeSchema.optional() }).optional(),
  },
  { error: 'Send the call as a JSON object' },
);
export type CreateWebCall = z.infer<typeof createWebCallSchema>;

export const updateCallSchema = z.object({
  name: z.string().max(40).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The instants a list can be filtered by: years 0001 to 9999 in UTC, which both JavaScript's
 * toISOString and PostgreSQL's timestamptz write as YYYY-MM-DD (PostgreSQL has no year 0, and
 * toISOString writes years past 9999 as +010000, which PostgreSQL reads as a time zone).
 */
const EARLIEST_LIST_DATE = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_LIST_DATE = Date.parse('9999-12-31T23:59:59.999Z');

const listDateSchema = (name: string) =>
  z.iso
    .datetime({
      offset: true,
      abort: true,
      error: `${name} must be an ISO 8601 date-time such as 2025-01-31T09:00:00Z`,
    })
    .refine(
      (value) => Date.parse(value) >= EARLIEST_LIST_DATE && Date.parse(value) <= LATEST_LIST_DATE,
      `${name} must be between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z`,
    )
    .optional();

const LIST_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 1000';

export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIST_LIMIT_MESSAGE })
    .int(LIST_LIMIT_MESSAGE)
    .min(1, LIST_LIMIT_MESSAGE)
    .max(1000, LIST_LIMIT_MESSAGE)
    .default(100),
  createdAtGt: listDateSchema('createdAtGt'),
  createdAtLt: listDateSchema('createdAtLt'),
  createdAtGe: listDateSchema('createdAtGe'),
  createdAtLe: listDateSchema('createdAtLe'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The audio on the call socket. */
export const CALL_AUDIO_FORMAT = { format: 'pcm_s16le', container: 'raw', sampleRate: 16_000 } as const;
