import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blockedMicrophoneArgs, CHROMIUM_ARGS, CHROMIUM_PATH, microphoneArgs } from './chromium.ts';
import { generationScript, interviewScript } from './conversation.ts';
import { MicrophoneScript } from './speech.ts';
import { expect, expectAccessible, screenshots, test, watchProblems } from './fixtures.ts';

/**
 * Voice journeys in real Chromium: a fake microphone plays speech made with flite, the real server
 * hears it with pocketsphinx and answers with flite, and the browser plays it. Each journey has its
 * own browser, because the microphone's recording is a launch setting.
 */

interface StoredInterview {
  _id: string;
  role: string;
  type: string;
  level: string;
  amount: number;
  techstack: string[];
  questions: string[];
}

const work = mkdtempSync(path.join(os.tmpdir(), 'mb-voice-e2e-'));
const browsers: Browser[] = [];

test.afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

async function browserWith(args: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...args] });
  browsers.push(browser);
  return browser;
}

async function open(context: BrowserContext, baseURL: string) {
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseURL);
  return { page, problems };
}

async function signUp(page: Page, name: string) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Your Email').fill(`voice.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/');
}

async function interviews(page: Page): Promise<StoredInterview[]> {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const response = await page.request.get(`/interview/user/${userId}`);
  // The list has summaries; the questions come with each interview.
  const listed = ((await response.json()) as { interviews: { _id: string }[] }).interviews;
  return Promise.all(
    listed.map(async ({ _id }) => {
      const full = await page.request.get(`/interview/get/${_id}`);
      return ((await full.json()) as { interview: StoredInterview }).interview;
    }),
  );
}

/** Keeps the last text the live transcript showed (it is gone once the call has finished). */
function followTranscript(page: Page) {
  const seen = { text: '' };
  const timer = setInterval(() => {
    page
      .locator('[role="log"]')
      .innerText({ timeout: 500 })
      .then((text) => {
        if (text.length >= seen.text.length) seen.text = text;
      })
      .catch(() => undefined);
  }, 500);
  return { seen, stop: () => clearInterval(timer) };
}

/** Holds the first request to `url` until the test releases it; `seen` resolves with the release. */
function holdRequest(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  void page.route(url, async (route) => {
    arrived();
    await released;
    await route.continue();
  });
  return {
    seen: async (ms: number) => {
      await Promise.race([
        requested,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`no request to ${url} within ${ms} ms`)), ms)),
      ]);
      return release;
    },
  };
}

const words = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

/** How much of what was said the recogniser heard: the share of its longer words found in `heard`. */
function heardShare(said: string, heard: string) {
  const heardWords = new Set(words(heard));
  const saidWords = words(said);
  return saidWords.filter((word) => heardWords.has(word)).length / saidWords.length;
}

// Phrased as people do when they list what they want; pocketsphinx hears it whole through Chromium's capture.
const GENERATION_REQUEST = 'Senior software engineer. Technical. Three questions on Python and Java.';

const ANSWERS = [
  'Yes, I am ready to begin the interview now.',
  'In my last role I designed the service that processed customer orders. I split the work into small functions, wrote unit tests for each part, and measured the response time before and after every change, which kept the system fast and reliable for our customers.',
  'When a program becomes slow I start by measuring instead of guessing. I profile the code, find the function that takes most of the time, and then I change the algorithm or add a cache, and finally I measure again to make sure the change really helped.',
  'I usually explain my design to the team before I write the code. We discuss the trade offs together, agree on the simplest approach that works, and then I write clear documentation so that new people on the team can understand it quickly.',
];

test('a new user creates an interview by voice, takes it by voice, and reads a report true to what was said', async ({
  baseURL,
}) => {
  test.setTimeout(6 * 60_000);
  const name = 'Grace Hopper';

  // --- Generation by voice: one sentence, then yes. ----------------------------------------------
  const generation = await generationScript(name, [GENERATION_REQUEST, 'Yes, please create it.'], 'slt');
  expect(generation.assistantTurns[1]).toContain('To confirm');
  const generationWav = path.join(work, 'generate.wav');
  await generation.mic.write(generationWav);
  const first = await (await browserWith(microphoneArgs(generationWav))).newContext({ baseURL: baseURL! });
  const { page, problems } = await open(first, baseURL!);
  await signUp(page, name);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Generate Interview' })).toBeVisible();
  const call = page.getByRole('button', { name: 'Call' });
  await expect(call).toBeEnabled();
  await expectAccessible(page, 'generate (ready)');
  await screenshots(page, 'call-generate-inactive');
  await call.click();
  const transcript = page.getByRole('log');
  await expect(transcript).toContainText(`Hi ${name}!`, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'End', exact: true })).toBeVisible();
  await expect(transcript).toContainText('To confirm', { timeout: 60_000 });
  await expectAccessible(page, 'generate (in a call)');
  await screenshots(page, 'call-generate-active');
  // The workflow creates the interview, says goodbye and hangs up; the app goes home.
  await expect(page).toHaveURL('/', { timeout: 60_000 });
  const [created] = await interviews(page);
  expect(created).toMatchObject({
    role: 'Software Engineer',
    type: 'technical',
    level: 'senior',
    amount: 3,
    techstack: ['Python', 'Java'],
  });
  await expect(page.getByRole('article').filter({ hasText: 'SOFTWARE ENGINEER' })).toBeVisible();
  expect(problems).toEqual([]);

  // --- The interview by voice: the interviewer asks every question and closes by itself. ----------
  const interview = created!;
  const taking = await interviewScript(interview.questions, ANSWERS, 'slt');
  expect(taking.assistantTurns.at(-1)).toContain('That concludes our interview.');
  const interviewWav = path.join(work, 'interview.wav');
  await taking.mic.write(interviewWav);
  const second = await (
    await browserWith(microphoneArgs(interviewWav))
  ).newContext({ baseURL: baseURL!, storageState: await first.storageState() });
  const takePage = await open(second, baseURL!);
  await takePage.page.goto(`/interview/${interview._id}`);
  await expect(takePage.page.getByRole('heading', { name: 'Take Interview' })).toBeVisible();
  const follow = followTranscript(takePage.page);
  // The report is made in a moment; the request is held so the spinner can be seen.
  const feedbackRequested = holdRequest(takePage.page, '**/interview/feedback');
  await takePage.page.getByRole('button', { name: 'Call' }).click();
  await expect(takePage.page.getByRole('log')).toContainText('Shall we begin?', { timeout: 30_000 });
  await screenshots(takePage.page, 'call-interview-active');
  const release = await feedbackRequested.seen(taking.mic.lengthMs + 60_000);
  await expect(takePage.page.getByText('Generating Your Feedback')).toBeVisible();
  await screenshots(takePage.page, 'call-interview-generating-feedback');
  release();
  await expect(takePage.page).toHaveURL(/\/feedback\//, { timeout: 60_000 });
  follow.stop();
  for (const question of interview.questions) expect(follow.seen.text).toContain(question.split('?')[0]);
  expect(follow.seen.text).toContain('That concludes our interview.');

  // The report holds what was said (as pocketsphinx heard it).
  const answersSection = takePage.page.getByRole('heading', { name: 'Your Answers' }).locator('..');
  await expect(answersSection).toBeVisible();
  const heard = await answersSection.innerText();
  for (const answer of ANSWERS.slice(1)) expect(heardShare(answer, heard), answer).toBeGreaterThan(0.5);
  expect(takePage.problems).toEqual([]);
});

test('a blocked microphone gets a clear message, and the interview can be taken by typing', async ({ baseURL }) => {
  test.setTimeout(4 * 60_000);
  const browser = await browserWith(blockedMicrophoneArgs);
  const context = await browser.newContext({ baseURL: baseURL! });
  const { page, problems } = await open(context, baseURL!);
  await signUp(page, 'Alan Turing');
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const made = await page.request.post('/interview/generate', {
    data: {
      role: 'Frontend Developer',
      type: 'mixed',
      level: 'mid',
      amount: 3,
      techstack: 'React, TypeScript',
      userId,
    },
  });
  const { interview } = (await made.json()) as { interview: StoredInterview };
  await page.goto(`/interview/${interview._id}`);

  // Connecting: held for a moment so the state can be seen.
  await page.route('**/call/web', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Call' }).click();
  await expect(page.getByRole('button', { name: '. . .' })).toBeDisabled();
  await screenshots(page, 'call-interview-connecting');
  await page.unroute('**/call/web');

  const panel = page.getByRole('alert').filter({ hasText: 'Microphone access was blocked' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'take interview (microphone blocked)');
  await screenshots(page, 'call-interview-microphone-blocked');

  await panel.getByRole('button', { name: 'Answer by typing instead' }).click();
  const log = page.getByRole('log');
  await expect(log).toContainText('Shall we begin?', { timeout: 30_000 });
  await expect(page.getByText('Typing', { exact: true })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Type your answer' });
  await box.fill('Yes, I am ready.');
  await box.press('Enter');
  const typed = [
    'I keep components small and give each one a single job. State lives as close as possible to where it is used, and I lift it up only when two components really share it, which keeps re-renders cheap and the code easy to follow.',
    'I write TypeScript types for the data at the edges first, then let inference do the rest. Strict mode catches most mistakes before they reach the browser, and I add runtime validation where data comes from the network.',
    'I measure with the browser profiler, look for long tasks and unnecessary renders, and fix the biggest one first. Then I measure again, because a fix that is not measured is only a guess.',
  ];
  for (const [index, answer] of typed.entries()) {
    await expect(log).toContainText(interview.questions[index]!.split('?')[0]!, { timeout: 30_000 });
    if (index === 0) {
      await expectAccessible(page, 'take interview (typing)');
      await screenshots(page, 'call-interview-typing');
    }
    await box.fill(answer);
    await box.press('Enter');
    await expect(log).toContainText(answer.slice(0, 40));
  }
  await expect(page).toHaveURL(/\/feedback\//, { timeout: 90_000 });
  const answersSection = page.getByRole('heading', { name: 'Your Answers' }).locator('..');
  for (const answer of typed) await expect(answersSection).toContainText(answer.slice(0, 60));
  expect(problems).toEqual([]);
});

test('the microphone check says when it cannot hear you, and shows the level when you speak', async ({ baseURL }) => {
  const mic = new MicrophoneScript().silence(5000);
  await mic.say('Testing, testing, one two three. Can you hear me now? I am speaking into the microphone.');
  await mic.silence(2000).write(path.join(work, 'check.wav'));
  const browser = await browserWith(microphoneArgs(path.join(work, 'check.wav')));
  const { page, problems } = await open(await browser.newContext({ baseURL: baseURL! }), baseURL!);
  await signUp(page, 'Barbara Liskov');
  await page.goto('/generate');
  const check = page.getByRole('button', { name: 'Check your microphone' });
  // With the microphone already allowed the check opens by itself; otherwise it waits to be asked.
  if (await check.isVisible()) await check.click();
  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await expect(meter).toBeVisible();
  await expect(page.getByText("We can't hear you.", { exact: false })).toBeVisible({ timeout: 8000 });
  await screenshots(page, 'call-microphone-check-silent');
  // Speech starts 5 s into the recording: the level rises and the warning goes.
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(5);
  await expect(page.getByText("We can't hear you.", { exact: false })).toBeHidden();
  await expectAccessible(page, 'microphone check');
  expect(problems).toEqual([]);
});
