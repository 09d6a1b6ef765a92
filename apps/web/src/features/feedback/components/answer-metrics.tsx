import type { AnswerMetrics } from '@mockingbird/contracts';

function Chip({ children, tone = 'neutral' }: { children: React.ReactNode; tone?: 'good' | 'bad' | 'neutral' }) {
  const tones = { good: 'border-good/40 text-good', bad: 'border-bad/40 text-bad', neutral: 'border-line text-muted' };
  return <span className={`rounded-full border px-2.5 py-0.5 text-xs ${tones[tone]}`}>{children}</span>;
}

const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const;

/** What the analyzer measured on each answer, beside its question. */
export function AnswerMetricsList({ answers }: { answers: readonly AnswerMetrics[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {answers.map((answer) => (
        <li key={answer.questionIndex} className="rounded-2xl border border-line bg-surface p-5">
          <p className="text-xs font-semibold uppercase tracking-wide text-faint">
            Question {answer.questionIndex + 1} · {answer.questionType}
          </p>
          <p className="mt-1 font-medium">{answer.question}</p>
          {answer.answered ? (
            <blockquote className="mt-3 border-l-2 border-brand/60 pl-3 text-sm text-muted">
              “{answer.excerpt}”
            </blockquote>
          ) : (
            <p className="mt-3 text-sm text-bad">{answer.asked ? 'Not answered.' : 'Not reached in the call.'}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Chip>{answer.words} words</Chip>
            {answer.speakingRateWpm !== null ? <Chip>{answer.speakingRateWpm} words/min</Chip> : null}
            <Chip tone={answer.fillerWords > 2 ? 'bad' : 'neutral'}>
              {answer.fillerWords} filler {answer.fillerWords === 1 ? 'word' : 'words'}
              {answer.fillers.length > 0 ? ` (${answer.fillers.join(', ')})` : ''}
            </Chip>
            {answer.hedges > 0 ? (
              <Chip tone={answer.hedges > 2 ? 'bad' : 'neutral'}>{answer.hedges} hedges</Chip>
            ) : null}
            {answer.star
              ? STAR_PARTS.map((part) => (
                  <Chip key={part} tone={answer.star![part] ? 'good' : 'bad'}>
                    {answer.star![part] ? '✓' : '✗'} {part}
                  </Chip>
                ))
              : null}
          </div>
          {answer.keyConcepts.covered.length + answer.keyConcepts.missed.length > 0 ? (
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
              <dt className="text-faint">Key concepts covered</dt>
              <dd className="text-good">{answer.keyConcepts.covered.join(', ') || 'none'}</dd>
              <dt className="text-faint">Missed</dt>
              <dd className="text-warn">{answer.keyConcepts.missed.join(', ') || 'none'}</dd>
            </dl>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
