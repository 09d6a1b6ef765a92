/** A queue that one side pushes to and the other reads with `for await`; ends when closed. */
export class AsyncQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private readonly waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | undefined;
  private closed = false;

  push(item: T) {
    if (this.closed) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve({ value: item, done: false });
    else this.items.push(item);
  }

  /** Ends the iteration after the items already queued; with an error, iteration throws it. */
  close(error?: Error) {
    if (this.closed) return;
    this.closed = true;
    const waiters = this.waiting.splice(0);
    // A reader already waiting gets the error; otherwise the next read does.
    const first = waiters.shift();
    if (first && error) first.reject(error);
    else if (first) first.resolve({ value: undefined, done: true });
    else this.failure = error;
    for (const waiter of waiters) waiter.resolve({ value: undefined, done: true });
  }

  get isClosed() {
    return this.closed;
  }

  async next(): Promise<IteratorResult<T>> {
    const item = this.items.shift();
    if (item !== undefined) return { value: item, done: false };
    if (this.closed) {
      if (this.failure !== undefined) {
        const error = this.failure;
        this.failure = undefined;
        throw error;
      }
      return { value: undefined, done: true };
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return { next: () => this.next() };
  }
}
