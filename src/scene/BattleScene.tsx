import { extend } from '@pixi/react';
import { Container, Graphics } from 'pixi.js';
// Pixi builds its shader and uniform code with `new Function` unless this module swaps in precompiled paths; the
// page's CSP has no 'unsafe-eval' (docs/ACCOUNTS.md, security headers), so without it the renderer throws at start.
import 'pixi.js/unsafe-eval';
// Pointer events (tap a unit, hover) are the only environment extension the scene uses: the application is told to
// skip Pixi's browser bundle (accessibility, DOM overlays, filters, which the scene never uses: ≈ 10 KB gzip), so
// the event system is registered here instead.
import 'pixi.js/events';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { markBattle } from './battleMarks';
import type { BattleSceneProps } from './battleSceneProps';
import { detectQuality, qualitySettings } from './deviceQuality';
import { SceneRoot } from './SceneRoot';
import { sceneProbe } from './sceneProbe';
import { SharedApplication } from './SharedApplication';
import { isSoftwareRendered } from './softwareRendering';
import { usePageVisible } from './usePageVisible';

// Registered once for the whole app: the only Pixi classes React creates as elements.
extend({ Container, Graphics });

/** Marks when Pixi's renderer is ready (the first-frame waterfall of `npm run bench:scene`). */
function onPixiReady(): void {
  markBattle('pixi-ready');
}

/**
 * The battle board on a Pixi canvas that fills its container: draws the cursor's frame each tick, pauses when the
 * page is hidden or `suspended`, follows container resizes, and rebuilds from the events after a WebGL context loss.
 * The Pixi application is the page's shared one (SharedApplication): battles after the first start on a ready
 * renderer with compiled shaders. Memoised: the overlay re-renders as playback moves, the canvas has nothing to
 * re-render for that.
 */
export const BattleScene = memo(function BattleScene(props: BattleSceneProps) {
  const { label, className, quality, suspended } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const visible = usePageVisible();
  // Bumped after a WebGL context is lost and restored: a new application rebuilds the scene from the events.
  const [generation, setGeneration] = useState(0);
  const settings = useMemo(() => {
    const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { deviceMemory?: number });
    const cls = quality ?? sceneProbe()?.quality ?? detectQuality(nav?.userAgent ?? '', nav?.deviceMemory, typeof document !== 'undefined' && isSoftwareRendered());
    return qualitySettings(cls, typeof window === 'undefined' ? 1 : window.devicePixelRatio);
  }, [quality]);

  useEffect(() => { markBattle('scene-mounted'); }, []);

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    let lost = false;
    const onLost = (e: Event) => { e.preventDefault(); lost = true; };
    const onRestored = () => { if (lost) { lost = false; setGeneration((g) => g + 1); } };
    el.addEventListener('webglcontextlost', onLost, true);
    el.addEventListener('webglcontextrestored', onRestored, true);
    return () => {
      el.removeEventListener('webglcontextlost', onLost, true);
      el.removeEventListener('webglcontextrestored', onRestored, true);
    };
  }, []);

  return (
    <div ref={containerRef} className={className} role="img" aria-label={label} data-testid="battle-scene" data-quality={settings.quality}
      style={{ position: 'relative', width: '100%', height: '100%', minHeight: 0, overflow: 'hidden', touchAction: 'manipulation' }}>
      <SharedApplication
        generation={generation}
        resolution={settings.resolution}
        antialias={settings.quality !== 'low'}
        onInit={onPixiReady}
      >
        <SceneRoot {...props} settings={settings} halted={!visible || (suspended ?? false)} container={containerRef} />
      </SharedApplication>
    </div>
  );
});
