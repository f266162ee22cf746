import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_BUDGET_MS, IDLE_FALLBACK_DELAY_MS, whenIdle } from './whenIdle';

/** A fake clock for the timers only: by default it would install an idle callback too. */
const TIMERS_ONLY: Parameters<typeof vi.useFakeTimers>[0] = { toFake: ['setTimeout', 'clearTimeout', 'performance'] };

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
  Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
});

describe('whenIdle', () => {
  it('asks the browser for an idle callback with the timeout, and its cancel cancels that callback', () => {
    const asked: { callback: IdleRequestCallback; options?: IdleRequestOptions }[] = [];
    const cancelled: number[] = [];
    globalThis.requestIdleCallback = (callback, options) => asked.push({ callback, options });
    globalThis.cancelIdleCallback = (handle) => cancelled.push(handle);
    const runs: IdleDeadline[] = [];
    const cancel = whenIdle((deadline) => runs.push(deadline), 1000);
    whenIdle(() => {});
    expect(asked.map((a) => a.options)).toEqual([{ timeout: 1000 }, undefined]);
    const deadline = { didTimeout: false, timeRemaining: () => 12 };
    asked[0]!.callback(deadline);
    expect(runs).toEqual([deadline]);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('without idle callbacks runs the task after a short timer (or the timeout, if shorter) with a short deadline', () => {
    vi.useFakeTimers(TIMERS_ONLY);
    const left: number[] = [];
    whenIdle((deadline) => left.push(deadline.timeRemaining()));
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(left).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(left).toHaveLength(1);
    expect(left[0]).toBeGreaterThan(0);
    expect(left[0]).toBeLessThanOrEqual(IDLE_FALLBACK_BUDGET_MS);
    whenIdle(() => left.push(-1), 50);
    vi.advanceTimersByTime(50);
    expect(left).toHaveLength(2);
  });

  it('without idle callbacks, a cancelled task never runs', () => {
    vi.useFakeTimers(TIMERS_ONLY);
    let ran = false;
    const cancel = whenIdle(() => (ran = true), 1000);
    cancel();
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS * 10);
    expect(ran).toBe(false);
  });
});
