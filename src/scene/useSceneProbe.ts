import { UPDATE_PRIORITY, type Application, type Container } from 'pixi.js';
import { useEffect, type RefObject } from 'react';
import type { PlaybackCursor } from '../playback';
import { sceneProbe, serialiseGraph } from './sceneProbe';

/**
 * Exposes a mounted scene (cursor, application, scene graph, per-frame JS time) to a test or the bench that asked
 * by defining `window.__tcgSceneProbe`; does nothing otherwise.
 */
export function useSceneProbe(app: Application, isInitialised: boolean, cursor: PlaybackCursor, rootRef: RefObject<Container | null>): void {
  useEffect(() => {
    const probe = sceneProbe();
    if (!probe || !isInitialised || !app.ticker) return;
    probe.cursor = cursor;
    probe.app = app;
    probe.graph = () => (rootRef.current ? serialiseGraph(rootRef.current) : []);
    // A frame's JS time: from before the cursor ticks to after Pixi has rendered and the microtasks the frame queued
    // have run (React renders what a cursor change scheduled there, in the same task as the frame).
    let began = 0;
    const begin = () => { began = performance.now(); };
    const end = () => {
      const from = began;
      queueMicrotask(() => { probe.frameTimes?.push(performance.now() - from); });
    };
    app.ticker.add(begin, undefined, UPDATE_PRIORITY.INTERACTION + 1);
    app.ticker.add(end, undefined, UPDATE_PRIORITY.UTILITY - 1);
    return () => {
      app.ticker?.remove(begin);
      app.ticker?.remove(end);
      if (probe.cursor === cursor) probe.cursor = null;
      if (probe.app === app) probe.app = null;
    };
  }, [app, isInitialised, cursor, rootRef]);
}
