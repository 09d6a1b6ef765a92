import type { TechnicalQuestion } from './types.ts';

export const TECHNOLOGY_QUESTIONS_B: readonly TechnicalQuestion[] = [];
