import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const realWindow = (globalThis as { window?: unknown }).window;
beforeAll(() => { (globalThis as { window?: unknown }).window = new EventTarget(); });
afterAll(() => { (globalThis as { window?: unknown }).window = realWindow; });

/** Dispatches Vite's event as its preload helper does: the failed import's error as the payload. */
function failLoad(error: Error): void {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
  (globalThis as unknown as { window: EventTarget }).window.dispatchEvent(event);
}

describe('chunk load failures', () => {
  it('knows the very error a failed chunk load rethrew, and tells its listeners; other errors are not one', async () => {
    const { isFailedChunkLoad, onChunkLoadFailed, watchChunkLoads } = await import('./chunkLoadFailures');
    watchChunkLoads();
    watchChunkLoads(); // idempotent: one listener, one call per failure
    let calls = 0;
    const stop = onChunkLoadFailed(() => { calls++; });
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/musicPlayer-old.js');
    failLoad(missing);
    expect(isFailedChunkLoad(missing)).toBe(true);
    expect(calls).toBe(1);
    // The same words thrown by anything else are a real error.
    expect(isFailedChunkLoad(new TypeError(missing.message))).toBe(false);
    expect(isFailedChunkLoad(undefined)).toBe(false);
    stop();
    failLoad(new TypeError('again'));
    expect(calls).toBe(1);
  });
});
