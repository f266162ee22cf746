import { matchPath } from 'react-router-dom';
import type { RouteDef } from '../routes/routeDef';
import type { SiteSet } from '../../services/site/siteSet';

/** Which page frame a screen gets: the public site's bar, or the game's hub (tab bar on a phone, side rail on a desktop). */
export type Frame = 'public' | 'game';

/**
 * The frame of a path: a public host is all public; an app host all game; on a merged host the screens only the
 * public site lists (its home page, the whitelist) keep the public bar and every other screen is the game's.
 */
export function frameForPath(pathname: string, routes: readonly RouteDef[], set: SiteSet): Frame {
  if (set !== 'merged') return set === 'public' ? 'public' : 'game';
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return route && !route.sets.includes('app') ? 'public' : 'game';
}
