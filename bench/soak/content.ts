/** What the virtual users type and say: plausible roles, stacks and spoken answers. */
import type { GenerateInterviewRequest, TranscriptEntryInput } from '@mockingbird/contracts';
import { conversation } from '@mockingbird/interview/fixtures';
import { between, pick } from './stats.ts';

const ROLES = [
  'Frontend Developer',
  'Backend Engineer',
  'Full Stack Engineer',
  'Data Engineer',
  'Mobile Developer',
  'Site Reliability Engineer',
];
const STACKS = ['React, TypeScript', 'Node.js, PostgreSQL', 'Python, AWS', 'Go, Kubernetes', 'Swift, iOS', 'Java'];

export function interviewRequest(userId: string): GenerateInterviewRequest {
  return {
    role: pick(ROLES),
    type: pick(['behavioural', 'technical', 'mixed'] as const),
    level: pick(['junior', 'mid', 'senior'] as const),
    // Mostly short interviews, so calls often reach the end and the interviewer hangs up itself.
    amount: pick([3, 3, 5, 5, 7] as const),
    techstack: pick(STACKS),
    userId,
  };
}

/** Answers long enough that the scripted interviewer moves on rather than asking a follow-up. */
export const ANSWERS = [
  'At my last job our checkout page was slow, so I measured every step first, found two heavy queries, added an index and a cache, and the page got three times faster while errors dropped by forty percent.',
  'I write unit tests for every feature and a few integration tests that use a real database, and they run on every pull request so problems are caught before they ship to our users.',
  'When I disagreed with a teammate about the design, I listened to understand their reasons first, then we compared both options with data and agreed on a small experiment to decide.',
  'If a release broke production I would roll it back at once, tell the team and the affected customers, then find the root cause and add a test so that it cannot happen again.',
  'I keep learning by building small projects with new tools, reading the source of the libraries we use, and pairing with colleagues who know an area better than I do.',
  'I would split the work into small steps, agree on what done means with the product owner, ship the first slice within a week and then improve it with real feedback from users.',
  'To find a memory leak I would take heap snapshots before and after the slow part, compare what keeps growing, and follow the retaining path back to the code that holds it.',
  'I want this role because I enjoy building things people use every day, and your team works on problems where careful engineering and clear communication really matter.',
];

/** A short interview as the web app posts it for feedback: some questions answered, timed at speaking pace. */
export function transcriptFor(questions: readonly string[]): TranscriptEntryInput[] {
  const answered = questions.slice(0, between(1, questions.length));
  return conversation(
    [
      ['assistant', 'Hello! Thank you for taking the time to speak with me today. Shall we begin?'],
      ['user', 'Yes, I am ready.'],
      ...answered.flatMap((question) => [['assistant', question] as const, ['user', pick(ANSWERS)] as const]),
      ['assistant', 'Thank you, that concludes the interview. We will reach out soon with feedback.'],
    ],
    { wpm: between(120, 170), start: new Date().toISOString() },
  );
}
