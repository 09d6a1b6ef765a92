import type { ListQuery } from '@mockingbird/contracts';
import { and, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { calls, platformResources, type CallRow, type PlatformResourceRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type ResourceKind = PlatformResourceRow['kind'];

function createdAtFilters(
  column: typeof calls.createdAt | typeof platformResources.createdAt,
  query: ListQuery,
): SQL[] {
  const filters: SQL[] = [];
  if (query.createdAtGt) filters.push(gt(column, new Date(query.createdAtGt)));
  if (query.createdAtLt) filters.push(lt(column, new Date(query.createdAtLt)));
  if (query.createdAtGe) filters.push(gte(column, new Date(query.createdAtGe)));
  if (query.createdAtLe) filters.push(lte(column, new Date(query.createdAtLe)));
  return filters;
}

export function createPlatformRepository(db: Db) {
  return {
    async createResource(kind: ResourceKind, orgId: string, body: Record<string, unknown>, id?: string) {
      const [row] = await db
        .insert(platformResources)
        .values({ kind, orgId, body, ...(id ? { id } : {}) })
        .returning();
      return row!;
    },

    /** Creates or refreshes a resource with a fixed id (the built-in workflow). */
    async ensureResource(kind: ResourceKind, id: string, orgId: string, body: Record<string, unknown>) {
      await db
        .insert(platformResources)
        .values({ id, kind, orgId, body })
        .onConflictDoUpdate({ target: platformResources.id, set: { body, orgId, updatedAt: new Date() } });
    },

    async findResource(kind: ResourceKind, id: string): Promise<PlatformResourceRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(platformResources)
        .where(and(eq(platformResources.kind, kind), eq(platformResources.id, id)))
        .limit(1);
      return row;
    },

    async listResources(kind: ResourceKind, query: ListQuery) {
      return db
        .select()
        .from(platformResources)
        .where(and(eq(platformResources.kind, kind), ...createdAtFilters(platformResources.createdAt, query)))
        .orderBy(desc(platformResources.createdAt))
        .limit(query.limit);
    },

    async replaceResource(kind: ResourceKind, id: string, body: Record<string, unknown>) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(platformResources)
        .set({ body, updatedAt: new Date() })
        .where(and(eq(platformResources.kind, kind), eq(platformResources.id, id)))
        .returning();
      return row;
    },

    async deleteResource(kind: ResourceKind, id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .delete(platformResources)
        .where(and(eq(platformResources.kind, kind), eq(platformResources.id, id)))
        .returning();
      return row;
    },

    async createCall(call: typeof calls.$inferInsert): Promise<CallRow> {
      const [row] = await db.insert(calls).values(call).returning();
      return row!;
    },

    async findCall(id: string): Promise<CallRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(calls).where(eq(calls.id, id)).limit(1);
      return row;
    },

    async listCalls(query: ListQuery) {
      return db
        .select()
        .from(calls)
        .where(and(...createdAtFilters(calls.createdAt, query)))
        .orderBy(desc(calls.createdAt))
        .limit(query.limit);
    },

    async updateCall(id: string, changes: Partial<typeof calls.$inferInsert>) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(calls)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(calls.id, id))
        .returning();
      return row;
    },

    async deleteCall(id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db.delete(calls).where(eq(calls.id, id)).returning();
      return row;
    },

    /**
     * Takes the call's socket token: true once, for the right token, before it expires.
     * The update is atomic, so two sockets racing with one token cannot both win.
     */
    async claimToken(id: string, tokenHash: string, now: Date): Promise<CallRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(calls)
        .set({ tokenUsedAt: now, status: 'in-progress', startedAt: now, updatedAt: now })
        .where(
          and(
            eq(calls.id, id),
            eq(calls.tokenHash, tokenHash),
            sql`${calls.tokenUsedAt} is null`,
            gt(calls.tokenExpiresAt, now),
            eq(calls.status, 'queued'),
          ),
        )
        .returning();
      return row;
    },

    /** Appends one utterance to the call's messages, as it happens. */
    async appendMessage(id: string, message: unknown) {
      await db
        .update(calls)
        .set({ messages: sql`${calls.messages} || ${JSON.stringify([message])}::jsonb`, updatedAt: new Date() })
        .where(eq(calls.id, id));
    },

    /** Ends queued calls whose token expired unused. */
    async expireUnconnected(now: Date) {
      return db
        .update(calls)
        .set({
          status: 'ended',
          endedReason: 'call.in-progress.error-vapifault-transport-never-connected',
          endedAt: now,
          updatedAt: now,
        })
        .where(and(eq(calls.status, 'queued'), lte(calls.tokenExpiresAt, now)))
        .returning({ id: calls.id });
    },
  };
}

export type PlatformRepository = ReturnType<typeof createPlatformRepository>;
