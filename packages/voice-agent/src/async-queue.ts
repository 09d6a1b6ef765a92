/** A queue that one side pushes to and the other reads with `for await`; ends when closed. */
export class AsyncQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private failure: Error | undefined;
  private closed = false;

  push(item: T) {
    if (this.closed) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter({ value: item, done: false });
    else this.items.push(item);
  }

  /** Ends the iteration after the items already queued; with an error, iteration throws it. */
  close(error?: Error) {
    if (this.closed) return;
    this.closed = true;
    this.failure = error;
    for (const waiter of this.waiting.splice(0)) waiter({ value: undefined, done: true });
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
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return { next: () => this.next() };
  }
}
