import * as Comlink from 'comlink';

/** A callback handed to a worker through Comlink, and a way to let go of what it calls. */
export interface ReleasableCallback<A extends unknown[]> {
  /** What to pass to the worker: a Comlink proxy that forwards to the callback until {@link release}. */
  proxy: ((...args: A) => void) & Comlink.ProxyMarked;
  /** Drops the callback: later calls from the worker do nothing, and the proxy no longer holds it. */
  release(): void;
}

/**
 * Wraps a callback for a worker so that it can be let go. Comlink keeps a proxied function reachable (its message
 * port listens) until the worker releases its end, which a worker that finished the call or was terminated never
 * does: the function, and everything it closes over (a battle's playback cursor with its whole event stream), stayed
 * on the heap after every battle. The proxy forwards through a slot that {@link ReleasableCallback.release} empties.
 */
export function releasableCallback<A extends unknown[]>(callback: (...args: A) => void): ReleasableCallback<A> {
  const slot: { current: ((...args: A) => void) | null } = { current: callback };
  return {
    proxy: Comlink.proxy((...args: A) => { slot.current?.(...args); }),
    release: () => { slot.current = null; },
  };
}
