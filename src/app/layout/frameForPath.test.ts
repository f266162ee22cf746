import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/routeTable';
import { routesFor } from '../routes/routesFor';
import { frameForPath } from './frameForPath';

const merged = routesFor(ROUTES, 'merged');

describe('frameForPath', () => {
  it('keeps the public bar on the public site and on its own pages of a merged host', () => {
    expect(frameForPath('/', routesFor(ROUTES, 'public'), 'public')).toBe('public');
    expect(frameForPath('/notices', routesFor(ROUTES, 'public'), 'public')).toBe('public');
    expect(frameForPath('/', merged, 'merged')).toBe('public');
    expect(frameForPath('/whitelist', merged, 'merged')).toBe('public');
  });

  it('gives every game screen the hub, on an app host and on a merged one', () => {
    expect(frameForPath('/', routesFor(ROUTES, 'app'), 'app')).toBe('game');
    for (const path of ['/main', '/my-team', '/notices', '/notices/3', '/setting', '/more', '/battle']) {
      expect(frameForPath(path, merged, 'merged'), path).toBe('game');
    }
  });
});
