import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AccountMe } from '../../contracts/accounts';
import { ME_QUERY_KEY } from '../../services/session/useMe';
import { PlayerHeader } from './PlayerHeader';

const en: unknown = JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/locales/en/ui.json'), 'utf8'));

/** Renders the header with the account cache already holding `me` (no request is made). */
async function render(me: AccountMe | null): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', ns: ['ui'], defaultNS: 'ui', resources: { en: { ui: en as Record<string, unknown> } } });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(ME_QUERY_KEY, me);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PlayerHeader />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const me = (stamina: AccountMe['stamina']): AccountMe => ({
  account: { id: '00000000-0000-4000-8000-000000000001', displayName: 'Ana Bell', avatarCardId: null, isGuest: true, createdAt: '2026-01-01T00:00:00.000Z' },
  settings: { language: 'en', soundOn: true, soundVolume: 80, musicOn: true, musicVolume: 50, hapticsOn: true, battleSpeed: 1, reducedMotion: false },
  identities: [],
  balances: { gold_coin: 50, game_coin: 12_345, invite_points: 0, fragments: 30 },
  stamina,
  firstRun: 'done',
});

/** The stamina offer as the server sends it. */
const recovery = { priceGameCoin: 100, stamina: 60 };

describe('PlayerHeader', () => {
  it('shows the name, the four balances and stamina with the time to the next point', async () => {
    const next = new Date(Date.now() + 125_000).toISOString();
    const html = await render(me({ current: 87, max: 120, regenIntervalSeconds: 360, nextPointAt: next, fullAt: null, recovery }));
    expect(html).toContain('Ana Bell');
    expect(html).toContain('Guest account');
    expect(html).toMatch(/data-currency="gold_coin".*?<dd>50<\/dd>/);
    expect(html).toMatch(/data-currency="game_coin".*?<dd>12,345<\/dd>/);
    expect(html).toMatch(/data-currency="invite_points".*?<dd>0<\/dd>/);
    expect(html).toMatch(/data-currency="fragments".*?<dd>30<\/dd>/);
    expect(html).toContain('<strong>87/120</strong>');
    expect(html).toMatch(/\+1 in 2:0[45]/);
  });

  it('says Full when stamina is at its maximum', async () => {
    const html = await render(me({ current: 120, max: 120, regenIntervalSeconds: 360, nextPointAt: null, fullAt: null, recovery }));
    expect(html).toContain('Full');
    expect(html).not.toContain('+1 in');
  });

  it('offers Sign in and Play as guest when nobody is signed in', async () => {
    const html = await render(null);
    expect(html).toContain('data-state="signed-out"');
    expect(html).toContain('href="/email-login"');
    expect(html).toContain('href="/new-player"');
    expect(html).not.toContain('data-currency');
  });
});
