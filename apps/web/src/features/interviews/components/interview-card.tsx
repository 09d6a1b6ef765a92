import type { InterviewSummary } from '@mockingbird/contracts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { capitalise, shortDate } from '../../../lib/format.ts';

export const PRACTICE_REMINDER = 'Practise it out loud: every attempt makes your answers sharper.';

function scoreTone(score: number) {
  return score >= 70 ? 'text-good' : score >= 45 ? 'text-warn' : 'text-bad';
}

export function InterviewCard({ interview }: { interview: InterviewSummary }) {
  const latest = interview.latestFeedback;
  return (
    <article className="flex w-full flex-col gap-4 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-brand/50">
      <div className="flex items-start justify-between gap-3">
        <img src={interview.coverImage} alt="" width={56} height={56} className="size-14 rounded-xl" />
        <span className="rounded-full bg-raised px-3 py-1 text-xs font-semibold text-muted">
          {capitalise(interview.type)}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-bold tracking-tight break-words">{interview.role.toUpperCase()}</h3>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
          <time dateTime={interview.createdAt}>{shortDate(interview.createdAt)}</time>
          {latest ? (
            <span>
              Latest score <strong className={scoreTone(latest.totalScore)}>{latest.totalScore}/100</strong>
            </span>
          ) : null}
        </p>
      </div>
      <p className="flex-1 text-sm text-muted">{PRACTICE_REMINDER}</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/interview/${interview._id}`} aria-label={`Start ${interview.role} interview`}>
          Start
        </ButtonLink>
        {latest ? (
          <ButtonLink to={`/feedback/${latest._id}`} variant="secondary">
            Feedback
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
