import {
  CATEGORY_NAMES,
  feedbackAssessmentSchema,
  feedbackMetricsSchema,
  type TranscriptEntry,
} from '@mockingbird/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeFeedback, type InterviewForFeedback } from './analyze-feedback.ts';
import {
  BEHAVIOURAL_AVERAGE,
  BEHAVIOURAL_INTERVIEW,
  BEHAVIOURAL_STRONG,
  BEHAVIOURAL_WEAK,
  conversation,
  FRONTEND_AVERAGE,
  FRONTEND_INTERVIEW,
  FRONTEND_STRONG,
  FRONTEND_WEAK,
} from './fixtures.ts';

const scoreOf = (interview: InterviewForFeedback, transcript: TranscriptEntry[]) => {
  const { assessment } = analyzeFeedback(interview, transcript);
  return {
    total: assessment.totalScore,
    categories: Object.fromEntries(assessment.categoryScores.map((c) => [c.name, c.score])),
  };
};

describe.each([
  ['technical', FRONTEND_INTERVIEW, FRONTEND_STRONG, FRONTEND_AVERAGE, FRONTEND_WEAK],
  ['behavioural', BEHAVIOURAL_INTERVIEW, BEHAVIOURAL_STRONG, BEHAVIOURAL_AVERAGE, BEHAVIOURAL_WEAK],
] as const)('the analyzer on a realistic %s interview', (_, interview, strong, average, weak) => {
  it('ranks the strong candidate above the average one above the weak one, overall and per category', () => {
    const [s, a, w] = [strong, average, weak].map((t) => scoreOf(interview, t));
    expect(s!.total).toBeGreaterThan(a!.total);
    expect(a!.total).toBeGreaterThan(w!.total);
    for (const name of CATEGORY_NAMES) {
      expect(s!.categories[name], name).toBeGreaterThan(a!.categories[name]!);
      expect(a!.categories[name], name).toBeGreaterThan(w!.categories[name]!);
    }
    // Bands a person would recognise: strong is strong, weak is clearly weak.
    expect(s!.total).toBeGreaterThanOrEqual(75);
    expect(a!.total).toBeGreaterThanOrEqual(35);
    expect(a!.total).toBeLessThan(70);
    expect(w!.total).toBeLessThan(25);
  });

  it('always returns the five categories in order, valid scores and enough text', () => {
    for (const transcript of [strong, average, weak]) {
      const { assessment, metrics } = analyzeFeedback(interview, transcript);
      expect(feedbackAssessmentSchema.parse(assessment)).toEqual(assessment);
      expect(feedbackMetricsSchema.parse(metrics)).toEqual(metrics);
      expect(assessment.categoryScores.map((c) => c.name)).toEqual([...CATEGORY_NAMES]);
      for (const category of assessment.categoryScores) {
        expect(Number.isInteger(category.score)).toBe(true);
        expect(category.comment.length).toBeGreaterThan(30);
        expect(category.comment).toBe(category.comment.trim());
      }
      expect(assessment.strengths.length).toBeGreaterThanOrEqual(1);
      expect(assessment.areasForImprovement.length).toBeGreaterThanOrEqual(1);
      expect(assessment.finalAssessment.length).toBeGreaterThanOrEqual(50);
    }
  });

  it('quotes what the candidate actually said in its comments', () => {
    for (const transcript of [strong, average, weak]) {
      const said = transcript
        .filter((entry) => entry.role === 'user')
        .map((entry) => entry.content)
        .join(' ')
        .replace(/\s+/g, ' ');
      const { assessment } = analyzeFeedback(interview, transcript);
      const communication = assessment.categoryScores[0]!.comment;
      const quotes = [...communication.matchAll(/you said "([^"]+)"/g)].map((m) => m[1]!.replace(/…/g, '').trim());
      expect(quotes.length, communication).toBeGreaterThan(0);
      for (const quote of quotes) expect(said).toContain(quote);
    }
  });
});

describe('the analyzer measures', () => {
  it('key concepts covered and missed, per answer', () => {
    const { metrics } = analyzeFeedback(FRONTEND_INTERVIEW, FRONTEND_AVERAGE);
    expect(metrics.answers[0]!.keyConcepts).toEqual({
      covered: ['state or props change', 'memoization'],
      missed: ['stable keys in lists', 'measuring with the profiler'],
    });
    const { assessment } = analyzeFeedback(FRONTEND_INTERVIEW, FRONTEND_AVERAGE);
    expect(assessment.categoryScores[1]!.comment).toContain('you did not mention');
  });

  it('STAR parts of a behavioural story', () => {
    const strong = analyzeFeedback(BEHAVIOURAL_INTERVIEW, BEHAVIOURAL_STRONG).metrics.answers[0]!;
    expect(strong.star).toEqual({ situation: true, task: true, action: true, result: true });
    const weak = analyzeFeedback(BEHAVIOURAL_INTERVIEW, BEHAVIOURAL_WEAK).metrics.answers[0]!;
    expect(weak.star).toEqual({ situation: false, task: false, action: false, result: false });
    expect(analyzeFeedback(FRONTEND_INTERVIEW, FRONTEND_STRONG).metrics.answers[0]!.star).toBeNull();
  });

  it('filler words, counting "like" only where it fills', () => {
    const interview = { ...FRONTEND_INTERVIEW, questions: FRONTEND_INTERVIEW.questions.slice(0, 1) };
    const transcript = conversation(
      [
        ['assistant', interview.questions[0]!],
        [
          'user',
          'um so it was like really slow, you know, and uh I would like to explain it like a queue, basically. ' +
            'React renders when state or props change and I would memoize expensive children to avoid that.',
        ],
      ],
      { wpm: 150 },
    );
    const answer = analyzeFeedback(interview, transcript).metrics.answers[0]!;
    // um, like (after "was"), you know, uh, basically; not "would like to" nor "like a queue".
    expect(answer.fillerWords).toBe(5);
    expect(answer.fillers.sort()).toEqual(['basically', 'like', 'uh', 'um', 'you know']);
  });

  it('hedging phrases', () => {
    const answer = analyzeFeedback(FRONTEND_INTERVIEW, FRONTEND_AVERAGE).metrics.answers[1]!;
    expect(answer.hedges).toBe(2);
    expect(answer.hedgePhrases.sort()).toEqual(['i guess', 'probably']);
  });

  it('speaking rate from the timestamps, pauses included', () => {
    const { metrics } = analyzeFeedback(FRONTEND_INTERVIEW, FRONTEND_STRONG);
    // Spoken at 150 words a minute after a 1.5 s pause: a little under 150 per minute of answer time.
    for (const answer of metrics.answers) {
      expect(answer.speakingRateWpm).toBeGreaterThan(135);
      expect(answer.speakingRateWpm).toBeLessThanOrEqual(150);
    }
    expect(metrics.durationSeconds).toBeGreaterThan(120);
  });

  it('an answer of "I don\'t know" as unanswered', () => {
    const answer = analyzeFeedback(BEHAVIOURAL_INTERVIEW, BEHAVIOURAL_WEAK).metrics.answers[1]!;
    expect(answer).toMatchObject({ asked: true, answered: false, words: 3 });
    const { assessment } = analyzeFeedback(BEHAVIOURAL_INTERVIEW, BEHAVIOURAL_WEAK);
    expect(assessment.areasForImprovement.join(' ')).toContain('1 question went unanswered');
  });
});

describe('aligning answers to questions', () => {
  const interview = FRONTEND_INTERVIEW;
  const [q1, q2, q3] = interview.questions;

  it('recognises a paraphrased question, keeps follow-up answers with it, and ignores small talk', () => {
    const transcript = conversation(
      [
        ['assistant', 'Hello! Before we start, how is your day going?'],
        ['user', 'Pretty good thanks, a bit nervous about memoization questions.'],
        ['assistant', `Let's begin. ${q1}`],
        ['user', 'When state or props change React renders the component again.'],
        ['assistant', 'Could you say more about avoiding extra renders?'],
        ['user', 'Sure, I would wrap expensive children in memo and use the profiler to measure first.'],
        ['assistant', "Let's move on to TypeScript. What do you gain from strict mode in a large codebase?"],
        ['user', 'Strict null checks catch undefined values at compile time.'],
        ['assistant', q3!],
        ['user', 'I would take heap snapshots to find the memory leak.'],
      ],
      { wpm: 140 },
    );
    const { metrics } = analyzeFeedback(interview, transcript);
    expect(metrics.answers.map((a) => a.asked)).toEqual([true, true, true]);
    expect(metrics.answers[0]!.excerpt).toBe(
      'When state or props change React renders the component again. Sure, I would wrap expensive children in memo and use the profiler to measure first.',
    );
    expect(metrics.answers[0]!.keyConcepts.covered).toEqual([
      'state or props change',
      'memoization',
      'measuring with the profiler',
    ]);
    expect(metrics.answers[1]!.excerpt).toBe('Strict null checks catch undefined values at compile time.');
  });

  it('marks a question the interviewer never reached as not asked and not answered', () => {
    const transcript = conversation(
      [
        ['assistant', q1!],
        ['user', 'React renders again when state or props change, and memo helps avoid that.'],
        ['assistant', q2!],
        ['user', 'Strict mode catches null and undefined at compile time.'],
      ],
      { wpm: 140 },
    );
    const { metrics } = analyzeFeedback(interview, transcript);
    expect(metrics.answers[2]).toMatchObject({ asked: false, answered: false, words: 0 });
    expect(metrics).toMatchObject({ questionsAsked: 2, questionsAnswered: 2, totalQuestions: 3 });
  });

  it('pairs questions with the interviewer turns in order when none of the wording matches', () => {
    const transcript = conversation(
      [
        ['assistant', 'Hi there, are you ready?'],
        ['user', 'Yes.'],
        ['assistant', 'Something about components: when do they paint again, and can you stop wasteful painting?'],
        ['user', 'When state changes; memo stops it.'],
        ['assistant', 'Next topic, compiler settings: why enable the strictest flags everywhere?'],
        ['user', 'Null safety.'],
      ],
      { wpm: 140 },
    );
    const { metrics } = analyzeFeedback(interview, transcript);
    expect(metrics.answers.map((a) => a.excerpt)).toEqual(['When state changes; memo stops it.', 'Null safety.', '']);
  });
});

describe('little or nothing to analyze', () => {
  const emptyCases: [string, TranscriptEntry[]][] = [
    ['an empty transcript', []],
    [
      'only the greeting',
      conversation([['assistant', 'Hello, thanks for joining. Are you ready to begin?']], { wpm: 140 }),
    ],
    ['one line from the candidate', conversation([['user', 'hello?']], { wpm: 140 })],
    ['only system messages', [{ role: 'system', content: 'call started', timestamp: new Date().toISOString() }]],
    [
      'blank and odd entries',
      [
        { role: 'user', content: '   ', timestamp: '2026-01-01T00:00:00.000Z' },
        { role: 'assistant', content: '', timestamp: '2026-01-01T00:00:00.000Z' },
      ],
    ],
  ];

  it.each(emptyCases)('gives %s low scores and an honest assessment', (_, transcript) => {
    for (const interview of [FRONTEND_INTERVIEW, BEHAVIOURAL_INTERVIEW]) {
      const { assessment, metrics } = analyzeFeedback(interview, transcript);
      expect(feedbackAssessmentSchema.parse(assessment)).toEqual(assessment);
      expect(assessment.totalScore).toBeLessThanOrEqual(5);
      for (const category of assessment.categoryScores) expect(category.score).toBeLessThanOrEqual(5);
      expect(assessment.finalAssessment).toContain('no answers to assess');
      expect(metrics.questionsAnswered).toBe(0);
    }
  });

  it('handles an interview without questions', () => {
    const { assessment } = analyzeFeedback(
      { ...FRONTEND_INTERVIEW, questions: [], questionDetails: [] },
      FRONTEND_STRONG,
    );
    expect(feedbackAssessmentSchema.parse(assessment)).toEqual(assessment);
  });
});

describe('feedback for interviews stored without question details', () => {
  it('guesses the type of each question of a mixed interview from its wording', () => {
    const interview: InterviewForFeedback = {
      role: 'Engineer',
      type: 'mixed',
      level: 'mid',
      techstack: [],
      questions: [
        'Tell me about a time you helped a struggling teammate.',
        'How would you design a rate limiter for an API?',
      ],
    };
    const transcript = conversation(
      [
        ['assistant', interview.questions[0]!],
        [
          'user',
          'At my last job a new teammate was stuck, so I paired with him every morning and in the end he shipped his first feature.',
        ],
        ['assistant', interview.questions[1]!],
        ['user', 'I would use a token bucket per client stored in Redis, because it allows short bursts.'],
      ],
      { wpm: 140 },
    );
    const { metrics } = analyzeFeedback(interview, transcript);
    expect(metrics.answers.map((a) => a.questionType)).toEqual(['behavioural', 'technical']);
    expect(metrics.answers[0]!.star).not.toBeNull();
  });
});
