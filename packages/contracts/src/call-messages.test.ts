import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  callServerMessageSchema,
  readCallServerMessage,
  webCallSchema,
  type CallServerMessage,
} from './call-messages.ts';
import type { ServerCallMessage } from './call-socket.ts';

const at = 1_760_000_000_000;

/** One of every message Mockingbird's server sends (docs/call-protocol.md §3). */
const sent: ServerCallMessage[] = [
  { type: 'status-update', status: 'in-progress', timestamp: at },
  { type: 'status-update', status: 'ended', endedReason: 'pipeline-error-flite-voice-failed', timestamp: at },
  { type: 'speech-update', status: 'started', role: 'user', turn: 1, timestamp: at },
  { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello.', timestamp: at },
  {
    type: 'conversation-update',
    messages: [{ role: 'bot', message: 'Hello.', time: at, secondsFromStart: 0.5 }],
    messagesOpenAIFormatted: [{ role: 'assistant', content: 'Hello.' }],
    timestamp: at,
  },
  { type: 'model-output', output: 'Hello', turnId: 'turn-1', timestamp: at },
  { type: 'user-interrupted', turnId: 'turn-1', timestamp: at },
  { type: 'hang', timestamp: at },
  {
    type: 'end-of-call-report',
    endedReason: 'customer-ended-call',
    startedAt: new Date(at).toISOString(),
    endedAt: new Date(at + 1000).toISOString(),
    artifact: {
      transcript: 'AI: Hello.',
      messages: [],
      performanceMetrics: { turnLatencies: [], numUserInterrupted: 0 },
    },
    analysis: {},
    timestamp: at,
  },
  { type: 'client-speech.say', id: 'say-1', text: 'Hello.', interruptionsEnabled: true, timestamp: at },
];

describe('the messages a voice client reads', () => {
  it('accepts every message the server sends, keeping every field', () => {
    for (const message of sent) expect(callServerMessageSchema.parse(message)).toEqual(message);
    // Every type the server can send is one the client knows.
    expectTypeOf<ServerCallMessage['type']>().toExtend<CallServerMessage['type']>();
  });

  it("accepts Vapi's messages with the extra fields its cloud adds", () => {
    const vapi = {
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'I led the migration.',
      timestamp: at,
      call: { id: 'c1' },
      isFiltered: false,
    };
    expect(callServerMessageSchema.parse(vapi)).toEqual(vapi);
    expect(callServerMessageSchema.parse({ type: 'tool-calls', toolCallList: [{ id: 't1' }] }).type).toBe('tool-calls');
  });

  it('refuses unknown types and messages missing what their type needs', () => {
    expect(callServerMessageSchema.safeParse({ type: 'surprise' }).success).toBe(false);
    expect(callServerMessageSchema.safeParse({ type: 'transcript', role: 'user', transcript: 'x' }).success).toBe(
      false,
    );
    expect(callServerMessageSchema.safeParse({ type: 'speech-update', status: 'paused', role: 'user' }).success).toBe(
      false,
    );
    expect(callServerMessageSchema.safeParse('listening').success).toBe(false);
  });

  it('reads the fields of a web call that the client uses, from either platform', () => {
    const ours = webCallSchema.parse({
      id: 'c1',
      webCallUrl: 'ws://127.0.0.1:3000/call/c1/socket?token=t',
      status: 'queued',
      transport: { provider: 'mockingbird.websocket', mode: 'audio', audioFormat: { format: 'pcm_s16le' } },
      artifactPlan: { recordingEnabled: false, videoRecordingEnabled: false },
    });
    expect(ours.transport?.mode).toBe('audio');
    const vapis = webCallSchema.parse({
      id: 'c2',
      webCallUrl: 'https://vapi.daily.co/room',
      assistant: { voice: { provider: 'tavus' } },
    });
    expect(vapis.assistant?.voice?.provider).toBe('tavus');
    expect(webCallSchema.safeParse({ id: 'c3' }).success).toBe(false);
  });
});

describe('reading one frame from the platform', () => {
  it('tells a known message, an unknown type and junk apart, from text or parsed values', () => {
    const hang = { type: 'hang', timestamp: at };
    expect(readCallServerMessage(JSON.stringify(hang))).toEqual({ kind: 'message', message: hang });
    expect(readCallServerMessage(hang)).toEqual({ kind: 'message', message: hang });
    const future = { type: 'assistant.thinking', seconds: 2 };
    expect(readCallServerMessage(JSON.stringify(future))).toEqual({ kind: 'unknown', message: future });
    // A known type without the fields it needs is not passed on as if it were unknown.
    expect(readCallServerMessage({ type: 'transcript', role: 'user' })).toEqual({ kind: 'invalid' });
    for (const junk of ['not json', '"listening"', '[1,2]', 'null', '{"type":5}', 42])
      expect(readCallServerMessage(junk)).toEqual({ kind: 'invalid' });
  });
});
