import type { TechnicalQuestion } from './types.ts';

export const GENERAL_TECHNICAL_QUESTIONS: readonly TechnicalQuestion[] = [];
