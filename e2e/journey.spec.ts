import {
  expect,
  expectAccessible,
  expectFailedResponse,
  expectNoHorizontalScroll,
  notifications,
  problemToasts,
  screenshots,
  test,
} from './fixtures.ts';

interface InterviewBody {
  _id: string;
  questions: string[];
  questionDetails: { keyConcepts: { terms: string[] }[] }[];
}

test('a candidate signs up, creates an interview, reads a report and logs out', async ({ page }) => {
  // Landing page, signed out.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, 'landing');
  await expectNoHorizontalScroll(page);
  await screenshots(page, 'landing');

  // Keyboard users can skip straight to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // Sign-in errors are shown.
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'SignUp' })).toBeVisible();
  await expectAccessible(page, 'signup');
  await expectNoHorizontalScroll(page);
  await screenshots(page, 'signup');
  await page.getByRole('button', { name: 'Already have Account?' }).click();
  await page.getByLabel('Your Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not the password');
  expectFailedResponse(401, '/user/signin');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(problemToasts(page)).toContainText('Invalid email or password');

  // Sign up.
  await page.getByRole('button', { name: "Don't have Account?" }).click();
  const email = `e2e.${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Edsger Dijkstra');
  await page.getByLabel('Your Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(notifications(page)).toContainText('You are signed up successfully!');
  await expect(page).toHaveURL('/');

  // Empty home.
  await expect(page.getByText('No interviews scheduled yet.')).toBeVisible();
  await expectAccessible(page, 'home (empty)');
  await screenshots(page, 'home-empty');

  // Create an interview.
  await page.getByRole('link', { name: 'Schedule Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Interview' })).toBeVisible();
  await expectAccessible(page, 'create interview');
  await expectNoHorizontalScroll(page);
  await screenshots(page, 'create-interview');
  await page.getByLabel('Job Role').fill('Platform Engineer');
  await page.getByLabel('Interview Type').selectOption('mixed');
  await page.getByLabel('Experience Level').selectOption('senior');
  await page.getByLabel('Number of Questions').selectOption('3');
  await page.getByLabel('Tech Stack').fill('Kubernetes, Go, PostgreSQL');
  await page.getByRole('button', { name: 'Create Interview' }).click();
  await expect(notifications(page)).toContainText('Interview created successfully!');
  await expect(page).toHaveURL('/');

  // The card appears.
  const card = page.getByRole('article').filter({ hasText: 'PLATFORM ENGINEER' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Mixed')).toBeVisible();
  await expectAccessible(page, 'home (with interviews)');
  await expectNoHorizontalScroll(page);
  await screenshots(page, 'home-interviews');

  // A feedback report created through the API, with this browser's session.
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const list = await page.request.get(`/interview/user/${userId}`);
  const listed = ((await list.json()) as { interviews: { _id: string }[] }).interviews[0]!;
  const full = await page.request.get(`/interview/get/${listed._id}`);
  const interview = ((await full.json()) as { interview: InterviewBody }).interview;
  let at = Date.parse('2026-03-02T10:00:00Z');
  const stamp = (seconds: number) => new Date((at += seconds * 1000)).toISOString();
  const transcript = interview.questions.flatMap((question, index) => [
    { role: 'assistant', content: question, timestamp: stamp(5) },
    {
      role: 'user',
      content: `In my last role I owned exactly this. The key points are ${interview.questionDetails[
        index
      ]!.keyConcepts.map((c) => c.terms[0]).join(
        ', ',
      )}, because they decide whether it works. First I measured, then I weighed the trade-offs with my team, and as a result we cut incidents by forty percent.`,
      timestamp: stamp(30),
    },
  ]);
  const created = await page.request.post('/interview/feedback', {
    data: { interviewId: interview._id, userId, transcript },
  });
  expect(created.status()).toBe(201);
  const feedback = (await created.json()) as { _id: string; totalScore: number };

  await card.getByRole('link', { name: /Start Platform Engineer interview/ }).click();
  await expect(page).toHaveURL(`/interview/${interview._id}`);
  await expect(page.getByRole('heading', { name: 'Take Interview' })).toBeVisible();
  // Voice is ready: the call itself is tried in voice.spec.ts.
  await expect(page.getByRole('button', { name: 'Call' })).toBeEnabled();
  await expectAccessible(page, 'take interview');
  await expectNoHorizontalScroll(page);
  await screenshots(page, 'take-interview');

  await page.goto(`/feedback/${feedback._id}`);
  await expect(page.getByRole('heading', { name: 'Interview Feedback Report' })).toBeVisible();
  await expect(page.getByText('Platform Engineer · Senior · Mixed')).toBeVisible();
  await expect(page.getByText('Overall Score').locator('..')).toContainText(`${feedback.totalScore}/100`);
  await expect(page.getByRole('meter')).toHaveCount(5);
  await expectAccessible(page, 'feedback report');
  await expectNoHorizontalScroll(page);
  await screenshots(page, 'feedback-report');
  await page.getByRole('link', { name: 'Retake Interview' }).click();
  await expect(page).toHaveURL(`/interview/${interview._id}`);

  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Generate Interview' })).toBeVisible();
  await expectAccessible(page, 'generate');
  await screenshots(page, 'generate');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await expectAccessible(page, 'not found');
  await screenshots(page, 'not-found');

  // Log out; the guard then sends protected pages to /signup.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(notifications(page)).toContainText('Logged out successfully!');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('userName')])).toEqual([
    null,
    null,
  ]);
  await page.goto(`/feedback/${feedback._id}`);
  await expect(page).toHaveURL('/signup');
  await page.goto('/create-interview');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expectAccessible(page, 'login required');
});
