import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SiteSet } from '../../services/site/siteSet';
import type { StoreBuild } from '../../services/site/storeBuild';

/** A site set that lists routes of its own (merged is their union). */
export type ListedSet = Exclude<SiteSet, 'merged'>;

/** How a route's screen is loaded: in the entry bundle, or as its own chunk on first visit. */
export type ScreenRef =
  | { kind: 'eager'; Component: ComponentType }
  | { kind: 'lazy'; Component: LazyExoticComponent<ComponentType>; load: () => Promise<{ default: ComponentType }> };

/** One route: path (react-router syntax), the site sets listing it, its title key and its screen. */
export interface RouteDef {
  path: string;
  sets: readonly ListedSet[];
  titleKey: string;
  screen: ScreenRef;
  /** The screen needs a signed-in player: signed-out visitors are sent to sign in first. */
  player?: boolean;
  /** Store builds that must not have this screen (store rules: crypto deposits are not allowed in the iOS app). */
  hiddenIn?: readonly StoreBuild[];
}

/** A screen bundled with the entry chunk. */
export function eagerScreen(Component: ComponentType): ScreenRef {
  return { kind: 'eager', Component };
}

/** A screen in its own chunk; `load` must be a literal `import()` so the bundler splits it. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ScreenRef {
  return { kind: 'lazy', Component: lazy(load), load };
}
