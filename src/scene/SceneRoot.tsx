import { useApplication, useTick } from '@pixi/react';
import { Rectangle, type Container, type Ticker } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { BattleStartEvent } from '../engine';
import type { BattleSceneProps } from './battleSceneProps';
import { BoardLayer } from './BoardLayer';
import type { QualitySettings } from './deviceQuality';
import { EffectsLayer, type SceneTexts } from './EffectsLayer';
import { acquireNumberFont } from './numberFont';
import { PlateTextures } from './plateTextures';
import { RenderGate } from './renderGate';
import { probeFirstFrame, probeFrame } from './sceneProbe';
import { boardView, stageSize, TOP_BAND, type BoardView } from './sceneLayout';
import { SceneTextures } from './sceneTextures';
import { StatusIconPreparer } from './statusIconPreparer';
import { unitLooks } from './unitLooks';
import { useSceneProbe } from './useSceneProbe';
import { UnitNode } from './UnitNode';

/** Props of the scene inside the Pixi application. */
export interface SceneRootProps extends BattleSceneProps {
  settings: QualitySettings;
  /** The page is hidden or the scene is suspended: neither advance nor draw. */
  halted: boolean;
  /** The element the canvas fills. */
  container: RefObject<HTMLDivElement | null>;
}

interface Built {
  start: BattleStartEvent;
  board: BoardLayer;
  units: UnitNode[];
  effects: EffectsLayer;
  textures: SceneTextures;
  icons: StatusIconPreparer;
  plates: PlateTextures;
  view: BoardView;
}

const defaultTexts: SceneTexts = {
  skillName: (id) => id.replace(/_/g, ' '),
  round: (round) => `Round ${round}`,
  synergy: (id, level) => `${id.replace(/_synergy$/, '').replace(/_/g, ' ')} · ${level}`,
};

/**
 * The scene inside <Application>: one root container React owns; the board, units and effects are built from the
 * battle-start event (rebuilt if it changes, e.g. after a context loss remount) and destroyed with it; one useTick
 * advances the cursor by the ticker's elapsed time and draws the cursor's frame through refs, no React state.
 */
export function SceneRoot(props: SceneRootProps) {
  // Children render before the application has initialised (no renderer or ticker yet): effects that need them wait.
  const { app, isInitialised } = useApplication();
  const { cursor, settings, halted } = props;
  const mirrored = props.mirrored ?? false;
  const theme = props.theme ?? 'arena';
  const rootRef = useRef<Container>(null);
  const built = useRef<Built | null>(null);
  const firstFrame = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  // Render on change: a frame is drawn and rendered when the cursor's time moved or something else changed (a
  // discrete cursor change, new props, a resize, an image that arrived); a paused or waiting battle costs nothing.
  const [gate] = useState(() => new RenderGate());
  useEffect(() => { gate.markDirty(); });

  const start = useSyncExternalStore(
    cursor.subscribe,
    () => (cursor.timeline.events[0]?.type === 'battleStart' ? cursor.timeline.events[0] : null),
  );

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || !start) return;
    const release = acquireNumberFont();
    const textures = new SceneTextures(() => gate.markDirty());
    const icons = new StatusIconPreparer(textures, (texture) => app.renderer?.texture.initSource(texture.source));
    const plates = new PlateTextures(settings.quality !== 'low');
    const size = stageSize(start.width, start.height);
    const view = boardView(start.width, mirrored);
    const board = new BoardLayer(start.width, start.height, size.width, view, textures, theme, size.height);
    board.eventMode = 'static';
    board.hitArea = new Rectangle(0, 0, size.width, size.height);
    board.on('pointertap', () => latest.current.onUnitSelect?.(null));
    const units = start.units.map((u) => {
      const node = new UnitNode({ ...u, shield: 0, alive: true, statuses: [], turnsEnded: 0, lastCast: {} }, textures, view.side(u.team), plates);
      node.eventMode = 'static';
      node.cursor = 'pointer';
      node.on('pointertap', (e) => { e.stopPropagation(); latest.current.onUnitSelect?.(u.unit); });
      node.on('pointerover', () => latest.current.onUnitHover?.(u.unit));
      node.on('pointerout', () => latest.current.onUnitHover?.(null));
      return node;
    });
    const effects = new EffectsLayer(settings.maxParticles, size.width, TOP_BAND, view);
    effects.eventMode = 'none';
    root.addChild(board, ...units, effects);
    built.current = { start, board, units, effects, textures, icons, plates, view };
    return () => {
      built.current = null;
      icons.stop();
      root.removeChildren();
      board.destroy({ children: true });
      for (const u of units) u.destroy({ children: true });
      effects.destroy();
      textures.destroy();
      plates.destroy();
      release();
    };
  }, [app, start, settings.maxParticles, settings.quality, mirrored, theme]);

  const lastCues = useRef(0);
  /** Draws the cursor's frame into the scene graph; false when there is nothing to draw into yet. */
  const draw = useCallback((): boolean => {
    const b = built.current;
    const root = rootRef.current;
    // No renderer: the application is still initialising or already destroyed (a round streamed in meanwhile
    // notifies the cursor's subscribers). Reading app.screen then throws, and the throw would travel back
    // through the cursor into the worker's round callback and fail the whole battle.
    if (!b || !root || !app.renderer) return false;
    const p = latest.current;
    const reduced = p.reducedMotion ?? p.cursor.timeline.options.reducedMotion;
    const frame = p.cursor.frame();
    lastCues.current = frame.active.length;
    b.icons.prepare(p.cursor.timeline.events);
    const texts: SceneTexts = {
      skillName: p.skillName ?? defaultTexts.skillName,
      round: p.roundLabel ?? defaultTexts.round,
      synergy: p.synergyLabel ?? defaultTexts.synergy,
    };
    const looks = unitLooks(frame, p.selectedUnit ?? null, reduced, b.view);
    b.board.update(frame, texts);
    looks.forEach((look, i) => b.units[i]?.update(look));
    // Units further down the board are drawn in front.
    b.effects.update(frame, looks, texts, reduced);
    // The skill banners are drawn ahead at idle moments (once per translation), not in the frame of a first cast.
    b.effects.prepareBanners(app.renderer, b.start.units, texts.skillName);
    // Fit the virtual stage into the canvas, centred; shake (never in reduced motion) offsets the whole root.
    const size = stageSize(b.start.width, b.start.height);
    const scale = Math.min(app.screen.width / size.width, app.screen.height / size.height);
    let shakeX = 0;
    let shakeY = 0;
    if (!reduced) {
      for (const { cue, progress } of frame.active) {
        if (cue.kind !== 'shake') continue;
        // A critical hit shakes the whole board, hard enough to feel on a phone.
        shakeX += Math.sin(progress * Math.PI * 7) * cue.strength * 1.8 * (1 - progress);
        shakeY += Math.cos(progress * Math.PI * 5) * cue.strength * 0.9 * (1 - progress);
      }
    }
    // The plates are drawn at the resolution the stage is shown at (again only when a resize changes it).
    b.plates.render(app.renderer, scale * app.renderer.resolution);
    root.scale.set(scale);
    root.position.set((app.screen.width - size.width * scale) / 2 + shakeX * scale, (app.screen.height - size.height * scale) / 2 + shakeY * scale);
    if (!firstFrame.current) {
      firstFrame.current = true;
      probeFirstFrame();
      p.onFirstFrame?.();
    }
    return true;
  }, [app]);

  const tickFailed = useRef(false);
  const ticking = useRef(false);
  const onTick = useCallback((ticker: Ticker) => {
    if (latest.current.halted) return;
    // Pixi's ticker asks for the next frame only after its listeners return: one exception here would stop it for
    // good and freeze the battle, with nothing on screen saying why. Report it once and keep going.
    try {
      const { cursor: c } = latest.current;
      // Every ticker frame counts (tests wait for frames after a change), drawn or not: the gate renders a change
      // in the frame after it, so two frames after a seek show it.
      const timer = probeFrame(c);
      // The cursor notifies when the tick crosses an event; this frame draws right after, so the subscriber below
      // need not draw as well (it did: every frame that reached an event drew twice).
      ticking.current = true;
      try {
        c.tick(ticker.deltaMS);
      } finally {
        ticking.current = false;
      }
      timer.ticked();
      if (!gate.shouldRender(c.time)) return;
      if (!draw()) {
        gate.markDirty(); // not built yet: try again next frame
        return;
      }
      timer.drawn();
      app.render();
      timer.rendered(lastCues.current);
    } catch (error) {
      if (!tickFailed.current) console.error('battle scene: a frame failed', error);
      tickFailed.current = true;
    }
  }, [app, draw, gate]);
  useTick(onTick);

  // The application renders from this scene's tick (only when something changed), not on every ticker frame: the
  // host took app.render off the ticker (pixiSceneHost.ts).

  // Halted (hidden page, inactive Telegram): stop the ticker, so nothing renders or advances. The application is
  // shared: its host stops the ticker when the battle leaves, and this starts it for the next one.
  useEffect(() => {
    if (!isInitialised) return;
    if (halted) app.ticker?.stop();
    else app.ticker?.start();
  }, [app, isInitialised, halted]);

  // Pixi's resizeTo follows window resizes only: follow the container (layout changes, Telegram's viewport) too.
  useEffect(() => {
    const el = props.container.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!app.renderer) return;
      app.renderer.resize(el.clientWidth, el.clientHeight);
      gate.markDirty();
      draw();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [app, draw, props.container]);

  useEffect(() => {
    if (!isInitialised || !app.ticker) return;
    app.ticker.maxFPS = settings.maxFps;
  }, [app, isInitialised, settings.maxFps]);

  useSceneProbe(app, isInitialised, cursor, rootRef);

  // A draw right after any discrete change, so a paused seek shows at once even if the ticker is slow to come (a
  // change from the scene's own tick is drawn by that tick).
  useEffect(() => cursor.subscribe(() => {
    gate.markDirty();
    if (!latest.current.halted && !ticking.current) draw();
  }), [cursor, draw, gate]);

  return <pixiContainer ref={rootRef} label="stage" sortableChildren={false} />;
}
