import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthMachine } from './auth-machine';
import { testClock } from './test-doubles';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AuthMachine', () => {
  it('rejects a transition the table does not allow and stays put', () => {
    const machine = new AuthMachine(testClock);
    expect(machine.transition('AUTHENTICATED')).toBe(false);
    expect(machine.state).toBe('UNINITIALIZED');
    expect(machine.rejected).toMatchObject([{ from: 'UNINITIALIZED', to: 'AUTHENTICATED' }]);
  });

  it('keeps the last 50 entries', () => {
    const machine = new AuthMachine(testClock);
    machine.transition('INITIALIZING');
    machine.transition('AUTHENTICATED');
    for (let i = 0; i < 30; i++) machine.moveTo(['REFRESHING_TOKEN', 'AUTHENTICATED']);
    expect(machine.history).toHaveLength(50);
    expect(machine.history.at(-1)?.state).toBe('AUTHENTICATED');
  });

  it('waits for a stable state, polling every 100 ms, for at most 10 s', async () => {
    const machine = new AuthMachine(testClock);
    machine.transition('INITIALIZING');
    const settled = machine.waitForStable();
    await vi.advanceTimersByTimeAsync(300);
    machine.transition('AUTHENTICATED');
    await vi.advanceTimersByTimeAsync(100);
    await expect(settled).resolves.toBe('AUTHENTICATED');

    const stuck = new AuthMachine(testClock);
    stuck.transition('INITIALIZING');
    const timeout = expect(stuck.waitForStable()).rejects.toThrow('Auth state failed to stabilize within timeout');
    await vi.advanceTimersByTimeAsync(10_000);
    await timeout;
  });
});
