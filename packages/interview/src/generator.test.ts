import { INTERVIEW_TYPES, LEVELS, QUESTION_AMOUNTS, type Level } from '@mockingbird/contracts';
import { describe, expect, it } from 'vitest';
import {
  fillRole,
  generateQuestions,
  knownTechnologies,
  questionMix,
  questionsAsDashList,
  type QuestionRequest,
} from './generator.ts';
import { QUESTION_BANK, type TechnicalQuestion } from './question-bank/index.ts';
import { speakableProblem } from './speakable.ts';

const byId = new Map(QUESTION_BANK.map((q) => [q.id, q]));
const LEVEL_INDEX: Record<Level, number> = { junior: 0, mid: 1, senior: 2 };

const STACKS = [
  ['React', 'TypeScript'],
  ['Go', 'Kubernetes', 'PostgreSQL', 'AWS', 'Docker'],
  ['COBOL', 'Fortran 77'],
] as const;

describe('the question generator contract', () => {
  for (const type of INTERVIEW_TYPES) {
    for (const level of LEVELS) {
      for (const amount of QUESTION_AMOUNTS) {
        it(`gives ${amount} fitting ${type} questions for a ${level}, for any stack`, () => {
          for (const techstack of STACKS) {
            const request: QuestionRequest = {
              role: 'Backend Engineer',
              type,
              level,
              amount,
              techstack,
              seed: 'contract',
            };
            const questions = generateQuestions(request);
            expect(questions).toHaveLength(amount);
            expect(new Set(questions.map((q) => q.text)).size).toBe(amount);

            const mix = questionMix(type, amount);
            expect(questions.filter((q) => q.detail.type === 'technical')).toHaveLength(mix.technical);
            expect(questions.filter((q) => q.detail.type === 'behavioural')).toHaveLength(mix.behavioural);
            if (type === 'mixed') {
              expect(Math.abs(mix.technical - mix.behavioural)).toBeLessThanOrEqual(1);
              expect(questions[0]!.detail.type).toBe('behavioural');
              // Alternating: never two of the same kind in a row while both remain.
              for (let i = 1; i < 2 * Math.min(mix.technical, mix.behavioural); i += 1) {
                expect(questions[i]!.detail.type).not.toBe(questions[i - 1]!.detail.type);
              }
            }

            const wanted = new Set<string>(knownTechnologies(techstack));
            for (const question of questions) {
              expect(speakableProblem(question.text), question.text).toBeUndefined();
              expect(question.text).not.toContain('{role}');
              const source = byId.get(question.detail.bankId!)!;
              expect(source, question.text).toBeDefined();
              expect(question.detail.keyConcepts.length).toBeGreaterThanOrEqual(2);
              // Level fits: the requested level, or a neighbouring one when the bank runs short.
              expect(source.levels.some((l) => Math.abs(LEVEL_INDEX[l] - LEVEL_INDEX[level]) <= 1)).toBe(true);
              if (source.type === 'technical') {
                // Only the candidate's own technologies, or general questions.
                const technologies = source.technologies;
                expect(technologies.length === 0 || technologies.some((t) => wanted.has(t)), source.id).toBe(true);
              }
            }
          }
        });
      }
    }
  }
});

describe('the question generator', () => {
  const base: QuestionRequest = {
    role: 'Frontend Developer',
    type: 'technical',
    level: 'mid',
    amount: 5,
    techstack: ['React', 'TypeScript'],
    seed: 'seed-1',
  };

  it('is deterministic for a seed and varies across seeds', () => {
    expect(generateQuestions(base)).toEqual(generateQuestions({ ...base }));
    const variants = new Set(
      ['a', 'b', 'c', 'd', 'e'].map((seed) =>
        generateQuestions({ ...base, seed })
          .map((q) => q.text)
          .join('|'),
      ),
    );
    expect(variants.size).toBeGreaterThan(1);
  });

  it('asks about the candidate’s technologies at their level first', () => {
    const questions = generateQuestions(base);
    const sources = questions.map((q) => byId.get(q.detail.bankId!) as TechnicalQuestion);
    const aboutStack = sources.filter((s) => s.technologies.some((t) => t === 'react' || t === 'typescript'));
    expect(aboutStack.length).toBeGreaterThanOrEqual(4);
    expect(sources.every((s) => s.levels.includes('mid') || s.technologies.length > 0)).toBe(true);
  });

  it('spreads questions across the technologies of the stack', () => {
    const questions = generateQuestions({ ...base, techstack: ['Go', 'Redis', 'Kafka'], amount: 3 });
    const technologies = questions.map((q) => (byId.get(q.detail.bankId!) as TechnicalQuestion).technologies[0]);
    expect(new Set(technologies)).toEqual(new Set(['go', 'redis', 'kafka']));
  });

  it('falls back to general questions for the role when no technology is known', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const questions = generateQuestions({
        ...base,
        role: 'Platform Engineer',
        techstack: ['Zig', 'Elm'],
        amount: 5,
        seed,
      });
      const sources = questions.map((q) => byId.get(q.detail.bankId!) as TechnicalQuestion);
      expect(sources.every((s) => s.technologies.length === 0)).toBe(true);
      expect(questions.filter((q) => q.text.includes('Platform Engineer')).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('recognises technologies by their usual names', () => {
    expect(
      knownTechnologies(['react.js', 'Node', 'k8s', 'Postgres', 'golang', 'C#', 'unknown thing', 'ReactJS']),
    ).toEqual(['react', 'nodejs', 'kubernetes', 'postgresql', 'go', 'csharp']);
  });

  it('covers different behavioural skills before repeating one', () => {
    const questions = generateQuestions({ ...base, type: 'behavioural', amount: 10, seed: 'skills' });
    const skills = questions.map((q) => byId.get(q.detail.bankId!)!.skill);
    expect(new Set(skills).size).toBe(10);
  });

  it('puts the role into the wording, with the right article', () => {
    expect(fillRole('As a {role}, how do you test?', 'Engineer')).toBe('As an Engineer, how do you test?');
    expect(fillRole('As a {role}, how do you test?', '  data   analyst ')).toBe('As a data analyst, how do you test?');
    expect(fillRole('What makes a good {role} team?', 'QA')).toBe('What makes a good QA team?');
  });

  it('formats the question list for the interviewer prompt', () => {
    expect(questionsAsDashList(['One?', 'Two?'])).toBe('- One?\n- Two?');
  });
});
