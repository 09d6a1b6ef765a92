import { randomUUID } from 'node:crypto';
import type { InterviewType, Level } from '@mockingbird/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { InterviewRow } from '../../db/schema.ts';
import type { Llm } from '../../llm/language-model.ts';
import { coverImageFor } from './cover-images.ts';
import type { InterviewsRepository } from './interviews-repository.ts';
import { chooseQuestions } from './question-source.ts';

export interface CreateInterviewInput {
  role: string;
  type: InterviewType;
  level: Level;
  amount: number;
  techstack: string[];
}

/**
 * Creates an interview for a user: questions from the model or the bank, a cover, stored. The one
 * way interviews come to exist, whether from the form or from the voice generation workflow.
 */
export async function createInterview(
  deps: { interviews: InterviewsRepository; llm: Llm | undefined; log: FastifyBaseLogger },
  userId: string,
  input: CreateInterviewInput,
): Promise<InterviewRow> {
  const id = randomUUID();
  const { questions, source } = await chooseQuestions({ ...input, seed: id }, deps.llm, deps.log);
  return deps.interviews.create({
    id,
    userId,
    role: input.role,
    type: input.type,
    level: input.level,
    amount: input.amount,
    techstack: input.techstack,
    questions: questions.map((q) => q.text),
    questionDetails: questions.map((q) => q.detail),
    questionSource: source,
    coverImage: coverImageFor(id),
  });
}
