import { z } from 'zod';
import { interviewSchema } from './interview.ts';

export const TRANSCRIPT_MAX_ENTRIES = 2000;
export const TRANSCRIPT_CONTENT_MAX_LENGTH = 10_000;
/** All entries together: about five hours of speech, far beyond any interview. */
export const TRANSCRIPT_MAX_TOTAL_LENGTH = 1_000_000;

/** The five categories of every feedback report, in this order. */
export const CATEGORY_NAMES = [
  'Communication Skills',
  'Technical Knowledge',
  'Problem Solving',
  'Cultural Fit',
  'Confidence and Clarity',
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

const timestampSchema = z
  .union([z.string(), z.number()], { error: 'timestamp must be an ISO date-time or milliseconds since 1970' })
  .transform((value, ctx) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'timestamp must be an ISO date-time or milliseconds since 1970' });
      return z.NEVER;
    }
    return date.toISOString();
  });

export const transcriptEntrySchema = z.object({
  role: z.enum(['user', 'assistant', 'system'], { error: 'Transcript role must be user, assistant or system' }),
  content: z
    .string({ error: 'Transcript content must be text' })
    .max(
      TRANSCRIPT_CONTENT_MAX_LENGTH,
      `Each transcript entry must be at most ${TRANSCRIPT_CONTENT_MAX_LENGTH} characters`,
    ),
  timestamp: timestampSchema,
});
export type TranscriptEntry = z.output<typeof transcriptEntrySchema>;
export type TranscriptEntryInput = z.input<typeof transcriptEntrySchema>;

export const transcriptSchema = z
  .array(transcriptEntrySchema, { error: 'Transcript must be a list of {role, content, timestamp}' })
  .max(TRANSCRIPT_MAX_ENTRIES, `A transcript can have at most ${TRANSCRIPT_MAX_ENTRIES} entries`)
  .refine(
    (entries) => entries.reduce((total, entry) => total + entry.content.length, 0) <= TRANSCRIPT_MAX_TOTAL_LENGTH,
    {
      message: `A transcript can have at most ${TRANSCRIPT_MAX_TOTAL_LENGTH.toLocaleString('en-US')} characters in all`,
    },
  );

/** What an attempt without a single answer gets instead of a report. */
export const NOTHING_TO_ASSESS_MESSAGE =
  'There is nothing to assess yet: the transcript has no answers from you. Take the interview again and answer at least one question.';

/** Whether the candidate said anything at all: a user entry with at least one letter or digit. */
export function transcriptHasAnswer(transcript: readonly { role: string; content: string }[]): boolean {
  return transcript.some((entry) => entry.role === 'user' && /[\p{L}\p{N}]/u.test(entry.content));
}

export const createFeedbackRequestSchema = z.object(
  {
    interviewId: z.string({ error: 'interviewId is required' }).min(1, 'interviewId is required'),
    userId: z.string({ error: 'userId is required' }).min(1, 'userId is required'),
    // Only the interviewer spoke, or only blanks came through: a report would assess nothing.
    transcript: transcriptSchema.refine(transcriptHasAnswer, NOTHING_TO_ASSESS_MESSAGE),
  },
  { error: 'Send interviewId, userId and transcript as a JSON object' },
);
export type CreateFeedbackRequest = z.input<typeof createFeedbackRequestSchema>;

export const categoryScoreSchema = z.object({
  name: z.enum(CATEGORY_NAMES),
  score: z.number().int().min(0).max(100),
  comment: z.string().min(1),
});
export type CategoryScore = z.infer<typeof categoryScoreSchema>;

export const starSchema = z.object({
  situation: z.boolean(),
  task: z.boolean(),
  action: z.boolean(),
  result: z.boolean(),
});

/** What the analyzer measured on one answer. */
export const answerMetricsSchema = z.object({
  questionIndex: z.number().int(),
  question: z.string(),
  questionType: z.enum(['behavioural', 'technical']),
  /** The interviewer was heard asking it. */
  asked: z.boolean(),
  answered: z.boolean(),
  /** The start of the answer, as said. */
  excerpt: z.string(),
  words: z.number().int(),
  /** Words per minute of answer time (includes pauses); null when timestamps cannot tell. */
  speakingRateWpm: z.number().nullable(),
  fillerWords: z.number().int(),
  fillers: z.array(z.string()),
  hedges: z.number().int(),
  hedgePhrases: z.array(z.string()),
  /** STAR parts heard in a behavioural answer; null for technical questions. */
  star: starSchema.nullable(),
  keyConcepts: z.object({ covered: z.array(z.string()), missed: z.array(z.string()) }),
  /** 0 to 1: how much the answer is about what was asked. */
  relevance: z.number().min(0).max(1),
});
export type AnswerMetrics = z.infer<typeof answerMetricsSchema>;

export const feedbackMetricsSchema = z.object({
  durationSeconds: z.number().nullable(),
  candidateWords: z.number().int(),
  totalQuestions: z.number().int(),
  questionsAsked: z.number().int(),
  questionsAnswered: z.number().int(),
  speakingRateWpm: z.number().nullable(),
  fillerWordsPer100: z.number(),
  hedgesPer100: z.number(),
  answers: z.array(answerMetricsSchema),
});
export type FeedbackMetrics = z.infer<typeof feedbackMetricsSchema>;

/** The assessment itself, as the analyzer or a language model produces it. */
export const feedbackAssessmentSchema = z.object({
  totalScore: z.number().int().min(0).max(100),
  categoryScores: z
    .array(categoryScoreSchema)
    .length(CATEGORY_NAMES.length)
    .refine((scores) => scores.every((score, index) => score.name === CATEGORY_NAMES[index]), {
      message: `Categories must be exactly ${CATEGORY_NAMES.join(', ')}, in this order`,
    }),
  strengths: z.array(z.string().min(1)).min(1),
  areasForImprovement: z.array(z.string().min(1)).min(1),
  finalAssessment: z.string().min(50),
});
export type FeedbackAssessment = z.infer<typeof feedbackAssessmentSchema>;

export const feedbackSchema = feedbackAssessmentSchema.extend({
  _id: z.string(),
  interviewId: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  /** Which engine wrote it: "analyzer", or the model, e.g. "openai:gpt-4o-mini". */
  engine: z.string(),
  metrics: feedbackMetricsSchema,
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackAttemptSchema = z.object({ _id: z.string(), totalScore: z.number(), createdAt: z.string() });
export type FeedbackAttempt = z.infer<typeof feedbackAttemptSchema>;

/**
 * A report with everything its page shows, in one response: the feedback, its interview, and every
 * attempt at that interview (newest first), so the page makes no chain of requests.
 */
export const feedbackResponseSchema = z.object({
  success: z.literal(true),
  feedback: feedbackSchema,
  interview: interviewSchema,
  attempts: z.array(feedbackAttemptSchema),
});
export const feedbackListResponseSchema = z.object({ success: z.literal(true), feedback: z.array(feedbackSchema) });
