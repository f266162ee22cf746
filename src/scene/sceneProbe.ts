import type { Application, Container } from 'pixi.js';
import { BitmapText, Text } from 'pixi.js';
import type { PlaybackCursor } from '../playback';
import type { SceneQuality } from './battleSceneProps';

/** One labelled, visible node of the scene graph as tests and the bench read it. */
export interface SceneGraphNode {
  label: string;
  x: number;
  y: number;
  alpha: number;
  text?: string;
  children?: SceneGraphNode[];
}

/** One drawn frame's breakdown (see {@link SceneProbe.frameParts}). */
export interface FramePart {
  /** performance.now() when the frame began. */
  at: number;
  tick: number;
  draw: number;
  render: number;
  /** Events the cursor crossed this frame. */
  events: number;
  /** Cues in flight in the drawn frame. */
  cues: number;
}

/** What a mounted scene exposes when a test or the bench opts in by defining `window.__tcgSceneProbe`. */
export interface SceneProbe {
  cursor: PlaybackCursor | null;
  app: Application | null;
  /** Ticker frames since mount (each renders only if something changed, see RenderGate). */
  frames: number;
  /** performance.now() of the first frame with the board drawn. */
  firstFrameAt: number;
  /** When an array, each ticker frame's JS time (cursor, drawing and Pixi's render) in ms is pushed onto it. */
  frameTimes: number[] | null;
  /**
   * When an array, each frame the scene drew pushes what it did: ms in cursor.tick (with its subscribers), draw()
   * and app.render(), how many events the tick crossed and how many cues were in flight (the bench lists the slowest).
   */
  frameParts: FramePart[] | null;
  /** Set by a test or the bench before the scene mounts: forces the quality class (e.g. HIGH on software GL). */
  quality?: SceneQuality;
  /** Serialised tree of labelled visible nodes (virtual coordinates, rounded). */
  graph: () => SceneGraphNode[];
}

declare global {
  interface Window {
    __tcgSceneProbe?: Partial<SceneProbe>;
  }
}

const round = (v: number) => Math.round(v * 10) / 10;

/** Serialises the labelled, visible nodes under `root` (unlabelled nodes are walked through). */
export function serialiseGraph(root: Container): SceneGraphNode[] {
  const out: SceneGraphNode[] = [];
  for (const child of root.children) {
    if (!child.visible || child.alpha <= 0.01) continue;
    const kids = serialiseGraph(child as Container);
    if (!child.label) {
      out.push(...kids);
      continue;
    }
    const node: SceneGraphNode = { label: child.label, x: round(child.x), y: round(child.y), alpha: round(child.alpha) };
    if (child instanceof Text || child instanceof BitmapText) node.text = child.text;
    if (kids.length > 0) node.children = kids;
    out.push(node);
  }
  return out;
}

/** The opt-in probe object, or null in normal use (nothing is exposed unless a test asked for it). */
export function sceneProbe(): Partial<SceneProbe> | null {
  return typeof window !== 'undefined' && window.__tcgSceneProbe ? window.__tcgSceneProbe : null;
}

/** Times one drawn frame's parts for {@link SceneProbe.frameParts}; a no-op object when nobody asked. */
export interface FrameTimer {
  /** The cursor has ticked. */
  ticked(): void;
  /** The scene has drawn. */
  drawn(): void;
  /** Pixi has rendered the frame, with `cues` in flight. */
  rendered(cues: number): void;
}

const idleTimer: FrameTimer = { ticked() {}, drawn() {}, rendered() {} };

/** Counts a ticker frame and starts timing it, if a test or the bench asked (before the cursor ticks). */
export function probeFrame(cursor: PlaybackCursor): FrameTimer {
  const probe = sceneProbe();
  if (!probe) return idleTimer;
  probe.frames = (probe.frames ?? 0) + 1;
  const parts = probe.frameParts;
  if (!parts) return idleTimer;
  const at = performance.now();
  const index = cursor.getSnapshot().eventIndex;
  let ticked = at;
  let drawn = at;
  return {
    ticked() { ticked = performance.now(); },
    drawn() { drawn = performance.now(); },
    rendered(cues) {
      parts.push({ at, tick: ticked - at, draw: drawn - ticked, render: performance.now() - drawn, events: cursor.getSnapshot().eventIndex - index, cues });
    },
  };
}

/** Notes the first frame with the board drawn, if a test or the bench asked. */
export function probeFirstFrame(): void {
  const probe = sceneProbe();
  if (probe) probe.firstFrameAt = performance.now();
}
