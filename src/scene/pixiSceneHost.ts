import { createRoot } from '@pixi/react';
import { Container, type Application, type ApplicationOptions } from 'pixi.js';
import { createElement, Fragment, useEffect, type ReactNode } from 'react';
import type { PooledHost } from './hostPool';
import { forgetTextMeasurements, releaseWithLastRenderer } from './releaseWithLastRenderer';

/** Where a mounted scene shows the host's canvas. */
interface Target {
  element: HTMLElement;
  resolution: number;
}

/** Runs `run` once committed: passive effects run after the previous tree's cleanups, so the scene is gone by then. */
function AfterCommit({ run }: { run: () => void }): null {
  useEffect(run, [run]);
  return null;
}

/**
 * One Pixi application (renderer, ticker, canvas) with its @pixi/react root, lent to one battle scene at a time by
 * the HostPool. A mount attaches the canvas to its container, sized and at its resolution, and renders its scene
 * into the root; leaving renders nothing into it (the scene's own cleanup destroys its board, units, effects and
 * textures), stops the ticker, clears and detaches the canvas, and keeps the renderer for the next battle.
 * The application never renders from its ticker: the scene renders only when something changed (RenderGate).
 */
export class PixiSceneHost implements PooledHost {
  readonly canvas: HTMLCanvasElement = document.createElement('canvas');
  lost = false;
  private readonly root = createRoot(this.canvas);
  private readonly blank = new Container();
  private ready: Promise<Application | null> | null = null;
  private app: Application | null = null;
  private target: Target | null = null;
  /** Keys each mount's tree, so a battle following another one mounts afresh instead of updating the old scene. */
  private mounts = 0;

  constructor(readonly key: string, private readonly antialias: boolean) {
    // Pixi's context system prevents the default (so the context can be restored); this host is replaced instead.
    this.canvas.addEventListener('webglcontextlost', () => { this.lost = true; });
  }

  /** Shows the canvas in `element` for a new mount. */
  attach(element: HTMLElement, resolution: number): void {
    this.mounts++;
    this.target = { element, resolution };
    element.appendChild(this.canvas);
    if (this.app) this.fit(this.app);
  }

  /**
   * Renders a mount's scene into the root (the first call starts the application); resolves with the application
   * once it is ready, null when it could not start (no WebGL).
   */
  render(children: ReactNode): Promise<Application | null> {
    const tree = createElement(Fragment, { key: this.mounts }, children);
    if (this.ready) {
      void this.root.render(tree, {});
      return this.ready;
    }
    const element = this.target?.element;
    const options: Partial<ApplicationOptions> = {
      width: element?.clientWidth || 1,
      height: element?.clientHeight || 1,
      resolution: this.target?.resolution ?? 1,
      autoDensity: true,
      antialias: this.antialias,
      backgroundAlpha: 0,
      preference: 'webgl',
      // Pixi's browser bundle (accessibility, DOM overlays, filters) is not used; events are imported by BattleScene.
      skipExtensionImports: true,
    };
    this.ready = (this.root.render(tree, options) as Promise<Application>).then((app) => {
      this.app = app;
      app.ticker.remove(app.render, app);
      // Pixi's pools are emptied when this renderer is destroyed (context loss, other options) and none other lives.
      releaseWithLastRenderer(app.renderer);
      if (this.target) this.fit(app);
      else this.park(app);
      return app;
    }, (error: unknown) => {
      console.error('battle scene: Pixi could not start', error);
      return null;
    });
    return this.ready;
  }

  /** The mount is gone: unmounts its scene and parks the application, detached, until the next mount. */
  detach(): void {
    this.target = null;
    void this.root.render(null, {});
    this.canvas.remove();
    if (this.app) this.park(this.app);
  }

  /** Destroys the application once its root has unmounted whatever it held. */
  destroy(): void {
    this.target = null;
    this.canvas.remove();
    const ready = this.ready;
    const run = () => { void ready?.then((app) => app?.destroy(true, { children: true })); };
    void this.root.render(createElement(AfterCommit, { run }), {});
    this.blank.destroy();
  }

  /** Sizes the renderer to the mount's container at its resolution. */
  private fit(app: Application): void {
    const target = this.target!;
    app.renderer.resize(target.element.clientWidth, target.element.clientHeight, target.resolution);
  }

  /**
   * Stops the ticker, clears the canvas (the next battle never shows the last frame of this one), and drops every
   * GPU resource the battle left with the renderer. Pixi's Graphics.destroy({ children: true }) leaves a Graphics'
   * own context alive, and the renderer keeps each context it drew, with its GPU data, until its garbage collector
   * finds it unused for a minute, and that collector only runs while frames render: with the renderer kept across
   * battles, each battle left ≈ 50 contexts (≈ 390 KB) for good. Nothing is in use between battles, so all goes;
   * so do the text measurements of the battle's styles.
   */
  private park(app: Application): void {
    app.ticker.stop();
    forgetTextMeasurements();
    if (this.lost) return;
    app.renderer.render({ container: this.blank });
    const gc = app.renderer.gc;
    const unusedFor = gc.maxUnusedTime;
    gc.maxUnusedTime = -1;
    try {
      gc.run();
    } finally {
      gc.maxUnusedTime = unusedFor;
    }
  }
}
