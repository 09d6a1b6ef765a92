import { CATEGORY_NAMES, feedbackSchema, type Feedback, type Interview } from '@mockingbird/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { goodCall } from '../../../test/calls.ts';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../../test/test-app.ts';

describe.each(DATABASE_KINDS)('the feedback API on %s', (kind) => {
  let t: TestApp;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let interview: Interview;
  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signUpUser(t.app);
    bob = await signUpUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/interview/generate',
      headers: { cookie: alice.cookie },
      payload: {
        role: 'Backend Engineer',
        type: 'mixed',
        level: 'mid',
        amount: 3,
        techstack: 'Node.js, PostgreSQL',
        userId: alice.user._id,
      },
    });
    interview = created.json<{ interview: Interview }>().interview;
  });
  afterAll(() => t?.close());

  const postFeedback = (as: SignedUpUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/interview/feedback', headers: { cookie: as.cookie }, payload: body });
  /** The candidate said one thing, then left. */
  const barelyAnswered = () => [
    { role: 'assistant', content: interview.questions[0], timestamp: '2026-01-01T10:00:00Z' },
    { role: 'user', content: 'Sorry, I have to go.', timestamp: '2026-01-01T10:00:05Z' },
  ];

  it('analyzes a transcript and keeps every attempt, newest first', async () => {
    const first = await postFeedback(alice, {
      interviewId: interview._id,
      userId: alice.user._id,
      transcript: goodCall(interview),
    });
    expect(first.statusCode).toBe(201);
    const feedback = first.json<Feedback>();
    expect(feedbackSchema.parse(feedback)).toEqual(feedback);
    expect(feedback).toMatchObject({ interviewId: interview._id, userId: alice.user._id, engine: 'analyzer' });
    expect(feedback.categoryScores.map((c) => c.name)).toEqual([...CATEGORY_NAMES]);
    expect(feedback.totalScore).toBeGreaterThan(60);
    expect(feedback.metrics.questionsAnswered).toBe(3);

    const fetched = await t.app.inject({
      method: 'GET',
      url: `/interview/feedback/${feedback._id}`,
      headers: { cookie: alice.cookie },
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({
      success: true,
      feedback,
      interview,
      attempts: [{ _id: feedback._id, totalScore: feedback.totalScore, createdAt: feedback.createdAt }],
    });

    // A second attempt with hardly an answer: kept too, scored honestly, and now the latest.
    const second = await postFeedback(alice, {
      interviewId: interview._id,
      userId: alice.user._id,
      transcript: barelyAnswered(),
    });
    expect(second.statusCode).toBe(201);
    const retry = second.json<Feedback>();
    expect(retry.totalScore).toBeLessThanOrEqual(10);

    const attempts = await t.app.inject({
      method: 'GET',
      url: `/interview/${interview._id}/feedback`,
      headers: { cookie: alice.cookie },
    });
    expect(attempts.statusCode).toBe(200);
    expect(attempts.json<{ feedback: Feedback[] }>().feedback.map((f) => f._id)).toEqual([retry._id, feedback._id]);

    const list = await t.app.inject({
      method: 'GET',
      url: `/interview/user/${alice.user._id}`,
      headers: { cookie: alice.cookie },
    });
    const listed = list.json<{ interviews: (Interview & { latestFeedback: unknown })[] }>().interviews;
    expect(listed.find((i) => i._id === interview._id)!.latestFeedback).toEqual({
      _id: retry._id,
      totalScore: retry.totalScore,
      createdAt: retry.createdAt,
    });
  });

  it('accepts timestamps as ISO text or milliseconds', async () => {
    const response = await postFeedback(alice, {
      interviewId: interview._id,
      userId: alice.user._id,
      transcript: [
        { role: 'assistant', content: interview.questions[0], timestamp: Date.parse('2026-01-01T10:00:00Z') },
        { role: 'user', content: 'I would start by measuring it.', timestamp: '2026-01-01T10:00:09Z' },
      ],
    });
    expect(response.statusCode).toBe(201);
  });

  const transcriptCases: [string, unknown, string][] = [
    [
      'an unknown role',
      [{ role: 'robot', content: 'hi', timestamp: 1 }],
      'Transcript role must be user, assistant or system',
    ],
    [
      'an entry over 10,000 characters',
      [{ role: 'user', content: 'a'.repeat(10_001), timestamp: 1 }],
      'Each transcript entry must be at most 10000 characters',
    ],
    [
      'more than 2,000 entries',
      Array.from({ length: 2001 }, () => ({ role: 'user', content: 'ok', timestamp: 1 })),
      'A transcript can have at most 2000 entries',
    ],
    [
      'more than a million characters in all',
      Array.from({ length: 101 }, () => ({ role: 'user', content: 'a'.repeat(10_000), timestamp: 1 })),
      'A transcript can have at most 1,000,000 characters in all',
    ],
    [
      'a timestamp that is not a time',
      [{ role: 'user', content: 'hi', timestamp: 'yesterday-ish' }],
      'timestamp must be an ISO date-time or milliseconds since 1970',
    ],
    ['not a list', 'hello', 'Transcript must be a list of {role, content, timestamp}'],
  ];

  it.each(transcriptCases)('refuses a transcript with %s', async (_, transcript, message) => {
    const response = await postFeedback(alice, { interviewId: interview._id, userId: alice.user._id, transcript });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it.each([
    ['no entries at all', []],
    ['only the interviewer speaking', [{ role: 'assistant', content: 'Tell me about yourself.', timestamp: 1 }]],
    [
      'answers with no letter or digit in them',
      [
        { role: 'assistant', content: 'Tell me about yourself.', timestamp: 1 },
        { role: 'user', content: '   ', timestamp: 2 },
        { role: 'user', content: '...?!', timestamp: 3 },
        { role: 'system', content: 'The call ended.', timestamp: 4 },
      ],
    ],
  ])('refuses an attempt with %s, and stores nothing', async (_, transcript) => {
    const list = () =>
      t.app.inject({ method: 'GET', url: `/interview/${interview._id}/feedback`, headers: { cookie: alice.cookie } });
    const before = (await list()).json<{ feedback: Feedback[] }>().feedback.length;
    const response = await postFeedback(alice, { interviewId: interview._id, userId: alice.user._id, transcript });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'There is nothing to assess yet: the transcript has no answers from you. Take the interview again and answer at least one question.',
    );
    expect((await list()).json<{ feedback: Feedback[] }>().feedback).toHaveLength(before);
  });

  it('assesses an attempt whose only answer is a number or a word in another script', async () => {
    for (const content of ['42', 'Привет']) {
      const response = await postFeedback(alice, {
        interviewId: interview._id,
        userId: alice.user._id,
        transcript: [{ role: 'user', content, timestamp: 1 }],
      });
      expect(response.statusCode, content).toBe(201);
    }
  });

  it("refuses feedback under another user's id", async () => {
    const response = await postFeedback(alice, {
      interviewId: interview._id,
      userId: bob.user._id,
      transcript: barelyAnswered(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only save feedback for your own account' });
  });

  it("answers 404 for another user's interview and feedback", async () => {
    const onTheirs = await postFeedback(bob, {
      interviewId: interview._id,
      userId: bob.user._id,
      transcript: barelyAnswered(),
    });
    expect(onTheirs.statusCode).toBe(404);
    expect(onTheirs.json()).toEqual({ message: 'Interview not found' });

    const own = await postFeedback(alice, {
      interviewId: interview._id,
      userId: alice.user._id,
      transcript: barelyAnswered(),
    });
    const feedbackId = own.json<Feedback>()._id;
    for (const url of [`/interview/feedback/${feedbackId}`, `/interview/${interview._id}/feedback`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: bob.cookie } });
      expect(response.statusCode, url).toBe(404);
    }
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/interview/feedback/nope',
      headers: { cookie: alice.cookie },
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'Feedback not found' });
  });

  it('reads an interview without feedback as no attempts, and a malformed interview id as not found', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/interview/generate',
      headers: { cookie: bob.cookie },
      payload: { role: 'Tester', type: 'technical', level: 'junior', amount: 3, techstack: 'Go', userId: bob.user._id },
    });
    const { interviewId } = created.json<{ interviewId: string }>();
    const none = await t.app.inject({
      method: 'GET',
      url: `/interview/${interviewId}/feedback`,
      headers: { cookie: bob.cookie },
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, feedback: [] });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/interview/not-an-id/feedback',
      headers: { cookie: bob.cookie },
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'Interview not found' });
  });

  it('needs a session for every feedback call', async () => {
    for (const [method, url] of [
      ['POST', '/interview/feedback'],
      ['GET', `/interview/feedback/${interview._id}`],
      ['GET', `/interview/${interview._id}/feedback`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
