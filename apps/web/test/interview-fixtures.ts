import type { Feedback, Interview, TranscriptEntryInput } from '@mockingbird/contracts';
import { apiPost } from './helpers.tsx';

export async function createInterviewThroughApi(userId: string, overrides: Record<string, unknown> = {}) {
  const body = await apiPost<{ interview: Interview }>('/interview/generate', {
    role: 'Backend Engineer',
    type: 'mixed',
    level: 'mid',
    amount: 3,
    techstack: 'Node.js, PostgreSQL',
    userId,
    ...overrides,
  });
  return body.interview;
}

/** A call in which every question is asked and answered with its key concepts. */
export function answeredCall(interview: Interview): TranscriptEntryInput[] {
  let at = Date.parse('2026-03-02T10:00:00Z');
  const next = (seconds: number) => new Date((at += seconds * 1000)).toISOString();
  return interview.questions.flatMap((question, index) => {
    const concepts = interview.questionDetails[index]!.keyConcepts.map((c) => c.terms[0]).join(', ');
    const answer = `At my last job I handled this. The important parts are ${concepts}, because they decide the outcome. First I measured, then I compared the trade-offs with my team, and as a result we cut the errors by half.`;
    return [
      { role: 'assistant' as const, content: question, timestamp: next(6) },
      { role: 'user' as const, content: answer, timestamp: next(25) },
    ];
  });
}

export async function createFeedbackThroughApi(
  interview: Interview,
  userId: string,
  transcript = answeredCall(interview),
) {
  return apiPost<Feedback>('/interview/feedback', { interviewId: interview._id, userId, transcript });
}
