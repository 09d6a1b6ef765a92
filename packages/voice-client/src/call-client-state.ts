/**
 * A call client's connection state (spec §4): `new → loading → loaded → joining → joined → left`,
 * or `error` from anywhere. Both transports keep one of these.
 */
export type CallClientState = 'new' | 'loading' | 'loaded' | 'joining' | 'joined' | 'left' | 'error';

/** The state with the spec's guards: no join while joining or joined; leaving is a no-op once left or failed. */
export class CallClientStateMachine {
  private current: CallClientState = 'new';

  constructor(private readonly onChange?: (state: CallClientState) => void) {}

  get state(): CallClientState {
    return this.current;
  }

  /** Whether a join may begin now. */
  get canJoin(): boolean {
    return this.current !== 'joining' && this.current !== 'joined';
  }

  /** Whether leaving does anything now. */
  get canLeave(): boolean {
    return this.current !== 'left' && this.current !== 'error';
  }

  beginLoading() {
    this.set('loading');
  }

  loaded() {
    this.set('loaded');
  }

  /** Throws when a join is already under way or done. */
  beginJoining() {
    if (!this.canJoin) throw new Error(`Cannot join: the call is already ${this.current}.`);
    this.set('joining');
  }

  joined() {
    this.set('joined');
  }

  /** Returns false (and changes nothing) when already left or failed. */
  leave(): boolean {
    if (!this.canLeave) return false;
    this.set('left');
    return true;
  }

  fail() {
    this.set('error');
  }

  private set(state: CallClientState) {
    if (state === this.current) return;
    this.current = state;
    this.onChange?.(state);
  }
}
