import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CallStatus } from '../use-call.ts';

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

export interface CallScreenProps {
  mode: 'generate' | 'interview';
  userName: string;
  status: CallStatus;
  isSpeaking: boolean;
  lastLine: string;
  /** Why voice cannot work here; the Call button is disabled and says so. */
  unavailableReason: string | null;
  showEndHint: boolean;
  generatingFeedback: boolean;
  /** The generate screen's error panel. */
  voiceError: boolean;
  onCall: () => void;
  onEnd: () => void;
  onRetry: () => void;
}

/** The call screen of spec §2, shared by /generate and /interview/:id. */
export function CallScreen(props: CallScreenProps) {
  const { mode, status } = props;
  if (props.generatingFeedback) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-24 text-center">
        <Spinner className="size-10 text-brand" />
        <h2 className="text-2xl font-bold">Generating Your Feedback</h2>
        <p className="text-muted">Please wait while we analyze your interview responses...</p>
      </div>
    );
  }
  const active = status === 'ACTIVE';
  const connecting = status === 'CONNECTING';
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {mode === 'generate' ? 'Generate Interview' : 'Take Interview'}
      </h1>

      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <section
          aria-label="AI Voice Agent"
          className="flex flex-col items-center gap-3 rounded-3xl border border-line bg-surface px-3 py-6 sm:gap-4 sm:p-8"
        >
          <AgentAvatar speaking={props.isSpeaking} />
          <h2 className="text-center text-base font-semibold sm:text-lg">AI Voice Agent</h2>
          <p className="text-sm text-faint" aria-live="polite">
            {props.isSpeaking ? 'Speaking…' : active ? 'Listening' : '\u00a0'}
          </p>
        </section>
        <section
          aria-label="You"
          className="flex flex-col items-center gap-3 rounded-3xl border border-line bg-surface px-3 py-6 sm:gap-4 sm:p-8"
        >
          <div
            aria-hidden="true"
            className="grid size-20 place-items-center rounded-full bg-raised text-3xl font-bold text-muted sm:size-24"
          >
            {props.userName.trim().charAt(0).toUpperCase() || '?'}
          </div>
          <h2 className="text-center text-base font-semibold break-words sm:text-lg">{props.userName}</h2>
          <p className="text-sm text-faint">&nbsp;</p>
        </section>
      </div>

      <div
        aria-live="polite"
        className={`min-h-14 rounded-2xl border border-line bg-surface px-5 py-4 text-center ${props.lastLine ? '' : 'invisible'}`}
      >
        <p className="text-ink/90">{props.lastLine}</p>
      </div>

      {mode === 'generate' && props.voiceError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-2xl border border-bad/50 bg-bad/10 p-6 text-center"
        >
          <p>Voice agent encountered an issue. You can try again or create manually.</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={props.onRetry}>Try Voice Agent Again</Button>
            <ButtonLink to="/create-interview" variant="secondary">
              Create Manually
            </ButtonLink>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3">
          {active ? (
            <Button variant="danger" onClick={props.onEnd} className="min-w-32">
              End
            </Button>
          ) : (
            <Button
              onClick={props.onCall}
              disabled={connecting || props.unavailableReason !== null}
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
          {mode === 'interview' && active && props.showEndHint ? (
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
