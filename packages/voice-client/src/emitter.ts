/** A listener as stored: the typed signatures are checked where listeners are added. */
type Listener = (...args: unknown[]) => void;

/** A map from event name to the listener's argument list (an interface: only its names are events). */
export type EventMap<Events> = { [E in keyof Events]: unknown[] };

/**
 * A small typed event emitter with Node's EventEmitter method names (`on`, `once`, `off`,
 * `removeListener`, `removeAllListeners`, `emit`, `listenerCount`), which `@vapi-ai/web` users call.
 * A listener that throws does not stop the others; the error is reported asynchronously.
 */
export class TypedEmitter<Events extends EventMap<Events>> {
  private readonly listeners = new Map<keyof Events, Listener[]>();

  on<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): this {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as unknown as Listener);
    this.listeners.set(event, list);
    return this;
  }

  addListener<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): this {
    return this.on(event, listener);
  }

  once<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): this {
    const wrapper = (...args: Events[E]) => {
      this.off(event, wrapper);
      listener(...args);
    };
    return this.on(event, wrapper);
  }

  off<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): this {
    const list = this.listeners.get(event);
    if (!list) return this;
    const index = list.lastIndexOf(listener as unknown as Listener);
    if (index >= 0) list.splice(index, 1);
    return this;
  }

  removeListener<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): this {
    return this.off(event, listener);
  }

  removeAllListeners(event?: keyof Events): this {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
    return this;
  }

  listenerCount(event: keyof Events): number {
    return this.listeners.get(event)?.length ?? 0;
  }

  emit<E extends keyof Events>(event: E, ...args: Events[E]): boolean {
    const list = this.listeners.get(event);
    if (!list || list.length === 0) return false;
    for (const listener of [...list]) {
      try {
        listener(...(args as unknown[]));
      } catch (error) {
        // One broken listener must not silence the rest, nor break the call.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    return true;
  }
}
