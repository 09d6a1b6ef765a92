import type { TranscriptEntryInput } from '@mockingbird/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallRequest, VoiceClient } from './voice-client.ts';

export type CallStatus = 'INACTIVE' | 'CONNECTING' | 'ACTIVE' | 'FINISHED';

/** After this long in a call, the take screen offers to end the interview by hand (spec §9). */
export const HINT_DELAY_MS = 30_000;

export interface CallState {
  status: CallStatus;
  /** Final transcripts, in order; partial ones are never kept. */
  transcript: TranscriptEntryInput[];
  lastLine: string;
  isSpeaking: boolean;
  error: string | null;
  /** True once the call has been active for HINT_DELAY_MS and still is. */
  showEndHint: boolean;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : typeof error === 'object' &&
        error !== null &&
        'message' in error &&
        typeof error.message === 'string' &&
        error.message
      ? error.message
      : 'An error occurred';

/**
 * The call state machine of spec §4: INACTIVE → CONNECTING (Call pressed) → ACTIVE (call-start) →
 * FINISHED (call-end, End pressed, or an error). A failed start goes straight to FINISHED.
 */
export function useCall(client: VoiceClient) {
  const [state, setState] = useState<CallState>({
    status: 'INACTIVE',
    transcript: [],
    lastLine: '',
    isSpeaking: false,
    error: null,
    showEndHint: false,
  });
  const patch = useCallback((next: Partial<CallState>) => setState((current) => ({ ...current, ...next })), []);
  const started = useRef(false);

  useEffect(() => {
    const off = [
      client.on('call-start', () => patch({ status: 'ACTIVE' })),
      client.on('call-end', () => patch({ status: 'FINISHED', isSpeaking: false })),
      client.on('speech-start', () => patch({ isSpeaking: true })),
      client.on('speech-end', () => patch({ isSpeaking: false })),
      client.on('message', (message) => {
        if (message.type !== 'transcript' || message.transcriptType !== 'final' || !message.transcript) return;
        const entry = {
          role: message.role ?? 'assistant',
          content: message.transcript,
          timestamp: new Date().toISOString(),
        } satisfies TranscriptEntryInput;
        setState((current) => ({ ...current, transcript: [...current.transcript, entry], lastLine: entry.content }));
      }),
      client.on('error', (error) => patch({ status: 'FINISHED', error: messageOf(error), isSpeaking: false })),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [client, patch]);

  // The hint reads the status as it is when the timer fires, not as it was when the call began.
  useEffect(() => {
    if (state.status !== 'ACTIVE') return;
    const timer = setTimeout(() => patch({ showEndHint: true }), HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, patch]);

  const start = useCallback(
    async (request: CallRequest) => {
      if (started.current && state.status !== 'FINISHED' && state.status !== 'INACTIVE') return;
      started.current = true;
      patch({ status: 'CONNECTING', error: null, showEndHint: false, transcript: [], lastLine: '' });
      try {
        await client.start(request);
      } catch (error) {
        patch({
          status: 'FINISHED',
          error: messageOf(error) === 'An error occurred' ? 'Failed to start call' : messageOf(error),
        });
      }
    },
    [client, patch, state.status],
  );

  const end = useCallback(async () => {
    patch({ status: 'FINISHED', isSpeaking: false, showEndHint: false });
    try {
      await client.stop();
    } catch {
      patch({ error: 'Failed to end call' });
    }
  }, [client, patch]);

  /** Back to INACTIVE after an error, so the user can try again. */
  const reset = useCallback(() => patch({ status: 'INACTIVE', error: null, showEndHint: false }), [patch]);

  return { ...state, start, end, reset };
}
