import type { FeedbackAttempt, Feedback, Interview } from '@mockingbird/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { capitalise, longDateTime, shortDate } from '../../../lib/format.ts';
import { AnswerMetricsList } from './answer-metrics.tsx';
import { CategoryRadar } from './category-radar.tsx';

const LEVEL_NAMES: Record<Interview['level'], string> = { junior: 'Junior', mid: 'Mid-level', senior: 'Senior' };

function barTone(score: number) {
  return score >= 70 ? 'bg-good' : score >= 45 ? 'bg-warn' : 'bg-bad';
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`section-${title}`}>
      <h2 id={`section-${title}`} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Attempts({ attempts, current }: { attempts: readonly FeedbackAttempt[]; current: string }) {
  if (attempts.length < 2) return null;
  return (
    <Section title="Your Attempts">
      <ol className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
        {attempts.map((attempt, index) => (
          <li key={attempt._id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
            <span className="text-muted">
              Attempt {attempts.length - index} · {shortDate(attempt.createdAt)}
            </span>
            {attempt._id === current ? (
              <span className="font-semibold" aria-current="page">
                {attempt.totalScore}/100 (this report)
              </span>
            ) : (
              <Link
                to={`/feedback/${attempt._id}`}
                className="font-semibold text-brand underline-offset-4 hover:underline"
              >
                {attempt.totalScore}/100
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Every element of the spec's report, plus the chart, per-answer metrics and earlier attempts. */
export function FeedbackReport({
  feedback,
  interview,
  attempts,
}: {
  feedback: Feedback;
  interview: Interview;
  attempts: readonly FeedbackAttempt[];
}) {
  return (
    <article className="flex flex-col gap-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Interview Feedback Report</h1>
        <p className="text-lg text-muted">
          {interview.role} · {LEVEL_NAMES[interview.level]} · {capitalise(interview.type)}
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="flex flex-col gap-6">
          <dl className="grid gap-4 sm:grid-cols-3">
            <div className="rounded-2xl border border-line bg-surface p-5">
              <dt className="text-sm text-muted">Overall Score</dt>
              <dd className="mt-1 text-4xl font-bold">
                {feedback.totalScore}
                <span className="text-lg font-medium text-faint">/100</span>
              </dd>
            </div>
            <div className="rounded-2xl border border-line bg-surface p-5">
              <dt className="text-sm text-muted">Interview Date</dt>
              <dd className="mt-1 font-medium">{longDateTime(feedback.createdAt)}</dd>
            </div>
            <div className="rounded-2xl border border-line bg-surface p-5">
              <dt className="text-sm text-muted">Tech Stack</dt>
              <dd className="mt-1 font-medium break-words">
                {interview.techstack.length > 0 ? interview.techstack.join(', ') : 'N/A'}
              </dd>
            </div>
          </dl>
          <Section title="Final Assessment">
            <p className="leading-relaxed text-ink/90">{feedback.finalAssessment}</p>
            <p className="text-xs text-faint">
              {feedback.engine === 'analyzer'
                ? 'Scored by the rubric analyzer from what you said.'
                : `Written by ${feedback.engine}, grounded by the rubric analyzer's measurements.`}
            </p>
          </Section>
        </div>
        <CategoryRadar scores={feedback.categoryScores} />
      </div>

      <Section title="Detailed Breakdown">
        <ol className="flex flex-col gap-4">
          {feedback.categoryScores.map((category, index) => (
            <li key={category.name} className="rounded-2xl border border-line bg-surface p-5">
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-semibold">
                  {index + 1}. {category.name}
                </h3>
                <span className="font-semibold tabular-nums">{category.score}/100</span>
              </div>
              <div
                className="mt-3 h-2 overflow-hidden rounded-full bg-raised"
                role="meter"
                aria-label={`${category.name} score`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={category.score}
              >
                <div
                  className={`h-full rounded-full ${barTone(category.score)}`}
                  style={{ width: `${category.score}%` }}
                />
              </div>
              <p className="mt-3 text-sm leading-relaxed text-muted">{category.comment}</p>
            </li>
          ))}
        </ol>
      </Section>

      <div className="grid gap-10 md:grid-cols-2">
        <Section title="Key Strengths">
          <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-good">
            {feedback.strengths.map((strength) => (
              <li key={strength}>{strength}</li>
            ))}
          </ul>
        </Section>
        <Section title="Areas for Improvement">
          <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-warn">
            {feedback.areasForImprovement.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        </Section>
      </div>

      <Section title="Your Answers">
        <p className="text-sm text-muted">
          {feedback.metrics.questionsAnswered} of {feedback.metrics.totalQuestions} questions answered
          {feedback.metrics.speakingRateWpm !== null
            ? ` · about ${feedback.metrics.speakingRateWpm} words a minute`
            : ''}{' '}
          · {feedback.metrics.fillerWordsPer100} filler words per hundred
        </p>
        <AnswerMetricsList answers={feedback.metrics.answers} />
      </Section>

      <Attempts attempts={attempts} current={feedback._id} />

      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/" variant="secondary">
          Back to Dashboard
        </ButtonLink>
        <ButtonLink to={`/interview/${interview._id}`}>Retake Interview</ButtonLink>
      </div>
    </article>
  );
}
