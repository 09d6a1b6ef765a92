import type { BehaviouralQuestion } from './types.ts';

export const BEHAVIOURAL_QUESTIONS: readonly BehaviouralQuestion[] = [];
