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

const trimmedTechnology = z
  .string()
  .trim()
  .max(TECHNOLOGY_MAX_LENGTH, `Each technology must be at most ${TECHNOLOGY_MAX_LENGTH} characters`);

/** A tech stack as the form sends it ("React, Node.js") or as a list; trimmed, empty items dropped. */
export const techstackSchema = z
  .union([z.string(), z.array(z.string())], {
    error: 'Tech stack must be text like "React, Node.js" or a list of technologies',
  })
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(
    z
      .array(trimmedTechnology)
      .min(1, 'Enter at least one technology, separated by commas')
      .max(TECHSTACK_MAX_ITEMS, `Enter at most ${TECHSTACK_MAX_ITEMS} technologies`),
  )
  .transform((items) => {
    // Same technology twice ("React, react") counts once; the first spelling wins.
    const seen = new Set<string>();
    return items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
  });

export const generateInterviewRequestSchema = z.object(
  {
    role: z
      .string({ error: 'Job role is required' })
      .trim()
      .min(1, 'Job role is required')
      .max(ROLE_MAX_LENGTH, `Job role must be at most ${ROLE_MAX_LENGTH} characters`),
    type: z.enum(INTERVIEW_TYPES, { error: 'Interview type must be behavioural, technical or mixed' }),
    level: z.enum(LEVELS, { error: 'Experience level must be junior, mid or senior' }),
    amount: z.coerce
      .number({ error: 'Number of questions must be 3, 5, 7 or 10' })
      .refine((n): n is QuestionAmount => (QUESTION_AMOUNTS as readonly number[]).includes(n), {
        error: 'Number of questions must be 3, 5, 7 or 10',
      }),
    techstack: techstackSchema,
    userId: z.string({ error: 'userId is required' }).min(1, 'userId is required'),
  },
  { error: 'Send role, type, level, amount, techstack and userId as a JSON object' },
);
export type GenerateInterviewRequest = z.input<typeof generateInterviewRequestSchema>;

/** What a good answer to one question covers; kept with the interview so feedback can check it. */
export const keyConceptSchema = z.object({
  label: z.string(),
  terms: z.array(z.string()),
});
export type KeyConceptDto = z.infer<typeof keyConceptSchema>;

export const questionDetailSchema = z.object({
  type: z.enum(['behavioural', 'technical']),
  keyConcepts: z.array(keyConceptSchema),
  /** The bank question it came from; absent for model-written questions. */
  bankId: z.string().optional(),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const interviewSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  role: z.string(),
  type: z.enum(INTERVIEW_TYPES),
  level: z.enum(LEVELS),
  amount: z.number().int(),
  techstack: z.array(z.string()),
  questions: z.array(z.string()),
  questionDetails: z.array(questionDetailSchema),
  /** Who wrote the questions: the curated bank, or a language model (e.g. "openai:gpt-4o-mini"). */
  questionSource: z.string(),
  coverImage: z.string(),
  createdAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const latestFeedbackSummarySchema = z.object({
  _id: z.string(),
  totalScore: z.number(),
  createdAt: z.string(),
});

/**
 * An interview as the dashboard's card shows it. The questions are left out: they are most of an
 * interview's size and only the interview page needs them (GET /interview/get/{id}).
 */
export const interviewSummarySchema = interviewSchema
  .pick({
    _id: true,
    userId: true,
    role: true,
    type: true,
    level: true,
    amount: true,
    techstack: true,
    coverImage: true,
    createdAt: true,
  })
  .extend({
    /** The most recent feedback attempt for this interview, if any. */
    latestFeedback: latestFeedbackSummarySchema.nullable(),
  });
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

export const INTERVIEW_PAGE_DEFAULT_LIMIT = 20;
export const INTERVIEW_PAGE_MAX_LIMIT = 100;

const limitMessage = `limit must be a whole number from 1 to ${INTERVIEW_PAGE_MAX_LIMIT}`;

/** GET /interview/user/{userId}?limit=&cursor=: one page of the user's interviews, newest first. */
export const interviewListQuerySchema = z.object({
  limit: z
    .string({ error: limitMessage })
    .regex(/^\d{1,3}$/, limitMessage)
    .transform(Number)
    .refine((n) => n >= 1 && n <= INTERVIEW_PAGE_MAX_LIMIT, limitMessage)
    .optional()
    .transform((n) => n ?? INTERVIEW_PAGE_DEFAULT_LIMIT),
  /** The `nextCursor` of the previous page. */
  cursor: z.uuid({ error: "cursor must be the previous page's nextCursor" }).optional(),
});

export const generateInterviewResponseSchema = z.object({
  success: z.literal(true),
  interviewId: z.string(),
  interview: interviewSchema,
});
export const interviewListResponseSchema = z.object({
  success: z.literal(true),
  interviews: z.array(interviewSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type InterviewListResponse = z.infer<typeof interviewListResponseSchema>;
export const interviewResponseSchema = z.object({ success: z.literal(true), interview: interviewSchema });
