import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feedback, interviews, type FeedbackRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserReadCache } from '../../plugins/read-cache.ts';

export type NewFeedback = typeof feedback.$inferInsert;

/** A feedback row without its transcript: nothing a reader is shown needs it, and it is the bulk of the row. */
const viewColumns = {
  id: feedback.id,
  interviewId: feedback.interviewId,
  userId: feedback.userId,
  totalScore: feedback.totalScore,
  categoryScores: feedback.categoryScores,
  strengths: feedback.strengths,
  areasForImprovement: feedback.areasForImprovement,
  finalAssessment: feedback.finalAssessment,
  metrics: feedback.metrics,
  engine: feedback.engine,
  createdAt: feedback.createdAt,
};
export type FeedbackView = Omit<FeedbackRow, 'transcript'>;

export function createFeedbackRepository(db: Db, readCache: UserReadCache) {
  // The read queries, prepared once: PostgreSQL plans each once per connection instead of per request.
  const reportQuery = db
    .select({ feedback: viewColumns, interview: getTableColumns(interviews) })
    .from(feedback)
    .innerJoin(interviews, and(eq(interviews.id, feedback.interviewId), eq(interviews.userId, feedback.userId)))
    .where(and(eq(feedback.id, sql.placeholder('id')), eq(feedback.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('feedback_report');
  const attemptsOfFeedbackQuery = db
    .select({ id: feedback.id, totalScore: feedback.totalScore, createdAt: feedback.createdAt })
    .from(feedback)
    .where(
      and(
        eq(feedback.userId, sql.placeholder('userId')),
        eq(
          feedback.interviewId,
          sql`(select f.interview_id from feedback f where f.id = ${sql.placeholder('id')} and f.user_id = ${sql.placeholder('userId')})`,
        ),
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .prepare('feedback_report_attempts');
  const attemptsOfInterviewQuery = db
    .select({ feedback: viewColumns })
    .from(interviews)
    .leftJoin(feedback, and(eq(feedback.interviewId, interviews.id), eq(feedback.userId, interviews.userId)))
    .where(and(eq(interviews.id, sql.placeholder('interviewId')), eq(interviews.userId, sql.placeholder('userId'))))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .prepare('feedback_of_interview');

  return {
    async create(row: NewFeedback): Promise<FeedbackRow> {
      const created = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(feedback).values(row).returning();
        await readCache.announce(tx, inserted!.userId);
        return inserted!;
      });
      readCache.invalidate(created.userId);
      return created;
    },

    /**
     * A report page's data in two queries run side by side: the feedback with its interview, and
     * every attempt at that interview (newest first). Undefined unless both are the user's.
     */
    async findReport(id: string, userId: string) {
      if (!isUuid(id)) return undefined;
      const [[found], attempts] = await Promise.all([
        reportQuery.execute({ id, userId }),
        attemptsOfFeedbackQuery.execute({ id, userId }),
      ]);
      return found ? { ...found, attempts } : undefined;
    },

    /**
     * Every attempt at the user's interview, newest first, in one query; undefined when the
     * interview is not theirs (an interview without feedback gives an empty list).
     */
    async listForOwnedInterview(interviewId: string, userId: string): Promise<FeedbackView[] | undefined> {
      if (!isUuid(interviewId)) return undefined;
      const rows = await attemptsOfInterviewQuery.execute({ interviewId, userId });
      if (rows.length === 0) return undefined;
      return rows.flatMap((row) => (row.feedback ? [row.feedback] : []));
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
