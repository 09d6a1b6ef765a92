import type { Feedback, Interview } from '@mockingbird/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goodCall } from '../../test/calls.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { startGeminiStandIn, startOpenAiStandIn } from '../../test/llm-stand-ins.ts';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../test/test-app.ts';

type StandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;

const providers = [
  {
    name: 'openai',
    start: startOpenAiStandIn,
    env: (baseUrl: string) => ({
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'stand-in-chat',
      OPENAI_BASE_URL: baseUrl,
      OPENAI_API_KEY: 'sk-test-key',
    }),
    modelId: 'openai:stand-in-chat',
    checkWire(standIn: StandIn) {
      const request = standIn.requests.at(-1)!;
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe('Bearer sk-test-key');
      expect(request.body.model).toBe('stand-in-chat');
      expect((request.body.response_format as { type: string }).type).toBe('json_schema');
    },
  },
  {
    name: 'google',
    start: startGeminiStandIn,
    env: (baseUrl: string) => ({
      LLM_PROVIDER: 'google',
      LLM_MODEL: 'gemini-stand-in',
      GOOGLE_GENERATIVE_AI_API_KEY: 'google-test-key',
      GOOGLE_GENERATIVE_AI_BASE_URL: baseUrl,
    }),
    modelId: 'google:gemini-stand-in',
    checkWire(standIn: StandIn) {
      const request = standIn.requests.at(-1)!;
      expect(request.path).toBe('/v1beta/models/gemini-stand-in:generateContent');
      expect(request.headers['x-goog-api-key']).toBe('google-test-key');
      expect((request.body.generationConfig as { responseMimeType: string }).responseMimeType).toBe('application/json');
    },
  },
] as const;

describe.each(providers)('the $name model provider through its wire format', (provider) => {
  let standIn: StandIn;
  let t: TestApp;
  let user: SignedUpUser;
  const logs = captureLogs();

  beforeAll(async () => {
    standIn = await provider.start();
    t = await createTestApp(
      'pglite',
      { ...provider.env(standIn.baseUrl), LOG_LEVEL: 'warn' },
      { logStream: logs.stream },
    );
    user = await signUpUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
  beforeEach(() => {
    standIn.setBehaviour('good');
    logs.lines.length = 0;
  });

  const generate = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/interview/generate',
      headers: { cookie: user.cookie },
      payload: {
        role: 'Backend Engineer',
        type: 'mixed',
        level: 'senior',
        amount: 5,
        techstack: 'Go, Redis',
        userId: user.user._id,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ interview: Interview }>().interview;
  };
  const feedbackFor = async (interview: Interview, transcript = goodCall(interview)) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/interview/feedback',
      headers: { cookie: user.cookie },
      payload: { interviewId: interview._id, userId: user.user._id, transcript },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Feedback>();
  };
  const warnings = () =>
    logs.lines.filter((line) => line.level === 40).map((line) => `${String(line.msg)} ${String(line.reason)}`);

  it('writes the questions when the model answers well, and records which model', async () => {
    const interview = await generate();
    provider.checkWire(standIn);
    expect(interview.questionSource).toBe(provider.modelId);
    expect(interview.questions).toHaveLength(5);
    expect(interview.questions[0]).toMatch(/^Model question 1: /);
    expect(interview.questionDetails.filter((d) => d.type === 'technical')).toHaveLength(3);
    expect(interview.questionDetails[0]!.keyConcepts.map((c) => c.label)).toEqual([
      'caching',
      'load balancing',
      'monitoring',
    ]);
    expect(warnings()).toEqual([]);
  });

  it('writes the feedback grounded by the rubric metrics, which stay on the report', async () => {
    const interview = await generate();
    const feedback = await feedbackFor(interview);
    provider.checkWire(standIn);
    expect(feedback.engine).toBe(provider.modelId);
    expect(feedback.finalAssessment).toMatch(/^Model assessment: /);
    expect(feedback.metrics.questionsAnswered).toBe(5);
    // The prompt carried the analyzer's measurements.
    const prompt = JSON.stringify(standIn.requests.at(-1)!.body);
    expect(prompt).toContain('Measurements from the rubric analyzer');
    expect(prompt).toContain('key concepts covered');
  });

  it.each([
    ['an HTTP 500', 'server-error', /APICallError|Error/],
    ['text that is not JSON', 'garbage', /NoObjectGeneratedError|JSON|parse/i],
    ['the wrong number of questions', 'off-spec', /expected 5 questions, got 4/],
    ['markdown in the questions', 'markdown', /contains/],
  ] as const)('falls back to the bank on %s, and says why in the log', async (_, behaviour, reason) => {
    standIn.setBehaviour(behaviour);
    const interview = await generate();
    expect(interview.questionSource).toBe('bank');
    expect(interview.questions).toHaveLength(5);
    const [warning] = warnings();
    expect(warning).toContain('model question generation failed; using the question bank');
    expect(warning).toMatch(reason);
  });

  it.each([
    ['an HTTP 500', 'server-error', /Error/],
    ['text that is not JSON', 'garbage', /NoObjectGeneratedError|JSON|parse/i],
    ['a total far from the rubric', 'off-spec', /points from the rubric/],
  ] as const)('falls back to the analyzer on %s for feedback', async (_, behaviour, reason) => {
    const interview = await generate();
    standIn.setBehaviour(behaviour);
    logs.lines.length = 0;
    const feedback = await feedbackFor(interview);
    expect(feedback.engine).toBe('analyzer');
    expect(feedback.categoryScores).toHaveLength(5);
    const [warning] = warnings();
    expect(warning).toContain('model feedback failed; using the rubric analyzer');
    expect(warning).toMatch(reason);
  });

  it('does not ask the model about a transcript with no answers', async () => {
    const interview = await generate();
    const before = standIn.requests.length;
    // The candidate spoke, but answered none of the questions.
    const feedback = await feedbackFor(interview, [
      { role: 'user', content: 'Hello? Can you hear me?', timestamp: '2026-01-01T10:00:00Z' },
    ]);
    expect(feedback.engine).toBe('analyzer');
    expect(standIn.requests.length).toBe(before);
  });
});
