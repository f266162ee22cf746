import { CanvasTextMetrics, GlobalResourceRegistry, type Renderer } from 'pixi.js';

/**
 * Empties Pixi's text-measurement cache: it is keyed per style instance (up to 1,000 entries, least recently used
 * first out), so each battle's new styles added theirs, and the shared renderer outlives them all.
 */
export function forgetTextMeasurements(): void {
  (CanvasTextMetrics as unknown as { _measurementCache?: { clear(): void } })._measurementCache?.clear();
}

/** Renderers watched and not yet destroyed. */
const live = new Set<Renderer>();

/**
 * Releases Pixi's global pools once the last watched renderer is destroyed. Pixi keeps module-level pools (BigPool,
 * the batcher's batch pool, texture and canvas pools) whose pooled objects still point at the renderer that used
 * them last, so every destroyed battle scene stayed reachable (its batcher and buffers): the heap grew with each
 * battle; likewise its text-measurement cache. Pixi releases them only when asked; asking while another renderer lives would destroy batches it still
 * uses, hence only when none does. Idempotent per renderer (StrictMode runs effects twice).
 */
export function releaseWithLastRenderer(renderer: Renderer | undefined): void {
  if (!renderer || live.has(renderer)) return;
  live.add(renderer);
  renderer.runners.destroy.add({
    destroy: () => {
      live.delete(renderer);
      // After the whole destroy has run (pipes return their batches to the pools while being destroyed).
      setTimeout(() => {
        if (live.size > 0) return;
        GlobalResourceRegistry.release();
        forgetTextMeasurements();
      }, 0);
    },
  });
}
