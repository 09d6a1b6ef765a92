import { CATEGORY_NAMES } from '@mockingbird/contracts';
import { FRONTEND_INTERVIEW, FRONTEND_STRONG } from '@mockingbird/interview/fixtures';
import { MockLanguageModelV3 } from 'ai/test';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { assessInterview } from '../features/feedback/feedback-engine.ts';
import { chooseQuestions } from '../features/interviews/question-source.ts';
import { captureLogs } from '../../test/log-capture.ts';
import type { Llm } from './language-model.ts';

/** A model that answers every call with `text`, or throws when `text` is an Error. */
function mockLlm(text: string | Error): { llm: Llm; calls: () => number } {
  const model = new MockLanguageModelV3({
    provider: 'mock',
    modelId: 'mock-model',
    doGenerate: async () => {
      if (text instanceof Error) throw text;
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 20, text: 20, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
  return { llm: { model, id: 'mock:mock-model', timeoutMs: 5_000 }, calls: () => model.doGenerateCalls.length };
}

const request = {
  role: 'Data Engineer',
  type: 'technical' as const,
  level: 'junior' as const,
  amount: 3,
  techstack: ['Python', 'SQL'],
  seed: 'mock',
};

const question = (n: number) => ({
  text: `Question number ${n}: how would you load a large file into a database table safely?`,
  type: 'technical',
  keyConcepts: ['batching', 'transactions'],
});

describe('question generation with a model (ai/test mock)', () => {
  it('uses valid model questions', async () => {
    const { llm, calls } = mockLlm(JSON.stringify({ questions: [question(1), question(2), question(3)] }));
    const logs = captureLogs();
    const chosen = await chooseQuestions(request, llm, pino(logs.stream));
    expect(calls()).toBe(1);
    expect(chosen.source).toBe('mock:mock-model');
    expect(chosen.questions.map((q) => q.text)).toEqual([1, 2, 3].map((n) => question(n).text));
    expect(logs.lines).toEqual([]);
  });

  it.each([
    ['too few questions', JSON.stringify({ questions: [question(1), question(2)] }), 'expected 3 questions, got 2'],
    [
      'repeated questions',
      JSON.stringify({ questions: [question(1), question(1), question(2)] }),
      'questions repeat each other',
    ],
    [
      'a code fence',
      JSON.stringify({
        questions: [question(1), question(2), { ...question(3), text: '```sql\nselect 1\n``` What does it do?' }],
      }),
      'question 3 contains code formatting',
    ],
    [
      'the wrong mix',
      JSON.stringify({ questions: [question(1), question(2), { ...question(3), type: 'behavioural' }] }),
      'expected 3 technical questions, got 2',
    ],
    ['not JSON', 'Here are three great questions!', 'NoObjectGeneratedError'],
    ['a failing model', new Error('connection reset'), 'connection reset'],
  ])('falls back to the bank on %s and logs why', async (_, answer, reason) => {
    const { llm } = mockLlm(answer);
    const logs = captureLogs();
    const chosen = await chooseQuestions(request, llm, pino(logs.stream));
    expect(chosen.source).toBe('bank');
    expect(chosen.questions).toHaveLength(3);
    expect(logs.lines).toHaveLength(1);
    expect(logs.lines[0]).toMatchObject({
      level: 40,
      model: 'mock:mock-model',
      msg: 'model question generation failed; using the question bank',
    });
    expect(String(logs.lines[0]!.reason)).toContain(reason);
  });
});

describe('feedback with a model (ai/test mock)', () => {
  const names: readonly string[] = CATEGORY_NAMES;
  const assessment = (total: number, order = names) => ({
    totalScore: total,
    categoryScores: order.map((name) => ({ name, score: total, comment: `On ${name}: you said "I measure first".` })),
    strengths: ['Clear structure.'],
    areasForImprovement: ['Quantify results.'],
    finalAssessment: 'A confident, well-structured interview with specific, technically sound answers throughout.',
  });

  it('uses model feedback that fits the report and stays near the rubric', async () => {
    const { llm } = mockLlm(JSON.stringify(assessment(88)));
    const logs = captureLogs();
    const result = await assessInterview(FRONTEND_INTERVIEW, FRONTEND_STRONG, llm, pino(logs.stream));
    expect(result.engine).toBe('mock:mock-model');
    expect(result.assessment.totalScore).toBe(88);
    expect(result.metrics.questionsAnswered).toBe(3);
  });

  it.each([
    ['categories out of order', JSON.stringify(assessment(88, [...names].reverse())), 'Categories must be exactly'],
    ['a total far from the rubric', JSON.stringify(assessment(20)), 'points from the rubric'],
    ['markdown', JSON.stringify({ ...assessment(88), strengths: ['**Great** answers'] }), 'contains markdown'],
    ['no strengths', JSON.stringify({ ...assessment(88), strengths: [] }), 'Too small'],
    ['a failing model', new Error('quota exceeded'), 'quota exceeded'],
  ])('falls back to the analyzer on %s', async (_, answer, reason) => {
    const { llm } = mockLlm(answer);
    const logs = captureLogs();
    const result = await assessInterview(FRONTEND_INTERVIEW, FRONTEND_STRONG, llm, pino(logs.stream));
    expect(result.engine).toBe('analyzer');
    expect(result.assessment.categoryScores).toHaveLength(5);
    expect(String(logs.lines[0]?.reason)).toContain(reason);
  });
});
