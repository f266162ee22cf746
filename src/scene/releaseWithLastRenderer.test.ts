import type { Renderer } from 'pixi.js';
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when its modules load; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { GlobalResourceRegistry, SystemRunner } = await import('pixi.js');
const { releaseWithLastRenderer } = await import('./releaseWithLastRenderer');

/** Just enough of a renderer: the destroy runner Pixi's AbstractRenderer.destroy emits. */
function fakeRenderer(): Renderer & { destroyNow(): void } {
  const destroy = new SystemRunner('destroy');
  return { runners: { destroy }, destroyNow: () => destroy.emit() } as unknown as Renderer & { destroyNow(): void };
}

describe('releaseWithLastRenderer', () => {
  it("empties Pixi's global pools once the last watched renderer is destroyed, not before", async () => {
    vi.useFakeTimers();
    const pool = { clear: vi.fn() };
    GlobalResourceRegistry.register(pool);
    try {
      const a = fakeRenderer();
      const b = fakeRenderer();
      releaseWithLastRenderer(a);
      releaseWithLastRenderer(a); // StrictMode's second effect run: still one watch
      releaseWithLastRenderer(b);
      a.destroyNow();
      await vi.runAllTimersAsync();
      expect(pool.clear).not.toHaveBeenCalled();
      b.destroyNow();
      await vi.runAllTimersAsync();
      expect(pool.clear).toHaveBeenCalledTimes(1);
    } finally {
      GlobalResourceRegistry.unregister(pool);
      vi.useRealTimers();
    }
  });
});
