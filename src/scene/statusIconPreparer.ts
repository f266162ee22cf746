import type { Texture } from 'pixi.js';
import { whenIdle } from '../browser/whenIdle';
import { statusIconPath } from '../contracts/art';
import type { BattleEvent } from '../engine';
import type { SceneTextures } from './sceneTextures';

/**
 * Loads the icon of every status a battle applies as soon as its events arrive, and has each uploaded to the GPU at
 * an idle moment: once per status and battle, not in the frame where a unit first shows it. Made there, an icon
 * drew placeholder letters into a canvas and uploaded them, then uploaded the image when it arrived (at 4× a few
 * rounds' first statuses landed in one frame: the slowest frames of a battle).
 */
export class StatusIconPreparer {
  private readonly seen = new Set<string>();
  private scanned = 0;
  private readonly pending: Texture[] = [];
  /** Cancels the idle callback waiting to upload, while one is. */
  private cancelIdle: (() => void) | null = null;
  private stopped = false;

  /** `upload` sends a texture to the GPU (the renderer's texture system). */
  constructor(
    private readonly textures: Pick<SceneTextures, 'load'>,
    private readonly upload: (texture: Texture) => void,
  ) {}

  /** Looks at the events not seen yet (rounds stream in; the list only grows) and prepares each new status's icon. */
  prepare(events: readonly BattleEvent[]): void {
    if (events.length < this.scanned) this.scanned = 0;
    for (; this.scanned < events.length; this.scanned++) {
      const event = events[this.scanned]!;
      if (event.type !== 'statusApplied' || this.seen.has(event.status)) continue;
      this.seen.add(event.status);
      void this.textures.load(statusIconPath(event.status), 64).then((texture) => {
        if (!texture || this.stopped) return;
        this.pending.push(texture);
        this.schedule();
      });
    }
  }

  /** Stops uploading (the scene is being destroyed). */
  stop(): void {
    this.stopped = true;
    this.cancelIdle?.();
    this.cancelIdle = null;
    this.pending.length = 0;
  }

  private schedule(): void {
    if (this.cancelIdle !== null) return;
    this.cancelIdle = whenIdle((deadline) => {
      this.cancelIdle = null;
      if (this.stopped) return;
      while (this.pending.length > 0 && deadline.timeRemaining() > 2) {
        const texture = this.pending.shift()!;
        if (!texture.destroyed) this.upload(texture);
      }
      if (this.pending.length > 0) this.schedule();
    });
  }
}
