import { useApplication } from '@pixi/react';
import { useEffect, type RefObject } from 'react';

/**
 * Resizes the application whenever its container changes size (the layout, Telegram's viewport), not only on window
 * resizes as Pixi's own `resizeTo` does.
 */
export function ResizeFollower({ target }: { target: RefObject<HTMLElement | null> }) {
  const { app } = useApplication();
  useEffect(() => {
    const el = target.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => { if (app.renderer) app.resize(); });
    observer.observe(el);
    return () => observer.disconnect();
  }, [app, target]);
  return null;
}
