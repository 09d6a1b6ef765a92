import { z } from 'zod';

export const INTERVIEW_TYPES = ['behavioural', 'technical', 'mixed'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

export const LEVELS = ['junior', 'mid', 'senior'] as const;
export type Level = (typeof LEVELS)[number];

export const QUESTION_AMOUNTS = [3, 5, 7, 10] as const;
export type QuestionAmount = (typeof QUESTION_AMOUNTS)[number];
export const DEFAULT_QUESTION_AMOUNT: QuestionAmount = 5;

export const ROLE_MAX_LENGTH = 100;
export const TECHSTACK_MAX_ITEMS = 20;
export const TECHNOLOGY_MAX_LENGTH = 50;
