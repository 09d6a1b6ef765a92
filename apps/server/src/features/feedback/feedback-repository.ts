import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feedback, type FeedbackRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type NewFeedback = typeof feedback.$inferInsert;

export function createFeedbackRepository(db: Db) {
  return {
    async create(row: NewFeedback): Promise<FeedbackRow> {
      const [created] = await db.insert(feedback).values(row).returning();
      return created!;
    },

    /** The feedback if it exists and belongs to the user; another user's feedback is "not found". */
    async findOwned(id: string, userId: string): Promise<FeedbackRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.id, id), eq(feedback.userId, userId)))
        .limit(1);
      return row;
    },

    /** Every attempt for an interview, newest first. */
    async listForInterview(interviewId: string, userId: string): Promise<FeedbackRow[]> {
      return db
        .select()
        .from(feedback)
        .where(and(eq(feedback.interviewId, interviewId), eq(feedback.userId, userId)))
        .orderBy(desc(feedback.createdAt), desc(feedback.id));
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
