import {
  checkModelQuestions,
  generateQuestions,
  modelQuestionsSchema,
  questionPrompt,
  type GeneratedQuestion,
  type QuestionRequest,
} from '@mockingbird/interview';
import type { FastifyBaseLogger } from 'fastify';
import { generateStructured, type Llm } from '../../llm/language-model.ts';

export interface ChosenQuestions {
  questions: GeneratedQuestion[];
  /** "bank", or the model's id */
  source: string;
}

/**
 * Questions from the configured model when it gives a valid set, otherwise from the curated bank.
 * A fallback is logged with its reason; the request still succeeds.
 */
export async function chooseQuestions(
  request: QuestionRequest,
  llm: Llm | undefined,
  log: FastifyBaseLogger,
): Promise<ChosenQuestions> {
  if (llm) {
    const answer = await generateStructured(llm, modelQuestionsSchema, questionPrompt(request), 'interview_questions');
    const checked = answer.ok ? checkModelQuestions(answer.value, request) : answer;
    if (checked.ok) return { questions: checked.value, source: llm.id };
    log.warn({ model: llm.id, reason: checked.reason }, 'model question generation failed; using the question bank');
  }
  return { questions: generateQuestions(request), source: 'bank' };
}
