import { FRAME_MS } from '../audio/pcm.ts';

interface Pending {
  frames: Int16Array[];
  done: (played: boolean) => void;
}

/**
 * Sends the assistant's audio at real-time pace: one 20 ms frame every 20 ms, on a clock that
 * corrects its own drift. Clearing it (barge-in) drops what is queued at once.
 */
export class AudioPlayer {
  private readonly queue: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private nextAt = 0;

  constructor(
    private readonly send: (frame: Int16Array) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** True while frames are queued or being sent. */
  get busy(): boolean {
    return this.queue.length > 0;
  }

  /** Queues frames; resolves true when the last was sent, false if cleared first. */
  play(frames: Int16Array[]): Promise<boolean> {
    if (frames.length === 0) return Promise.resolve(true);
    return new Promise((done) => {
      this.queue.push({ frames: [...frames], done });
      if (!this.timer) {
        this.nextAt = this.now();
        this.tick();
      }
    });
  }

  private tick = () => {
    this.timer = undefined;
    const head = this.queue[0];
    if (!head) return;
    const frame = head.frames.shift();
    if (frame) this.send(frame);
    if (head.frames.length === 0) {
      this.queue.shift();
      head.done(true);
    }
    if (this.queue.length === 0) return;
    this.nextAt += FRAME_MS;
    this.timer = setTimeout(this.tick, Math.max(0, this.nextAt - this.now()));
  };

  /** Drops everything queued; pending plays resolve false. */
  clear() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const pending of this.queue.splice(0)) pending.done(false);
  }
}
