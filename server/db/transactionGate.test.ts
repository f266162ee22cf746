import { describe, expect, it } from 'vitest';
import { DatabaseBusyError } from './databaseUnavailable';
import { createTransactionGate } from './transactionGate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createTransactionGate', () => {
  it('runs at most `limit` at once and admits waiters first come, first served', async () => {
    const gate = createTransactionGate(2, 10_000);
    const blockers = [deferred(), deferred(), deferred(), deferred()];
    const order: number[] = [];
    let running = 0;
    let most = 0;
    const runs = blockers.map((b, i) =>
      gate.run(async () => {
        order.push(i);
        most = Math.max(most, ++running);
        await b.promise;
        running -= 1;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    expect(gate.waiting()).toBe(2);
    blockers[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(order).toEqual([0, 1, 2]);
    for (const b of blockers) b.resolve();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });

  it('a waiter past the bound gets DatabaseBusyError and never runs; a failing run frees its turn', async () => {
    const gate = createTransactionGate(1, 20);
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    let ran = false;
    await expect(gate.run(async () => (ran = true))).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(ran).toBe(false);
    expect(gate.waiting()).toBe(0);
    hold.resolve();
    await first;
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
