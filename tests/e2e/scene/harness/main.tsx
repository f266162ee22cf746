import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { simulate, type BattleEvent, type BattleInput } from '../../../../src/engine';
import { cardCatalog } from '../../../../src/content';
import type { BoardTheme } from '../../../../src/contracts/art';
import { BattleScene, type SceneQuality } from '../../../../src/scene';
import { createPlaybackCursor, type PlaybackCursor, type PlaybackSpeed } from '../../../../src/playback';

/** How a test mounts a battle. */
export interface MountOptions {
  reducedMotion?: boolean;
  autoplay?: boolean;
  speed?: PlaybackSpeed;
  quality?: SceneQuality;
  /** Stream the events round by round (as the worker does) instead of all at once. */
  streamed?: boolean;
  /** Draw the board mirrored (the viewer fought as team 1). */
  mirrored?: boolean;
  /** The board's background. */
  theme?: BoardTheme;
}

/** The harness API the scene tests drive. */
export interface SceneHarness {
  mount(input: BattleInput, options?: MountOptions): Promise<{ events: number; battleEnd: BattleEvent }>;
  unmount(): Promise<void>;
  /** Mounts another battle beside the first, in its own element (two scenes at once); paused at its start. */
  mountSecond(input: BattleInput): Promise<void>;
  unmountSecond(): void;
  cursor(): PlaybackCursor | null;
  /** Resolves once the cursor has reached the end of a complete battle. */
  untilEnded(): Promise<void>;
  selected: number | null;
}

declare global {
  interface Window {
    sceneHarness: SceneHarness;
  }
}

window.__tcgSceneProbe = {};
let root: Root | null = null;
let second: Root | null = null;
let current: PlaybackCursor | null = null;

function chunks(events: BattleEvent[]): BattleEvent[][] {
  const out: BattleEvent[][] = [[]];
  for (const e of events) {
    if (e.type === 'roundStart') out.push([]);
    out[out.length - 1]!.push(e);
  }
  return out;
}

window.sceneHarness = {
  selected: null,
  async mount(input, options = {}) {
    await window.sceneHarness.unmount();
    const events = simulate(input, cardCatalog);
    const cursor = createPlaybackCursor({ reducedMotion: options.reducedMotion ?? false, autoplay: options.autoplay ?? false, speed: options.speed ?? 1 });
    if (options.streamed) {
      const parts = chunks(events);
      cursor.append(parts.shift()!);
      const next = () => { const part = parts.shift(); if (part) { cursor.append(part); setTimeout(next, 20); } };
      setTimeout(next, 20);
    } else {
      cursor.append(events);
    }
    current = cursor;
    const el = document.getElementById('stage')!;
    root = createRoot(el);
    await new Promise<void>((resolve) => {
      root!.render(
        <StrictMode>
          <BattleScene
            cursor={cursor}
            reducedMotion={options.reducedMotion ?? false}
            mirrored={options.mirrored ?? false}
            theme={options.theme}
            quality={options.quality ?? 'high'}
            onUnitSelect={(u) => { window.sceneHarness.selected = u; }}
            onFirstFrame={resolve}
            label="Battle"
          />
        </StrictMode>,
      );
    });
    document.getElementById('status')!.textContent = 'mounted';
    return { events: events.length, battleEnd: events[events.length - 1]! };
  },
  async unmount() {
    if (!root) return;
    root.unmount();
    root = null;
    current = null;
    document.getElementById('status')!.textContent = 'unmounted';
  },
  async mountSecond(input) {
    window.sceneHarness.unmountSecond();
    const cursor = createPlaybackCursor({ reducedMotion: false, autoplay: false, speed: 1 });
    cursor.append(simulate(input, cardCatalog));
    const el = document.createElement('div');
    el.id = 'stage2';
    el.style.cssText = 'width: 100vw; height: 40vh';
    document.body.append(el);
    second = createRoot(el);
    await new Promise<void>((resolve) => {
      second!.render(<StrictMode><BattleScene cursor={cursor} quality="high" onFirstFrame={resolve} label="Second battle" /></StrictMode>);
    });
  },
  unmountSecond() {
    second?.unmount();
    second = null;
    document.getElementById('stage2')?.remove();
  },
  cursor: () => current,
  untilEnded() {
    return new Promise((resolve) => {
      const c = current!;
      const check = () => { if (c.getSnapshot().ended) { stop(); resolve(); } };
      const stop = c.subscribe(check);
      check();
    });
  },
};
document.getElementById('status')!.textContent = 'ready';
