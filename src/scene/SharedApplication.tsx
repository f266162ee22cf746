import { FiberProvider, useContextBridge } from 'its-fine';
import type { Application } from 'pixi.js';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { HostPool } from './hostPool';
import { PixiSceneHost } from './pixiSceneHost';

/** The page's Pixi applications: one kept for the page's life and lent to each battle in turn (see HostPool). */
const hosts = new HostPool<PixiSceneHost>(
  (key) => new PixiSceneHost(key, key === 'antialias'),
  (host) => host.destroy(),
);

/** Props of {@link SharedApplication}. */
export interface SharedApplicationProps {
  resolution: number;
  /** Init-only: a mount asking for another value than the kept application's gets a new one. */
  antialias: boolean;
  /** Bumped to drop the application (its WebGL context was lost and restored) and mount on a new one. */
  generation: number;
  /** Called once per mount when the application is ready (at once when it was kept from an earlier battle). */
  onInit?: (app: Application) => void;
  children: ReactNode;
}

/** One mount's hold on a host. */
interface Mount {
  host: PixiSceneHost;
  notified: boolean;
  gone: boolean;
}

/**
 * Stands in for @pixi/react's <Application> (which creates and destroys a Pixi application per mount): renders its
 * children into a shared application's root, through the same its-fine context bridge <Application> uses, so
 * React contexts above reach the scene. Leaving unmounts the children and keeps the renderer for the next battle.
 * The canvas fills the nearest positioned ancestor.
 */
export function SharedApplication(props: SharedApplicationProps) {
  return (
    <FiberProvider>
      <SharedApplicationRoot {...props} />
    </FiberProvider>
  );
}

function SharedApplicationRoot({ resolution, antialias, generation, onInit, children }: SharedApplicationProps) {
  const Bridge = useContextBridge();
  // The canvas goes into an element of this component: its ref is set before these layout effects run (a parent's
  // element is not yet), and it fills the parent, which must be positioned.
  const container = useRef<HTMLDivElement>(null);
  const mount = useRef<Mount | null>(null);
  const latestOnInit = useRef(onInit);
  latestOnInit.current = onInit;

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const held: Mount = { host: hosts.acquire(antialias ? 'antialias' : 'aliased'), notified: false, gone: false };
    held.host.attach(element, resolution);
    mount.current = held;
    return () => {
      held.gone = true;
      mount.current = null;
      held.host.detach();
      hosts.release(held.host);
    };
  }, [resolution, antialias, generation]);

  // Every commit, as <Application> does: the children are this render's.
  useLayoutEffect(() => {
    const held = mount.current;
    if (!held) return;
    const ready = held.host.render(<Bridge>{children}</Bridge>);
    if (held.notified) return;
    held.notified = true;
    void ready.then((app) => { if (app && !held.gone) latestOnInit.current?.(app); });
  });

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} />;
}
