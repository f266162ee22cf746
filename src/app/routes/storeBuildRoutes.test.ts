import { describe, expect, it } from 'vitest';
import { menuFor } from '../../screens/main/mainMenu';
import { ROUTES } from './routeTable';
import { routesFor } from './routesFor';

describe('store builds', () => {
  it('the iOS build has no crypto deposit screen, in the routes or the menu; the web build has it', () => {
    const paths = (build: 'web' | 'ios') => routesFor(ROUTES, 'app', build).map((r) => r.path);
    const menu = (build: 'web' | 'ios') => menuFor(build).flatMap((g) => g.items.map((i) => i.path));
    expect(paths('web')).toContain('/deposit-gold-coin');
    expect(menu('web')).toContain('/deposit-gold-coin');
    expect(paths('ios')).not.toContain('/deposit-gold-coin');
    expect(menu('ios')).not.toContain('/deposit-gold-coin');
    expect(paths('ios')).toContain('/wallet-login');
  });
});
