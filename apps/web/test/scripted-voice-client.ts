import type { CallMessage, CallRequest, VoiceClient, VoiceEvents } from '../src/features/call/voice-client.ts';

/**
 * A voice client driven by the test: it records what the screen asked for and emits the events a
 * voice platform would (call-start, transcripts, call-end…), so the call screens' state machine can
 * be exercised step by step. The real platform client is tested on its own, against the real server.
 */
export function scriptedVoiceClient(options: { failStart?: Error } = {}) {
  const listeners = new Map<keyof VoiceEvents, Set<(...args: never[]) => void>>();
  const requests: CallRequest[] = [];
  let stops = 0;
  const emit = <E extends keyof VoiceEvents>(event: E, ...args: Parameters<VoiceEvents[E]>) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as (...a: Parameters<VoiceEvents[E]>) => void)(...args);
  };
  const client: VoiceClient = {
    unavailableReason: null,
    async start(request) {
      requests.push(request);
      if (options.failStart) throw options.failStart;
    },
    async stop() {
      stops += 1;
      emit('call-end');
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
  const say = (role: 'user' | 'assistant', transcript: string) => {
    emit('message', {
      type: 'transcript',
      role,
      transcriptType: 'partial',
      transcript: transcript.slice(0, 10),
    } satisfies CallMessage);
    emit('message', { type: 'transcript', role, transcriptType: 'final', transcript } satisfies CallMessage);
  };
  return { client, emit, say, requests, stops: () => stops };
}
