import { sql } from 'drizzle-orm';
import type {
  CallMessageEntry,
  CategoryScore,
  FeedbackMetrics,
  InterviewType,
  Level,
  PerformanceMetrics,
  QuestionDetail,
  TranscriptEntry,
} from '@mockingbird/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  /** Trimmed and lower-cased; unique. */
  email: text('email').notNull().unique(),
  /** argon2id PHC string; null for accounts that only sign in with Google. */
  passwordHash: text('password_hash'),
  /** Google's stable subject id (`sub`) once the account is linked to Google. */
  googleSubject: text('google_subject').unique(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    type: text('type').$type<InterviewType>().notNull(),
    level: text('level').$type<Level>().notNull(),
    amount: integer('amount').notNull(),
    techstack: jsonb('techstack').$type<string[]>().notNull(),
    questions: jsonb('questions').$type<string[]>().notNull(),
    questionDetails: jsonb('question_details').$type<QuestionDetail[]>().notNull(),
    /** "bank", or the model that wrote the questions, e.g. "openai:gpt-4o-mini". */
    questionSource: text('question_source').notNull(),
    coverImage: text('cover_image').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('interviews_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalScore: integer('total_score').notNull(),
    categoryScores: jsonb('category_scores').$type<CategoryScore[]>().notNull(),
    strengths: jsonb('strengths').$type<string[]>().notNull(),
    areasForImprovement: jsonb('areas_for_improvement').$type<string[]>().notNull(),
    finalAssessment: text('final_assessment').notNull(),
    metrics: jsonb('metrics').$type<FeedbackMetrics>().notNull(),
    /** "analyzer", or the model that wrote it, e.g. "google:gemini-2.5-flash". */
    engine: text('engine').notNull(),
    /** The transcript the feedback was made from, kept so a report can be re-made or explained. */
    transcript: jsonb('transcript').$type<TranscriptEntry[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('feedback_interview_id_created_at_idx').on(table.interviewId, table.createdAt),
    index('feedback_user_id_idx').on(table.userId),
  ],
);

/** Assistants, workflows and squads of the platform API: their Vapi-shaped body is kept as given. */
export const platformResources = pgTable(
  'platform_resources',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').$type<'assistant' | 'workflow' | 'squad'>().notNull(),
    orgId: uuid('org_id').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('platform_resources_kind_created_at_idx').on(table.kind, table.createdAt)],
);

export const calls = pgTable(
  'calls',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orgId: uuid('org_id').notNull(),
    /** The app user who started it (from their session cookie), if any. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('webCall'),
    status: text('status').$type<'queued' | 'in-progress' | 'ended'>().notNull(),
    endedReason: text('ended_reason'),
    mode: text('mode').$type<'client-speech' | 'audio'>().notNull(),
    /** The assistant or workflow as resolved at start, overrides applied. */
    assistant: jsonb('assistant').$type<Record<string, unknown> | null>(),
    workflow: jsonb('workflow').$type<Record<string, unknown> | null>(),
    assistantId: uuid('assistant_id'),
    workflowId: uuid('workflow_id'),
    squadId: uuid('squad_id'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    name: text('name'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /** Final utterances, appended as they happen. */
    messages: jsonb('messages')
      .$type<CallMessageEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    performanceMetrics: jsonb('performance_metrics').$type<PerformanceMetrics | null>(),
    /** The server process running the call while it is in progress (workers.id). */
    workerId: uuid('worker_id'),
    /** The network address that asked for the call (for limiting calls that never connect). */
    requesterAddress: text('requester_address'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('calls_created_at_idx').on(table.createdAt), index('calls_status_idx').on(table.status)],
);

/** Server processes that run calls, with a heartbeat: a call whose worker stopped beating is orphaned. */
export const workers = pgTable('workers', {
  id: uuid('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type PlatformResourceRow = typeof platformResources.$inferSelect;
export type CallRow = typeof calls.$inferSelect;
export type WorkerRow = typeof workers.$inferSelect;
