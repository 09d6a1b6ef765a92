import type { InterviewListItem } from '@mockingbird/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feedback, interviews, type InterviewRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type NewInterview = typeof interviews.$inferInsert;

export function createInterviewsRepository(db: Db) {
  return {
    async create(interview: NewInterview): Promise<InterviewRow> {
      const [row] = await db.insert(interviews).values(interview).returning();
      return row!;
    },

    /** The interview if it exists and belongs to the user; another user's interview is "not found". */
    async findOwned(id: string, userId: string): Promise<InterviewRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(interviews)
        .where(and(eq(interviews.id, id), eq(interviews.userId, userId)))
        .limit(1);
      return row;
    },

    /** The user's interviews, newest first, each with its latest feedback summary. */
    async listForUser(
      userId: string,
    ): Promise<(InterviewRow & { latestFeedback: InterviewListItem['latestFeedback'] })[]> {
      const rows = await db
        .select()
        .from(interviews)
        .where(eq(interviews.userId, userId))
        .orderBy(desc(interviews.createdAt), desc(interviews.id));
      if (rows.length === 0) return [];
      const latest = await db
        .selectDistinctOn([feedback.interviewId], {
          interviewId: feedback.interviewId,
          id: feedback.id,
          totalScore: feedback.totalScore,
          createdAt: feedback.createdAt,
        })
        .from(feedback)
        .where(
          inArray(
            feedback.interviewId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(feedback.interviewId, desc(feedback.createdAt), sql`${feedback.id} desc`);
      const byInterview = new Map(latest.map((f) => [f.interviewId, f]));
      return rows.map((row) => {
        const found = byInterview.get(row.id);
        return {
          ...row,
          latestFeedback: found
            ? { _id: found.id, totalScore: found.totalScore, createdAt: found.createdAt.toISOString() }
            : null,
        };
      });
    },
  };
}

export type InterviewsRepository = ReturnType<typeof createInterviewsRepository>;
