import * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import { releasableCallback } from './releasableCallback';

describe('releasableCallback', () => {
  it('forwards calls until released, then drops them', () => {
    const callback = vi.fn();
    const round = releasableCallback(callback);
    round.proxy(1, 'a');
    expect(callback).toHaveBeenCalledWith(1, 'a');
    round.release();
    round.proxy(2, 'b');
    round.release();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('is marked for Comlink, so the worker gets a proxy rather than a copy', () => {
    expect(Comlink.proxyMarker in releasableCallback(() => {}).proxy).toBe(true);
  });

  it('forwards across a real message channel and stops after release', async () => {
    const { port1, port2 } = new MessageChannel();
    // The "worker" side: calls the callback it was given twice, with a release in between.
    Comlink.expose({ call: (cb: (n: number) => void, n: number) => cb(n) }, port1);
    const remote = Comlink.wrap<{ call(cb: (n: number) => void, n: number): void }>(port2);
    const seen: number[] = [];
    const round = releasableCallback((n: number) => { seen.push(n); });
    await remote.call(round.proxy, 1);
    round.release();
    await remote.call(round.proxy, 2);
    expect(seen).toEqual([1]);
    remote[Comlink.releaseProxy]();
    port1.close();
    port2.close();
  });
});
