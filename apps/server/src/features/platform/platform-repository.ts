import type { ListQuery } from '@mockingbird/contracts';
import { and, desc, eq, gt, gte, isNull, lt, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { calls, platformResources, workers, type CallRow, type PlatformResourceRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type ResourceKind = PlatformResourceRow['kind'];

/** How long a call that never connected stays readable (ended) after its token expired, before it is deleted. */
export const UNCONNECTED_CALL_RETENTION_MS = 5 * 60_000;

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
     * The update is atomic, so two sockets racing with one token cannot both win. The call is
     * recorded as run by `workerId`, this server process, so that it can be ended if the process dies.
     */
    async claimToken(id: string, tokenHash: string, now: Date, workerId: string): Promise<CallRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(calls)
        .set({ tokenUsedAt: now, status: 'in-progress', startedAt: now, updatedAt: now, workerId })
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

    /** Records that a worker (a server process running calls) is alive, by the database's clock. */
    async heartbeat(workerId: string) {
      await db
        .insert(workers)
        .values({ id: workerId })
        .onConflictDoUpdate({ target: workers.id, set: { heartbeatAt: sql`now()` } });
    },

    /** Forgets a worker that stopped cleanly (its calls have ended). */
    async removeWorker(workerId: string) {
      await db.delete(workers).where(eq(workers.id, workerId));
    },

    /**
     * Ends the calls left in progress by workers that stopped without ending them (killed, crashed,
     * cut off): every in-progress call not run by `workerId` (the caller) nor by a worker that beat
     * within `staleAfterMs`. `staleAfterMs` undefined: no other worker can be alive (PGlite, which one
     * process owns), so every call not run by the caller is orphaned. The utterances stored stay.
     * Workers silent that long and running nothing are forgotten.
     */
    async endOrphanedCalls(workerId: string, staleAfterMs: number | undefined, now: Date) {
      const aliveSince =
        staleAfterMs === undefined ? undefined : sql`now() - make_interval(secs => ${staleAfterMs / 1000})`;
      const liveWorker = db
        .select({ id: workers.id })
        .from(workers)
        .where(and(eq(workers.id, calls.workerId), aliveSince ? gte(workers.heartbeatAt, aliveSince) : sql`false`));
      const ended = await db
        .update(calls)
        .set({
          status: 'ended',
          endedReason: 'call.in-progress.error-vapifault-worker-died',
          endedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(calls.status, 'in-progress'),
            or(isNull(calls.workerId), ne(calls.workerId, workerId)),
            notExists(liveWorker),
          ),
        )
        .returning({ id: calls.id });
      const runsCalls = db
        .select({ id: calls.id })
        .from(calls)
        .where(and(eq(calls.workerId, workers.id), eq(calls.status, 'in-progress')));
      await db
        .delete(workers)
        .where(
          and(
            ne(workers.id, workerId),
            aliveSince ? lt(workers.heartbeatAt, aliveSince) : undefined,
            notExists(runsCalls),
          ),
        );
      return ended;
    },

    /**
     * Calls that never connected. A queued call whose token expired is ended first
     * ('…-never-connected'), so that `GET /call/{id}` can still tell its starter why for a while;
     * UNCONNECTED_CALL_RETENTION_MS after its token expired it is deleted: nothing was said in it,
     * and keeping it would let anyone with the public key fill the disk. Run before calls are
     * counted or listed, and periodically by the server.
     */
    async expireUnconnected(now: Date): Promise<{ expired: number; deleted: number }> {
      const expired = await db
        .update(calls)
        .set({
          status: 'ended',
          endedReason: 'call.in-progress.error-vapifault-transport-never-connected',
          endedAt: now,
          updatedAt: now,
        })
        .where(and(eq(calls.status, 'queued'), lte(calls.tokenExpiresAt, now)))
        .returning({ id: calls.id });
      const deleted = await db
        .delete(calls)
        .where(
          and(
            eq(calls.status, 'ended'),
            isNull(calls.tokenUsedAt),
            lte(calls.tokenExpiresAt, new Date(now.getTime() - UNCONNECTED_CALL_RETENTION_MS)),
          ),
        )
        .returning({ id: calls.id });
      return { expired: expired.length, deleted: deleted.length };
    },

    /** The calls `address` started that still wait for their socket (queued, token not expired). */
    async countUnconnected(address: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(calls)
        .where(and(eq(calls.requesterAddress, address), eq(calls.status, 'queued'), gt(calls.tokenExpiresAt, now)));
      return row?.count ?? 0;
    },
  };
}

export type PlatformRepository = ReturnType<typeof createPlatformRepository>;
