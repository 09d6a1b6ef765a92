import { CATEGORY_NAMES, type TranscriptEntry } from '@mockingbird/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK, type BankQuestion } from '../question-bank/index.ts';
import { analyzeFeedback, type InterviewForFeedback } from './analyze-feedback.ts';
import { conversation } from './fixtures.ts';

/** Property tests: on any bank question, better answers never score worse. */

const NEUTRAL = [
  'the project had a tight schedule',
  'we worked with a small group',
  'it was part of a larger product',
  'the requirements came from several places',
  'there were a lot of moving parts',
  'the work spanned a few weeks',
  'the previous approach had grown organically',
  'people relied on it every day',
];

const interviewFor = (question: BankQuestion): InterviewForFeedback => ({
  role: 'Software Engineer',
  type: question.type,
  level: question.levels[0]!,
  techstack: [],
  questions: [question.text.replaceAll('{role}', 'Software Engineer')],
  questionDetails: [
    { type: question.type, keyConcepts: question.keyConcepts.map((c) => ({ label: c.label, terms: [...c.terms] })) },
  ],
});

function strongAnswer(question: BankQuestion, context: readonly string[]): string {
  const concepts = question.keyConcepts.map((c) => `an important part is ${c.terms[0]}, because it shapes the outcome`);
  const story =
    question.type === 'behavioural'
      ? [
          `At my previous job ${context[0] ?? NEUTRAL[0]}.`,
          'My role was to lead the work and I was responsible for the plan.',
          'I decided to talk to each person, I organised a short review, and I wrote down the options.',
          ...concepts.map((c) => `${c[0]!.toUpperCase()}${c.slice(1)}.`),
          'As a result we delivered on time, we reduced the rework by forty percent, and I learned to ask earlier.',
          'The team was happy with it and we shared the credit together.',
        ]
      : [
          'First I would make sure I understand the goal and measure where things stand.',
          ...concepts.map((c) => `${c[0]!.toUpperCase()}${c.slice(1)}.`),
          `For example, ${context[0] ?? NEUTRAL[0]}, so the trade-off was clear.`,
          'Then I would compare the options rather than guess, and finally verify the result with the team.',
          'That means the choice is explained and easy to revisit.',
        ];
  return [...story, ...context.slice(1).map((c) => `Also, ${c}.`)].join(' ');
}

function weakAnswer(context: readonly string[]): string {
  return `um I think maybe ${context[0] ?? 'it depends'} I guess, like, I'm not sure`;
}

function transcriptFor(question: string, answer: string): TranscriptEntry[] {
  return conversation(
    [
      ['assistant', question],
      ['user', answer],
    ],
    { wpm: 140 },
  );
}

const categories = (interview: InterviewForFeedback, answer: string) => {
  const { assessment } = analyzeFeedback(interview, transcriptFor(interview.questions[0]!, answer));
  return {
    total: assessment.totalScore,
    ...Object.fromEntries(assessment.categoryScores.map((c) => [c.name, c.score])),
  } as Record<string, number>;
};

const anyQuestion = fc.constantFrom(...QUESTION_BANK);
const someContext = fc.array(fc.constantFrom(...NEUTRAL), { minLength: 1, maxLength: 4 });

describe('analyzer properties over the whole question bank', () => {
  it('scores a strong answer above a weak one on the same question, overall and in every category', () => {
    fc.assert(
      fc.property(anyQuestion, someContext, (question, context) => {
        const interview = interviewFor(question);
        const strong = categories(interview, strongAnswer(question, context));
        const weak = categories(interview, weakAnswer(context));
        expect(strong.total!).toBeGreaterThan(weak.total!);
        for (const name of CATEGORY_NAMES)
          expect(strong[name], `${question.id} ${name}`).toBeGreaterThanOrEqual(weak[name]!);
      }),
      { numRuns: 200 },
    );
  });

  it('never lowers Technical Knowledge when an answer also mentions a missing key concept', () => {
    fc.assert(
      fc.property(
        anyQuestion.filter((q) => q.type === 'technical'),
        someContext,
        fc.nat(),
        (question, context, pick) => {
          const interview = interviewFor(question);
          const concept = question.keyConcepts[pick % question.keyConcepts.length]!;
          const base = `${context.join(' and ')} and that is how I would approach it`;
          const before = categories(interview, base);
          const after = categories(interview, `${base}, and ${concept.terms[0]} matters here`);
          expect(after['Technical Knowledge']).toBeGreaterThanOrEqual(before['Technical Knowledge']!);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never raises Communication for added filler words, nor Confidence for added hedging', () => {
    fc.assert(
      fc.property(anyQuestion, someContext, fc.integer({ min: 1, max: 6 }), (question, context, extra) => {
        const interview = interviewFor(question);
        const answer = strongAnswer(question, context);
        const clean = categories(interview, answer);
        const withFillers = categories(interview, `${'um, you know, '.repeat(extra)}${answer}`);
        const withHedges = categories(interview, `${'I guess maybe '.repeat(extra)}${answer}`);
        expect(withFillers['Communication Skills']).toBeLessThanOrEqual(clean['Communication Skills']!);
        expect(withHedges['Confidence and Clarity']).toBeLessThanOrEqual(clean['Confidence and Clarity']!);
      }),
      { numRuns: 150 },
    );
  });
});
