/**
 * A virtual user of the web app: signs up once, then loops over what people do with think time in
 * between — the dashboard, an interview page, a new interview, a feedback report, sometimes signing
 * out and in again, and now and then a URL that does not exist (a 404 the flow expects).
 */
import { randomUUID } from 'node:crypto';
import { interviewRequest, transcriptFor } from './content.ts';
import { field, isArray, isObject, isString, type Http, type Session } from './http.ts';
import { between, pick, sleep, type Stats } from './stats.ts';

/** Per user: enough interviews for a realistic dashboard, few enough that the data stops growing. */
const MAX_INTERVIEWS = 8;
const MAX_FEEDBACK_PER_INTERVIEW = 3;
/** What the dashboard asks for (the list is paginated; the envelope is {success, interviews}). */
const LIST_LIMIT = 20;
const PASSWORD = 'soak-test-password-1';

export interface KnownInterview {
  id: string;
  /** Read from the interview itself; the list may carry only a summary. */
  questions: string[] | undefined;
  feedbackIds: string[];
}

export interface UserContext {
  http: Http;
  stats: Stats;
  runId: string;
  everyone: readonly VirtualUser[];
}

export class VirtualUser {
  readonly session: Session = { cookie: undefined };
  userId: string | undefined;
  readonly interviews: KnownInterview[] = [];
  /** In a call: the user does not sign out meanwhile (the call posts feedback with this session). */
  inCall = false;

  constructor(
    private readonly index: number,
    private readonly ctx: UserContext,
  ) {}

  private get email() {
    return `soak-${this.ctx.runId}-${this.index}@example.com`;
  }

  get ready(): boolean {
    return this.session.cookie !== undefined && this.userId !== undefined;
  }

  async run(signal: AbortSignal, startDelayMs: number) {
    await sleep(startDelayMs, signal);
    if (signal.aborted) return;
    await this.config();
    await this.signUp();
    while (!signal.aborted) {
      await sleep(between(1000, 4000), signal);
      if (signal.aborted) break;
      if (!this.ready) {
        await (this.userId ? this.signIn() : this.signUp());
        continue;
      }
      await this.act();
    }
  }

  private async act() {
    const roll = Math.random() * 100;
    if (roll < 25) return this.dashboard();
    if (roll < 45) return this.openInterview();
    if (roll < 55) return this.createInterview();
    if (roll < 63) return this.giveFeedback();
    if (roll < 75) return this.readFeedback();
    if (roll < 85) return this.feedbackHistory();
    if (roll < 90) return this.config();
    if (roll < 96) return this.probeNotFound();
    return this.signOutAndIn();
  }

  private async config() {
    const reply = await this.ctx.http.request({ group: 'config', method: 'GET', path: '/config', ok: [200] });
    if (reply && !field(reply.json, 'voice', isObject)) this.bad('GET /config has no voice settings');
  }

  private async signUp() {
    const reply = await this.ctx.http.request({
      group: 'auth',
      method: 'POST',
      path: '/user/signup',
      session: this.session,
      body: { name: `Soak User ${this.index}`, email: this.email, password: PASSWORD, confirmPassword: PASSWORD },
      ok: [201],
    });
    if (!reply) return;
    this.userId = field(reply.json, '_id', isString);
    if (!this.userId) this.bad('sign-up answered without _id');
    if (!this.session.cookie) this.bad('sign-up set no session cookie');
  }

  private async signIn(password = PASSWORD) {
    const wrong = password !== PASSWORD;
    const reply = await this.ctx.http.request({
      group: 'auth',
      method: 'POST',
      path: '/user/signin',
      session: this.session,
      body: { email: this.email, password },
      ok: wrong ? [] : [200],
      refusal: wrong ? [401] : [],
    });
    if (!reply || wrong) return;
    if (field(reply.json, '_id', isString) !== this.userId) this.bad('sign-in answered with another user');
    if (!this.session.cookie) this.bad('sign-in set no session cookie');
  }

  private async signOutAndIn() {
    if (this.inCall) return this.dashboard();
    const out = await this.ctx.http.request({
      group: 'auth',
      method: 'POST',
      path: '/user/logout',
      session: this.session,
      ok: [200],
    });
    if (out && this.session.cookie) this.bad('sign-out left the session cookie in place');
    this.session.cookie = undefined;
    // The app checks who is signed in on its next load: nobody.
    await this.ctx.http.request({
      group: 'me',
      method: 'GET',
      path: '/user/me',
      session: this.session,
      ok: [],
      refusal: [401],
    });
    await sleep(between(500, 2000));
    // People mistype their password now and then.
    if (Math.random() < 0.3) await this.signIn(`${PASSWORD}x`);
    await this.signIn();
  }

  private async dashboard() {
    const me = await this.ctx.http.request({
      group: 'me',
      method: 'GET',
      path: '/user/me',
      session: this.session,
      ok: [200],
    });
    if (me && field(me.json, '_id', isString) !== this.userId) this.bad('GET /user/me answered with another user');
    const reply = await this.ctx.http.request({
      group: 'list',
      method: 'GET',
      path: `/interview/user/${this.userId}?limit=${LIST_LIMIT}`,
      session: this.session,
      ok: [200],
    });
    if (!reply) return;
    const items = field(reply.json, 'interviews', isArray);
    if (!items) return this.bad('the interview list has no interviews array');
    const listed = new Set(items.map((item) => field(item, '_id', isString)));
    const mine = new Set(this.interviews.map((i) => i.id));
    for (const id of listed) if (!id || !mine.has(id)) return this.bad(`the list shows an interview not ours: ${id}`);
    // Page size not reached: everything the user created must be there (no acknowledged write lost).
    if (items.length < LIST_LIMIT) {
      for (const id of mine) if (!listed.has(id)) return this.bad(`the list lacks interview ${id} created earlier`);
    }
  }

  private async createInterview() {
    if (this.interviews.length >= MAX_INTERVIEWS) return this.dashboard();
    const reply = await this.ctx.http.request({
      group: 'generate',
      method: 'POST',
      path: '/interview/generate',
      session: this.session,
      body: interviewRequest(this.userId!),
      ok: [201],
    });
    if (!reply) return;
    const id = field(reply.json, 'interviewId', isString);
    const questions = field(field(reply.json, 'interview', isObject), 'questions', isArray);
    if (!id || !questions) return this.bad('POST /interview/generate answered without interviewId or questions');
    this.interviews.push({ id, questions: questions.filter(isString), feedbackIds: [] });
  }

  /** The interview page: the interview with its questions. */
  private async openInterview(interview = this.someInterview()): Promise<KnownInterview | undefined> {
    if (!interview) {
      await this.createInterview();
      return undefined;
    }
    const reply = await this.ctx.http.request({
      group: 'interview-get',
      method: 'GET',
      path: `/interview/get/${interview.id}`,
      session: this.session,
      ok: [200],
    });
    if (!reply) return undefined;
    const body = field(reply.json, 'interview', isObject);
    const questions = field(body, 'questions', isArray);
    if (field(body, '_id', isString) !== interview.id || !questions) {
      this.bad('GET /interview/get/:id answered with another interview or no questions');
      return undefined;
    }
    interview.questions = questions.filter(isString);
    return interview;
  }

  /** After an interview: the transcript goes in, the report comes back and is shown. */
  private async giveFeedback() {
    const candidates = this.interviews.filter((i) => i.feedbackIds.length < MAX_FEEDBACK_PER_INTERVIEW);
    if (candidates.length === 0) return this.readFeedback();
    const interview = pick(candidates);
    if (!interview.questions && !(await this.openInterview(interview))) return;
    await postFeedback(this.ctx, this, interview, transcriptFor(interview.questions!));
  }

  private async readFeedback() {
    const withFeedback = this.interviews.filter((i) => i.feedbackIds.length > 0);
    if (withFeedback.length === 0) return this.feedbackHistory();
    await readReport(this.ctx, this, pick(pick(withFeedback).feedbackIds));
  }

  private async feedbackHistory() {
    const interview = this.someInterview();
    if (!interview) return this.dashboard();
    const reply = await this.ctx.http.request({
      group: 'feedback-list',
      method: 'GET',
      path: `/interview/${interview.id}/feedback`,
      session: this.session,
      ok: [200],
    });
    if (reply && !field(reply.json, 'feedback', isArray)) this.bad('the feedback list has no feedback array');
  }

  /** Stale links and other people's ids: the server must answer 404, never 500 and never the data. */
  private async probeNotFound() {
    const other = pick(this.ctx.everyone).someInterview();
    const foreignId = other && !this.interviews.includes(other) ? other.id : randomUUID();
    const probes = [
      { group: 'interview-get', path: `/interview/get/${randomUUID()}` },
      { group: 'interview-get', path: '/interview/get/not-an-id' },
      { group: 'interview-get', path: `/interview/get/${foreignId}` },
      { group: 'feedback-read', path: `/interview/feedback/${randomUUID()}` },
      { group: 'feedback-list', path: `/interview/${foreignId}/feedback` },
    ];
    const probe = pick(probes);
    await this.ctx.http.request({
      group: probe.group,
      method: 'GET',
      path: probe.path,
      session: this.session,
      ok: [],
      refusal: [404],
    });
  }

  someInterview(): KnownInterview | undefined {
    return this.interviews.length > 0 ? pick(this.interviews) : undefined;
  }

  private bad(detail: string) {
    this.ctx.stats.error('bad-response', detail);
  }
}

/** POST /interview/feedback, then the report page (GET /interview/feedback/:id). */
export async function postFeedback(
  ctx: Pick<UserContext, 'http' | 'stats'>,
  user: VirtualUser,
  interview: KnownInterview,
  transcript: unknown[],
) {
  const reply = await ctx.http.request({
    group: 'feedback-create',
    method: 'POST',
    path: '/interview/feedback',
    session: user.session,
    body: { interviewId: interview.id, userId: user.userId, transcript },
    ok: [201],
  });
  if (!reply) return;
  const id = field(reply.json, '_id', isString);
  if (!id) return ctx.stats.error('bad-response', 'POST /interview/feedback answered without _id');
  interview.feedbackIds.push(id);
  await readReport(ctx, user, id);
}

async function readReport(ctx: Pick<UserContext, 'http' | 'stats'>, user: VirtualUser, feedbackId: string) {
  const reply = await ctx.http.request({
    group: 'feedback-read',
    method: 'GET',
    path: `/interview/feedback/${feedbackId}`,
    session: user.session,
    ok: [200],
  });
  if (reply && field(field(reply.json, 'feedback', isObject), '_id', isString) !== feedbackId)
    ctx.stats.error('bad-response', 'GET /interview/feedback/:id answered with another report');
}
