import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformRepository } from '../platform/platform-repository.ts';

/** Heartbeats a worker may miss before its calls count as orphaned (one late beat is not a death). */
export const MISSED_HEARTBEATS = 3;

export interface CallWorkerOptions {
  platform: PlatformRepository;
  heartbeatMs: number;
  /**
   * The database belongs to this process alone (PGlite): no other worker can be alive, so every
   * call in progress that this process did not start was orphaned by an earlier run.
   */
  exclusive: boolean;
  log: FastifyBaseLogger;
}

/**
 * This server process as a runner of calls. Its calls carry its id; it beats in the workers table
 * and, at start and on every beat, ends the calls of workers that stopped beating (a crash or a
 * kill -9 leaves them `in-progress` otherwise), and ends queued calls that never connected.
 */
export class CallWorker {
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private beating: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: CallWorkerOptions) {}

  /** Registers this worker and ends calls orphaned before it started; then beats until stopped. */
  async start(): Promise<void> {
    this.beating = this.beat();
    await this.beating;
    this.schedule();
  }

  /** Stops beating and removes this worker; its own calls must have ended already (preClose). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.beating;
    await this.options.platform.removeWorker(this.id).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'call worker: could not remove itself from the workers table');
    });
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.beating = this.beat().finally(() => this.schedule());
    }, this.options.heartbeatMs);
    // Beating must not keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  private async beat(): Promise<void> {
    const { platform, log, heartbeatMs, exclusive } = this.options;
    try {
      await platform.heartbeat(this.id);
      const orphaned = await platform.endOrphanedCalls(
        this.id,
        exclusive ? undefined : heartbeatMs * MISSED_HEARTBEATS,
        new Date(),
      );
      if (orphaned.length > 0) {
        log.warn({ callIds: orphaned.map((call) => call.id) }, 'ended calls orphaned by a server that stopped');
      }
      await platform.expireUnconnected(new Date());
    } catch (error) {
      // The database may be down for a while; the next beat tries again.
      log.warn({ err: error }, 'call worker: heartbeat or sweep failed; trying again at the next beat');
    }
  }
}
