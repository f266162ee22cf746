import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from './routeTable';
import { routesFor } from './routesFor';
import { siteSetForHost } from '../../services/site/siteSet';

// /credits (the art's icon licence, reached from /terms and /setting) is on both hosts.
const PUBLIC_PATHS = ['/', '/terms', '/credits', '/privacy', '/notices', '/notices/:id', '/whitelist'];
const APP_PATHS = [
  '/', '/main', '/more',
  '/apple-login', '/apple-ios-login', '/apple-ios-logined', '/apple-iap', '/email-login', '/telegram-login',
  '/wallet-login', '/google-login', '/email-register', '/change-password', '/new-player', '/setting',
  '/my-card-list', '/my-team', '/my-battles', '/my-burn-list', '/preset-teams',
  '/activity-levels', '/random-team-battle', '/random-player-battle', '/infinite-level-battle', '/battle',
  '/online-card-market', '/online-battle-rank', '/online-user-rank', '/online-team-rank',
  '/deposit-gold-coin', '/convert-game-coin', '/convert-invite-point', '/recover-stamina', '/burn-game-coin',
  '/invite-users', '/mystery-shop-recycle', '/fragment-store',
  '/submit-user-issue', '/terms', '/credits', '/privacy', '/notices', '/notices/:id', '/launch',
  // Tournaments and spectating; ranked seasons.
  '/tournaments', '/tournament', '/spectate', '/season',
];

const paths = (host: string) => routesFor(ROUTES, siteSetForHost(host, 'tcg.game')).map((r) => r.path).sort();
const byPath = (host: string, path: string) =>
  routesFor(ROUTES, siteSetForHost(host, 'tcg.game')).find((r) => r.path === path);

describe('route table per host', () => {
  it('a public host (www., w., the main domain) serves exactly the public routes of SPEC §2', () => {
    for (const host of ['www.tcg.game', 'w.tcg.game', 'tcg.game']) {
      expect(paths(host)).toEqual([...PUBLIC_PATHS].sort());
    }
    expect(byPath('www.tcg.game', '/')?.titleKey).toBe('home');
  });

  it('an app host (a., app.) serves exactly the app routes of SPEC §2, with / as the main screen', () => {
    for (const host of ['a.tcg.game', 'app.tcg.game']) {
      expect(paths(host)).toEqual([...new Set(APP_PATHS)].sort());
    }
    expect(byPath('app.tcg.game', '/')?.titleKey).toBe('main');
    expect(byPath('app.tcg.game', '/whitelist')).toBeUndefined();
  });

  it('any other host serves both, / being the home page and /main the app', () => {
    expect(paths('localhost:3000')).toEqual([...new Set([...PUBLIC_PATHS, ...APP_PATHS])].sort());
    expect(byPath('localhost', '/')?.titleKey).toBe('home');
    expect(byPath('localhost', '/main')?.titleKey).toBe('main');
  });

  it('loads / and /main with the entry and every other screen lazily, each from its own module', () => {
    const lazyLoaders = new Set<string>();
    for (const route of ROUTES) {
      const eager = route.path === '/' || route.path === '/main';
      expect(route.screen.kind, route.path).toBe(eager ? 'eager' : 'lazy');
      if (route.screen.kind === 'lazy') lazyLoaders.add(route.screen.load.toString());
    }
    expect(lazyLoaders.size).toBe(ROUTES.filter((r) => r.screen.kind === 'lazy').length);
  });

  it('every lazy screen module loads and exports a component', async () => {
    // Pixi (the /battle screen) reads `navigator` when its module loads; Node 20 has none.
    vi.stubGlobal('navigator', { userAgent: 'node', platform: 'node', maxTouchPoints: 0 });
    for (const route of ROUTES) {
      if (route.screen.kind !== 'lazy') continue;
      const module = await route.screen.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  });
});
