import { describe, expect, it } from 'vitest';
import { CallClientStateMachine, type CallClientState } from './call-client-state.ts';

describe('the call client state (spec §4)', () => {
  it('goes new → loading → loaded → joining → joined → left, reporting each change once', () => {
    const seen: CallClientState[] = [];
    const machine = new CallClientStateMachine((state) => seen.push(state));
    expect(machine.state).toBe('new');
    machine.beginLoading();
    machine.loaded();
    machine.beginJoining();
    machine.joined();
    expect(machine.leave()).toBe(true);
    expect(seen).toEqual(['loading', 'loaded', 'joining', 'joined', 'left']);
  });

  it('refuses a join while joining or joined', () => {
    const machine = new CallClientStateMachine();
    machine.beginJoining();
    expect(machine.canJoin).toBe(false);
    expect(() => machine.beginJoining()).toThrow('Cannot join: the call is already joining.');
    machine.joined();
    expect(() => machine.beginJoining()).toThrow('Cannot join: the call is already joined.');
  });

  it('makes leaving a no-op once left or failed', () => {
    const left = new CallClientStateMachine();
    left.leave();
    expect(left.leave()).toBe(false);
    const failed = new CallClientStateMachine();
    failed.fail();
    expect(failed.canLeave).toBe(false);
    expect(failed.leave()).toBe(false);
    expect(failed.state).toBe('error');
  });

  it('allows joining again after leaving', () => {
    const machine = new CallClientStateMachine();
    machine.beginJoining();
    machine.joined();
    machine.leave();
    expect(machine.canJoin).toBe(true);
  });
});
