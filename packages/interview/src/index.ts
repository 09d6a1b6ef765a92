export * from './generator.ts';
export * from './technologies.ts';
export { QUESTION_BANK } from './question-bank/index.ts';
export type * from './question-bank/types.ts';
export * from './feedback/analyze-feedback.ts';
export * from './speakable.ts';
export * from './llm.ts';
