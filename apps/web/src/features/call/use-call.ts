import type { TranscriptEntryInput } from '@mockingbird/contracts';
import type {
  CallServerMessage,
  Vapi,
  VoiceClientErrorEvent,
  VoiceClientErrorReason,
  VoiceClientEvents,
} from '@mockingbird/voice-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { startCall, type CallChoices, type CallRequest, type VoiceConfig } from './voice-client.ts';

export type CallStatus = 'INACTIVE' | 'CONNECTING' | 'ACTIVE' | 'FINISHED';

/** After this long in a call, the take screen offers to end the interview by hand (spec §9). */
export const HINT_DELAY_MS = 30_000;
/** Typing counts as activity for the server at most this often. */
const TYPING_SIGNAL_MS = 4000;

/** What went wrong, in words for the user, and when. */
export interface CallProblem {
  message: string;
  reason: VoiceClientErrorReason | 'unknown';
  /** The platform's HTTP status, when it refused the call. */
  status?: number | undefined;
  /** Before the call was live, or during it. */
  during: 'start' | 'call';
}

export interface CallState {
  status: CallStatus;
  /** Final transcripts and typed answers, in order; partial ones are never kept. */
  transcript: TranscriptEntryInput[];
  /** What is being recognised right now, before it is final. */
  partial: { role: 'user' | 'assistant'; text: string } | null;
  assistantSpeaking: boolean;
  userSpeaking: boolean;
  /** The microphone's level, 0..1, during a call. */
  micLevel: number;
  muted: boolean;
  /** End was pressed; the call is closing (its last words are still coming in). */
  ending: boolean;
  error: CallProblem | null;
  /** True once the call has been active for HINT_DELAY_MS and still is. */
  showEndHint: boolean;
  /** Whether the call was started without a microphone. */
  typingOnly: boolean;
}

const INITIAL: CallState = {
  status: 'INACTIVE',
  transcript: [],
  partial: null,
  assistantSpeaking: false,
  userSpeaking: false,
  micLevel: 0,
  muted: false,
  ending: false,
  error: null,
  showEndHint: false,
  typingOnly: false,
};

/** Spec §8's texts where the platform gives none. */
function problemFrom(event: VoiceClientErrorEvent, live: boolean): CallProblem {
  const during = live || event.stage === 'in-call' ? 'call' : 'start';
  const message = event.error.message || (during === 'start' ? 'Failed to start call' : 'An error occurred');
  return { message, reason: event.error.reason, status: event.error.status, during };
}

/**
 * The call state machine of spec §4: INACTIVE → CONNECTING (Call pressed) → ACTIVE (call-start) →
 * FINISHED (call-end or an error). A failed start goes straight to FINISHED. End waits for the call to
 * close, so the last answer is in the transcript before it is assessed.
 */
export function useCall(client: Vapi | undefined, voice: VoiceConfig | undefined, request: CallRequest) {
  const [state, setState] = useState<CallState>(INITIAL);
  const patch = useCallback((next: Partial<CallState>) => setState((current) => ({ ...current, ...next })), []);
  const live = useRef(false);
  const lastTypingSignal = useRef(0);

  useEffect(() => {
    if (!client) return;
    const onStart = () => {
      live.current = true;
      patch({ status: 'ACTIVE' });
      client.startLocalAudioLevelObserver();
    };
    const onEnd = () => {
      live.current = false;
      setState((current) => ({
        ...current,
        status: 'FINISHED',
        assistantSpeaking: false,
        userSpeaking: false,
        partial: null,
        micLevel: 0,
        ending: false,
      }));
    };
    const onSpeechStart = () => patch({ assistantSpeaking: true });
    const onSpeechEnd = () => patch({ assistantSpeaking: false });
    const onLevel = (level: number) =>
      setState((current) => (Math.abs(current.micLevel - level) < 0.02 ? current : { ...current, micLevel: level }));
    const onMessage = (message: CallServerMessage) => {
      if (message.type === 'speech-update' && message.role === 'user') {
        patch({ userSpeaking: message.status === 'started' });
        return;
      }
      if (message.type !== 'transcript') return;
      const text = message.transcript.trim();
      if (message.transcriptType === 'partial') {
        if (text) patch({ partial: { role: message.role, text } });
        return;
      }
      if (!text) return;
      const entry = { role: message.role, content: text, timestamp: new Date().toISOString() };
      setState((current) => ({
        ...current,
        transcript: [...current.transcript, entry],
        partial: current.partial?.role === message.role ? null : current.partial,
      }));
    };
    const onError = (event: VoiceClientErrorEvent) => {
      if (!event.fatal) return;
      const problem = problemFrom(event, live.current);
      live.current = false;
      patch({ status: 'FINISHED', error: problem, assistantSpeaking: false, ending: false });
    };
    const subscribe = <E extends keyof VoiceClientEvents>(
      event: E,
      listener: (...args: VoiceClientEvents[E]) => void,
    ) => {
      client.on(event, listener);
      return () => void client.off(event, listener);
    };
    const unsubscribe = [
      subscribe('call-start', onStart),
      subscribe('call-end', onEnd),
      subscribe('speech-start', onSpeechStart),
      subscribe('speech-end', onSpeechEnd),
      subscribe('local-volume-level', onLevel),
      subscribe('message', onMessage),
      subscribe('error', onError),
    ];
    return () => unsubscribe.forEach((off) => off());
  }, [client, patch]);

  // The hint reads the status as it is when the timer fires, not as it was when the call began.
  useEffect(() => {
    if (state.status !== 'ACTIVE') return;
    const timer = setTimeout(() => patch({ showEndHint: true }), HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, patch]);

  const start = useCallback(
    async (choices: CallChoices) => {
      if (!client || !voice) return;
      if (state.status === 'CONNECTING' || state.status === 'ACTIVE') return;
      setState({ ...INITIAL, status: 'CONNECTING', typingOnly: !choices.microphone });
      const call = await startCall(client, voice, request, choices).catch((error: unknown) => {
        patch({
          status: 'FINISHED',
          error: {
            message: error instanceof Error && error.message ? error.message : 'Failed to start call',
            reason: 'unknown',
            during: 'start',
          },
        });
        return null;
      });
      // A failed start has already said why (the error event); a start abandoned by End says nothing.
      if (!call)
        setState((current) => (current.status === 'CONNECTING' ? { ...current, status: 'FINISHED' } : current));
    },
    [client, voice, request, state.status, patch],
  );

  const end = useCallback(async () => {
    if (!client) return;
    patch({ ending: true, showEndHint: false });
    try {
      await client.end();
    } catch {
      patch({ error: { message: 'Failed to end call', reason: 'unknown', during: 'call' }, ending: false });
    }
  }, [client, patch]);

  /** A typed answer: sent as the user's turn, and kept in the transcript as they wrote it. */
  const sendTyped = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!client || !content) return;
      client.send({ type: 'add-message', message: { role: 'user', content } });
      setState((current) => ({
        ...current,
        transcript: [...current.transcript, { role: 'user', content, timestamp: new Date().toISOString() }],
      }));
    },
    [client],
  );

  /** The candidate is typing: the call is not silent (at most one signal every few seconds). */
  const typing = useCallback(() => {
    const now = Date.now();
    if (!client || now - lastTypingSignal.current < TYPING_SIGNAL_MS) return;
    lastTypingSignal.current = now;
    client.send({ type: 'user-typing' });
  }, [client]);

  const setMuted = useCallback(
    (muted: boolean) => {
      client?.setMuted(muted);
      patch({ muted });
    },
    [client, patch],
  );

  /** Back to INACTIVE after an error, so the user can try again. */
  const reset = useCallback(() => setState(INITIAL), []);

  return { ...state, start, end, reset, sendTyped, typing, setMuted };
}
