import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  INTERVIEW_PAGE_DEFAULT_LIMIT,
  interviewListResponseSchema,
  interviewSchema,
  type Interview,
  type InterviewSummary,
} from '@mockingbird/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../config.ts';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../../test/test-app.ts';
import { COVER_IMAGES } from './cover-images.ts';

describe.each(DATABASE_KINDS)('the interview API on %s', (kind) => {
  let t: TestApp;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signUpUser(t.app);
    bob = await signUpUser(t.app);
  });
  afterAll(() => t?.close());

  const generate = (as: SignedUpUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/interview/generate', headers: { cookie: as.cookie }, payload: body });
  const valid = (as: SignedUpUser) => ({
    role: 'Frontend Developer',
    type: 'technical',
    level: 'mid',
    amount: 5,
    techstack: ' React, TypeScript ,, react ',
    userId: as.user._id,
  });

  it('creates an interview with fitting questions from the bank', async () => {
    const response = await generate(alice, valid(alice));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; interviewId: string; interview: Interview }>();
    expect(body.success).toBe(true);
    expect(body.interviewId).toBe(body.interview._id);
    expect(interviewSchema.parse(body.interview)).toEqual(body.interview);
    expect(body.interview).toMatchObject({
      userId: alice.user._id,
      role: 'Frontend Developer',
      type: 'technical',
      level: 'mid',
      amount: 5,
      techstack: ['React', 'TypeScript'],
      questionSource: 'bank',
    });
    expect(body.interview.questions).toHaveLength(5);
    expect(body.interview.questionDetails.map((d) => d.type)).toEqual(Array(5).fill('technical'));
    expect(COVER_IMAGES).toContain(body.interview.coverImage);
    expect(Date.now() - Date.parse(body.interview.createdAt)).toBeLessThan(60_000);

    const fetched = await t.app.inject({
      method: 'GET',
      url: `/interview/get/${body.interviewId}`,
      headers: { cookie: alice.cookie },
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({ success: true, interview: body.interview });
  });

  it('accepts the tech stack as a list and the amount as text from a form', async () => {
    const response = await generate(alice, {
      ...valid(alice),
      type: 'mixed',
      amount: '7',
      techstack: ['Go', ' Kubernetes '],
    });
    expect(response.statusCode).toBe(201);
    const { interview } = response.json<{ interview: Interview }>();
    expect(interview.techstack).toEqual(['Go', 'Kubernetes']);
    expect(interview.amount).toBe(7);
    expect(interview.questionDetails.filter((d) => d.type === 'technical')).toHaveLength(4);
  });

  it.each([
    [{ role: '' }, ['role'], 'Job role is required'],
    [{ role: 'r'.repeat(101) }, ['role'], 'Job role must be at most 100 characters'],
    [{ type: 'casual' }, ['type'], 'Interview type must be behavioural, technical or mixed'],
    [{ level: 'expert' }, ['level'], 'Experience level must be junior, mid or senior'],
    [{ amount: 4 }, ['amount'], 'Number of questions must be 3, 5, 7 or 10'],
    [{ amount: 'five' }, ['amount'], 'Number of questions must be 3, 5, 7 or 10'],
    [{ techstack: ' , ,' }, ['techstack'], 'Enter at least one technology, separated by commas'],
    [{ techstack: Array.from({ length: 21 }, (_, i) => `Tech${i}`) }, ['techstack'], 'Enter at most 20 technologies'],
    [{ techstack: ['x'.repeat(51)] }, ['techstack', 0], 'Each technology must be at most 50 characters'],
    [{ techstack: 42 }, ['techstack'], 'Tech stack must be text like "React, Node.js" or a list of technologies'],
    [{ userId: '' }, ['userId'], 'userId is required'],
  ])('explains a bad field next to it: %o', async (override, path, message) => {
    const response = await generate(alice, { ...valid(alice), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, error: message, issues: [{ path, message }] });
  });

  it("refuses to create an interview for another user's id", async () => {
    const response = await generate(alice, { ...valid(alice), userId: bob.user._id });
    expect(response.statusCode).toBe(403);
    const message = 'You can only create interviews for your own account';
    expect(response.json()).toEqual({ message, error: message });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/interview/generate', payload: valid(alice) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in', error: 'Please sign in' });
  });

  it("lists a user's own interviews, newest first", async () => {
    const carol = await signUpUser(t.app);
    const ids: string[] = [];
    for (const role of ['First Role', 'Second Role', 'Third Role']) {
      const response = await generate(carol, { ...valid(carol), role });
      ids.push(response.json<{ interviewId: string }>().interviewId);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/interview/user/${carol.user._id}`,
      headers: { cookie: carol.cookie },
    });
    expect(list.statusCode).toBe(200);
    const { success, interviews } = list.json<{
      success: boolean;
      interviews: (Interview & { latestFeedback: null })[];
    }>();
    expect(success).toBe(true);
    expect(interviews.map((i) => i._id)).toEqual([...ids].reverse());
    expect(interviews.every((i) => i.latestFeedback === null)).toBe(true);

    const empty = await signUpUser(t.app);
    const none = await t.app.inject({
      method: 'GET',
      url: `/interview/user/${empty.user._id}`,
      headers: { cookie: empty.cookie },
    });
    expect(none.json()).toEqual({ success: true, interviews: [], nextCursor: null });
  });

  it('lists summaries: what a card shows, without the questions', async () => {
    const dana = await signUpUser(t.app);
    const created = (await generate(dana, valid(dana))).json<{ interview: Interview }>().interview;
    const list = await t.app.inject({
      method: 'GET',
      url: `/interview/user/${dana.user._id}`,
      headers: { cookie: dana.cookie },
    });
    const body = list.json<{ interviews: InterviewSummary[] }>();
    expect(interviewListResponseSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      success: true,
      interviews: [
        {
          _id: created._id,
          userId: dana.user._id,
          role: created.role,
          type: created.type,
          level: created.level,
          amount: created.amount,
          techstack: created.techstack,
          coverImage: created.coverImage,
          createdAt: created.createdAt,
          latestFeedback: null,
        },
      ],
      nextCursor: null,
    });
  });

  describe('pages', () => {
    let erin: SignedUpUser;
    let newestFirst: string[];
    beforeAll(async () => {
      erin = await signUpUser(t.app);
      // Some share a creation time, so the order must not rest on created_at alone.
      const sameMoment = new Date('2026-02-01T09:00:00.000Z');
      const times = [0, 1, 1, 1, 2, 3, 3, 4, 5].map((step) =>
        step === 1 || step === 3 ? sameMoment : new Date(sameMoment.getTime() + step * 60_000),
      );
      for (const [index, createdAt] of times.entries()) {
        await t.app.repositories.interviews.create({
          userId: erin.user._id,
          role: `Role ${index}`,
          type: 'technical',
          level: 'mid',
          amount: 3,
          techstack: ['Go'],
          questions: ['Q1', 'Q2', 'Q3'],
          questionDetails: [],
          questionSource: 'bank',
          coverImage: '/covers/adobe.png',
          createdAt,
        });
      }
      newestFirst = (await page(erin, '?limit=100')).interviews.map((i) => i._id);
      expect(newestFirst).toHaveLength(times.length);
    });

    const page = async (as: SignedUpUser, query: string, userId = as.user._id) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/interview/user/${userId}${query}`,
        headers: { cookie: as.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return interviewListResponseSchema.parse(response.json());
    };

    it(`has ${INTERVIEW_PAGE_DEFAULT_LIMIT} interviews by default and says where the next page starts`, async () => {
      const fred = await signUpUser(t.app);
      for (let i = 0; i <= INTERVIEW_PAGE_DEFAULT_LIMIT; i += 1) {
        await generate(fred, { ...valid(fred), role: `Role ${i}` });
      }
      const first = await page(fred, '');
      expect(first.interviews).toHaveLength(INTERVIEW_PAGE_DEFAULT_LIMIT);
      expect(first.nextCursor).toBe(first.interviews.at(-1)!._id);
      const second = await page(fred, `?cursor=${first.nextCursor}`);
      expect(second.interviews.map((i) => i.role)).toEqual(['Role 0']);
      expect(second.nextCursor).toBeNull();
    });

    it.each([1, 2, 3, 4, 9])('walks every interview once, in order, %i at a time', async (limit) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 20; pages += 1) {
        const body = await page(erin, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(body.interviews.length).toBeLessThanOrEqual(limit);
        seen.push(...body.interviews.map((i) => i._id));
        cursor = body.nextCursor;
        if (cursor === null) break;
      }
      expect(seen).toEqual(newestFirst);
    });

    it('continues where it left off when an interview is created between pages', async () => {
      const gina = await signUpUser(t.app);
      for (const role of ['A', 'B', 'C', 'D']) await generate(gina, { ...valid(gina), role });
      const first = await page(gina, '?limit=2');
      expect(first.interviews.map((i) => i.role)).toEqual(['D', 'C']);
      await generate(gina, { ...valid(gina), role: 'E' });
      const second = await page(gina, `?limit=2&cursor=${first.nextCursor}`);
      expect(second.interviews.map((i) => i.role)).toEqual(['B', 'A']);
      expect(second.nextCursor).toBeNull();
    });

    it.each(['0', '101', '-1', '1.5', 'ten', '', '1e2', '007x'])('refuses limit=%s with 400', async (limit) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/interview/user/${erin.user._id}?limit=${limit}`,
        headers: { cookie: erin.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'limit must be a whole number from 1 to 100' });
    });

    it('accepts limits from 1 to 100', async () => {
      expect((await page(erin, '?limit=1')).interviews).toHaveLength(1);
      expect((await page(erin, '?limit=100')).interviews).toHaveLength(newestFirst.length);
    });

    it('refuses a cursor that is not one', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/interview/user/${erin.user._id}?cursor=${encodeURIComponent("1' or '1'='1")}`,
        headers: { cookie: erin.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: "cursor must be the previous page's nextCursor" });
    });

    it("shows nothing through another user's cursor, and never another user's list", async () => {
      // Another user's interview id as the cursor: an empty page, not a look at their list.
      expect(await page(alice, `?cursor=${newestFirst[0]}`)).toEqual({
        success: true,
        interviews: [],
        nextCursor: null,
      });
      const response = await t.app.inject({
        method: 'GET',
        url: `/interview/user/${erin.user._id}?limit=1&cursor=${newestFirst[0]}`,
        headers: { cookie: alice.cookie },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it("refuses to list another user's interviews", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/interview/user/${alice.user._id}`,
      headers: { cookie: bob.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only list your own interviews' });
  });

  it("answers 404 for another user's interview, a made-up id and a malformed id", async () => {
    const created = await generate(alice, valid(alice));
    const { interviewId } = created.json<{ interviewId: string }>();
    for (const id of [interviewId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/interview/get/${encodeURIComponent(id)}`,
        headers: { cookie: bob.cookie },
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Interview not found' });
    }
  });
});

describe('cover images', () => {
  it('are all shipped with the web app', () => {
    for (const image of COVER_IMAGES) {
      expect(existsSync(path.join(SERVER_ROOT, '..', 'web', 'public', image)), image).toBe(true);
    }
  });
});
