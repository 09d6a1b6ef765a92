import { BEHAVIOURAL_QUESTIONS } from './behavioural.ts';
import { GENERAL_TECHNICAL_QUESTIONS } from './general-technical.ts';
import { TECHNOLOGY_QUESTIONS_A } from './technology-a.ts';
import { TECHNOLOGY_QUESTIONS_B } from './technology-b.ts';
import type { BankQuestion } from './types.ts';

export type * from './types.ts';

/** Every question in the curated bank. */
export const QUESTION_BANK: readonly BankQuestion[] = [
  ...BEHAVIOURAL_QUESTIONS,
  ...GENERAL_TECHNICAL_QUESTIONS,
  ...TECHNOLOGY_QUESTIONS_A,
  ...TECHNOLOGY_QUESTIONS_B,
];
