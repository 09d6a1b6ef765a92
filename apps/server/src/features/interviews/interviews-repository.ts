import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feedback, interviews, type InterviewRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserReadCache } from '../../plugins/read-cache.ts';

export type NewInterview = typeof interviews.$inferInsert;

export function createInterviewsRepository(db: Db, readCache: UserReadCache) {
  // The dashboard's query, prepared once: PostgreSQL plans it once per connection instead of per request.
  const latest = db
    .select({ id: feedback.id, totalScore: feedback.totalScore, createdAt: feedback.createdAt })
    .from(feedback)
    .where(eq(feedback.interviewId, interviews.id))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(1)
    .as('latest');
  const summaries = (after: SQL | undefined) =>
    db
      .select({
        id: interviews.id,
        userId: interviews.userId,
        role: interviews.role,
        type: interviews.type,
        level: interviews.level,
        amount: interviews.amount,
        techstack: interviews.techstack,
        coverImage: interviews.coverImage,
        createdAt: interviews.createdAt,
        latestFeedback: { id: latest.id, totalScore: latest.totalScore, createdAt: latest.createdAt },
      })
      .from(interviews)
      .leftJoinLateral(latest, sql`true`)
      .where(and(eq(interviews.userId, sql.placeholder('userId')), after))
      .orderBy(desc(interviews.createdAt), desc(interviews.id))
      .limit(sql.placeholder('limit'));
  const listSummariesFirst = summaries(undefined).prepare('interviews_list_first');
  const listSummariesAfter = summaries(
    sql`(${interviews.createdAt}, ${interviews.id}) < (select c.created_at, c.id from interviews c where c.id = ${sql.placeholder('cursor')} and c.user_id = ${sql.placeholder('userId')})`,
  ).prepare('interviews_list_after');

  return {
    async create(interview: NewInterview): Promise<InterviewRow> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(interviews).values(interview).returning();
        await readCache.announce(tx, created!.userId);
        return created!;
      });
      readCache.invalidate(row.userId);
      return row;
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

    /**
     * One page of the user's interviews as summaries (no questions), newest first, each with its
     * latest feedback, in one query. Order is (created_at, id) descending, a total order, so pages
     * neither repeat nor skip rows; `cursor` is the id of the last interview of the previous page
     * (an id that is not one of the user's interviews gives an empty page).
     */
    async listSummaries(userId: string, page: { limit: number; cursor?: string | undefined }) {
      return page.cursor
        ? listSummariesAfter.execute({ userId, limit: page.limit, cursor: page.cursor })
        : listSummariesFirst.execute({ userId, limit: page.limit });
    },
  };
}

export type InterviewsRepository = ReturnType<typeof createInterviewsRepository>;
