import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CallProblem, CallState } from '../use-call.ts';
import { LiveTranscript } from './live-transcript.tsx';
import { TypedAnswer } from './typed-answer.tsx';

function AgentAvatar({ speaking }: { speaking: boolean }) {
  return (
    <div className="relative grid size-24 place-items-center sm:size-28">
      {speaking ? (
        <span aria-hidden="true" className="absolute inset-0 animate-pulse-ring rounded-full bg-brand/40" />
      ) : null}
      <div className="relative grid size-20 place-items-center rounded-full bg-gradient-to-br from-brand to-cyan-400 sm:size-24">
        <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 text-brand-ink">
          <path
            fill="currentColor"
            d="M8 26c0-2 1-3 2.5-3S13 24 13 26v0c0 1.5-1 3-2.5 3S8 27.5 8 26zm7-6c0-2 1-3 2.5-3s2.5 1 2.5 3v12c0 2-1 3-2.5 3S15 34 15 32zm7-6c0-2 1-3 2.5-3S27 12 27 14v24c0 2-1 3-2.5 3S22 40 22 38zm7 6c0-2 1-3 2.5-3s2.5 1 2.5 3v12c0 2-1 3-2.5 3S29 34 29 32zm7 6c0-2 1-3 2.5-3s2.5 1 2.5 3v0c0 1.5-1 3-2.5 3S36 27.5 36 26z"
          />
        </svg>
      </div>
    </div>
  );
}

function UserAvatar({ name, level, speaking }: { name: string; level: number; speaking: boolean }) {
  // The ring grows with the microphone's level, so the candidate sees they are heard.
  const ring = Math.min(1, level * 4);
  return (
    <div className="relative grid size-24 place-items-center sm:size-28">
      <span
        aria-hidden="true"
        className="absolute inset-0 rounded-full bg-brand/30 transition-transform duration-100"
        style={{ transform: `scale(${0.8 + ring * 0.35})`, opacity: speaking || ring > 0.05 ? 1 : 0 }}
      />
      <div
        aria-hidden="true"
        className="relative grid size-20 place-items-center rounded-full bg-raised text-3xl font-bold text-muted sm:size-24"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </div>
    </div>
  );
}

/** The actions a problem offers, by what went wrong. */
export interface ProblemActions {
  onRetry: () => void;
  /** Start again without the microphone (answers are typed). */
  onTypeInstead: () => void;
  /** Assess what was answered before the call broke (take screen). */
  onFeedbackSoFar?: (() => void) | undefined;
}

const MICROPHONE_PROBLEMS = new Set<CallProblem['reason']>([
  'microphone-permission-denied',
  'microphone-not-found',
  'microphone-unavailable',
]);

function ProblemPanel({
  mode,
  problem,
  actions,
}: {
  mode: 'generate' | 'interview';
  problem: CallProblem;
  actions: ProblemActions;
}) {
  // Without a working microphone, or when the server cannot listen (503: no speech engines here),
  // the candidate can still answer by typing.
  const typingHelps = MICROPHONE_PROBLEMS.has(problem.reason) || problem.status === 503;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-bad/50 bg-bad/10 p-6 text-center"
    >
      {mode === 'generate' ? <p>Voice agent encountered an issue. You can try again or create manually.</p> : null}
      <p className={mode === 'generate' ? 'text-sm text-muted' : ''}>{problem.message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {actions.onFeedbackSoFar ? (
          <Button onClick={actions.onFeedbackSoFar}>Get feedback on your answers so far</Button>
        ) : null}
        <Button variant={actions.onFeedbackSoFar ? 'secondary' : 'primary'} onClick={actions.onRetry}>
          {mode === 'generate' ? 'Try Voice Agent Again' : 'Try again'}
        </Button>
        {typingHelps ? (
          <Button variant="secondary" onClick={actions.onTypeInstead}>
            Answer by typing instead
          </Button>
        ) : null}
        {mode === 'generate' ? (
          <ButtonLink to="/create-interview" variant="secondary">
            Create Manually
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}

export interface CallScreenProps {
  mode: 'generate' | 'interview';
  userName: string;
  call: CallState;
  /** Why voice cannot work here; the Call button is disabled and says so. */
  unavailableReason: string | null;
  /** The server's settings are still loading. */
  loading: boolean;
  generatingFeedback: boolean;
  /** The microphone check, shown before a call. */
  microphoneCheck?: ReactNode;
  problemActions: ProblemActions;
  onCall: () => void;
  onEnd: () => void;
  onSendTyped: (text: string) => void;
  onTyping: () => void;
  onMute: (muted: boolean) => void;
}

/** The call screen of spec §2, shared by /generate and /interview/:id. */
export function CallScreen(props: CallScreenProps) {
  const { mode, call } = props;
  if (props.generatingFeedback) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-24 text-center">
        <Spinner className="size-10 text-brand" />
        <h2 className="text-2xl font-bold">Generating Your Feedback</h2>
        <p className="text-muted">Please wait while we analyze your interview responses...</p>
      </div>
    );
  }
  const active = call.status === 'ACTIVE';
  const connecting = call.status === 'CONNECTING';
  const assistantName = mode === 'generate' ? 'Voice agent' : 'Interviewer';
  const userStatus = !active
    ? '\u00a0'
    : call.typingOnly
      ? 'Typing'
      : call.muted
        ? 'Muted'
        : call.userSpeaking
          ? 'Speaking…'
          : '\u00a0';
  const showTranscript = active || call.transcript.length > 0;
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {mode === 'generate' ? 'Generate Interview' : 'Take Interview'}
      </h1>

      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <section
          aria-label="AI Voice Agent"
          className="flex flex-col items-center gap-3 rounded-3xl border border-line bg-surface px-3 py-6 sm:gap-4 sm:p-8"
        >
          <AgentAvatar speaking={call.assistantSpeaking} />
          <h2 className="text-center text-base font-semibold sm:text-lg">AI Voice Agent</h2>
          <p className="text-sm text-faint" aria-live="polite">
            {call.assistantSpeaking ? 'Speaking…' : active ? 'Listening' : connecting ? 'Connecting…' : '\u00a0'}
          </p>
        </section>
        <section
          aria-label="You"
          className="flex flex-col items-center gap-3 rounded-3xl border border-line bg-surface px-3 py-6 sm:gap-4 sm:p-8"
        >
          <UserAvatar name={props.userName} level={call.micLevel} speaking={call.userSpeaking} />
          <h2 className="text-center text-base font-semibold break-words sm:text-lg">{props.userName}</h2>
          <p className="text-sm text-faint">{userStatus}</p>
        </section>
      </div>

      {showTranscript ? (
        <LiveTranscript transcript={call.transcript} partial={call.partial} assistantName={assistantName} />
      ) : null}

      {active ? (
        <TypedAnswer
          onSend={props.onSendTyped}
          onTyping={props.onTyping}
          placeholder={call.typingOnly ? 'Write your answer here' : 'Noisy room? Type your answer here'}
        />
      ) : null}

      {call.status === 'FINISHED' && call.error ? (
        <ProblemPanel mode={mode} problem={call.error} actions={props.problemActions} />
      ) : (
        <div className="flex flex-col items-center gap-3">
          {!active && !connecting && !props.unavailableReason ? props.microphoneCheck : null}
          {active ? (
            <div className="flex flex-wrap justify-center gap-3">
              {!call.typingOnly ? (
                <Button variant="secondary" aria-pressed={call.muted} onClick={() => props.onMute(!call.muted)}>
                  {call.muted ? 'Unmute' : 'Mute'}
                </Button>
              ) : null}
              <Button variant="danger" onClick={props.onEnd} disabled={call.ending} className="min-w-32">
                {call.ending ? 'Ending…' : 'End'}
              </Button>
            </div>
          ) : (
            <Button
              onClick={props.onCall}
              disabled={connecting || props.loading || props.unavailableReason !== null}
              aria-describedby={props.unavailableReason ? 'voice-unavailable' : undefined}
              className="min-w-32"
            >
              {connecting ? '. . .' : 'Call'}
            </Button>
          )}
          {props.unavailableReason ? (
            <p id="voice-unavailable" className="max-w-md text-center text-sm text-muted">
              {props.unavailableReason}
            </p>
          ) : null}
          {mode === 'interview' && active && call.showEndHint ? (
            <p role="status" className="text-sm text-muted">
              If the interview doesn't end automatically, you can end it manually
            </p>
          ) : null}
        </div>
      )}

      {mode === 'generate' ? (
        <p className="text-center text-sm text-muted">
          <Link to="/create-interview" className="text-brand underline-offset-4 hover:underline">
            Or If facing issues with voice agent you can create interview manually
          </Link>
        </p>
      ) : null}
    </div>
  );
}
