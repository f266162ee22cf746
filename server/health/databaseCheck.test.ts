import { describe, expect, it } from 'vitest';
import { databaseCheck } from './databaseCheck';

/** A ping whose calls are counted and whose answers the test releases. */
function controlledPing() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  return {
    ping: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    pending,
  };
}

describe('databaseCheck', () => {
  it('answers from memory while the last check is younger than the bound, then checks again', async () => {
    let clock = 0;
    let pings = 0;
    const check = databaseCheck(async () => void pings++, { maxAgeMs: 1000, now: () => clock });
    await expect(check()).resolves.toEqual({ ok: true });
    clock = 999;
    await expect(check()).resolves.toEqual({ ok: true });
    expect(pings).toBe(1);
    clock = 1000;
    await check();
    expect(pings).toBe(2);
  });

  it('lets concurrent requests share the one round trip in flight', async () => {
    const { ping, pending } = controlledPing();
    const check = databaseCheck(ping, { now: () => 0 });
    const answers = [check(), check(), check()];
    expect(pending).toHaveLength(1);
    pending[0]!.resolve();
    await expect(Promise.all(answers)).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  });

  it('remembers a failure for the bounded age only, then recovers', async () => {
    let clock = 0;
    let down = true;
    const check = databaseCheck(async () => {
      if (down) throw new Error('connection refused');
    }, { maxAgeMs: 500, now: () => clock });
    expect((await check()).ok).toBe(false);
    down = false;
    clock = 499;
    expect((await check()).ok).toBe(false);
    clock = 1000;
    expect(await check()).toEqual({ ok: true });
  });
});
