import type { RouteDef } from './routeDef';
import type { SiteSet } from '../../services/site/siteSet';
import type { StoreBuild } from '../../services/site/storeBuild';

/**
 * The routes a site set serves, one per path. Merged serves both sets; where both claim a path (only `/`),
 * the earlier table entry (the public home page) wins. Routes hidden in this store build are left out.
 */
export function routesFor(table: readonly RouteDef[], set: SiteSet, build: StoreBuild = 'web'): RouteDef[] {
  const seen = new Set<string>();
  const result: RouteDef[] = [];
  for (const route of table) {
    const listed = set === 'merged' || route.sets.includes(set);
    if (!listed || seen.has(route.path) || route.hiddenIn?.includes(build)) continue;
    seen.add(route.path);
    result.push(route);
  }
  return result;
}
