import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AccountMe } from '../../../contracts/accounts';
import type { OwnedCard } from '../../../contracts/cards/ownedCard';
import type { CardPrices, MarketListing, MarketTrade } from '../../../contracts/market';
import { MARKET_QUERY_KEY } from '../../../services/market';
import { ME_QUERY_KEY } from '../../../services/session/useMe';
import { HistoryTab } from './HistoryTab';
import { ListingSheet } from './ListingSheet';
import { MyListingsTab } from './MyListingsTab';
import { SellForm } from './SellForm';

const NAMESPACES = ['economy', 'cards', 'units', 'ui'] as const;
const locale = (ns: string): Record<string, unknown> => JSON.parse(readFileSync(path.resolve(__dirname, `../../../../public/locales/en/${ns}.json`), 'utf8')) as Record<string, unknown>;

const CARD = 'iron_recruit';
const prices: CardPrices = { cardId: CARD, floor: 120, activeListings: 2, median: 130, lastSales: [{ price: 125, level: 1, at: '2026-11-20T10:00:00.000Z' }], days: [] };

/** Renders `ui` in English with the account (`coin` game coin), the card's prices and `cached` market answers already cached, so nothing is fetched. */
async function render(ui: ReactElement, coin: number, cached: { mine?: MarketListing[]; trades?: MarketTrade[] } = {}): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', ns: [...NAMESPACES], defaultNS: 'ui', resources: { en: Object.fromEntries(NAMESPACES.map((ns) => [ns, locale(ns)])) } });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const me: AccountMe = {
    account: { id: '00000000-0000-4000-8000-000000000001', displayName: 'Ana', avatarCardId: null, isGuest: true, createdAt: '2026-01-01T00:00:00.000Z' },
    settings: { language: 'en', soundOn: true, soundVolume: 80, musicOn: true, musicVolume: 50, hapticsOn: true, battleSpeed: 1, reducedMotion: false },
    identities: [],
    balances: { gold_coin: 0, game_coin: coin, invite_points: 0, fragments: 0 },
    stamina: { current: 1, max: 1, regenIntervalSeconds: 60, nextPointAt: null, fullAt: null, recovery: { priceGameCoin: 1, stamina: 1 } },
    firstRun: 'done',
  };
  client.setQueryData(ME_QUERY_KEY, me);
  client.setQueryData([...MARKET_QUERY_KEY, 'prices', CARD], prices);
  client.setQueryData([...MARKET_QUERY_KEY, 'mine'], { listings: cached.mine ?? [] });
  client.setQueryData([...MARKET_QUERY_KEY, 'history'], { trades: cached.trades ?? [] });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const listing = (over: Partial<MarketListing>): MarketListing => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  cardId: CARD,
  level: 3,
  rarity: 'common',
  families: ['warrior'],
  element: 'earth',
  price: 140,
  fee: 7,
  sellerNet: 133,
  status: 'active',
  createdAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-11-26T10:00:00.000Z',
  closedAt: null,
  mine: false,
  ...over,
});

const copy: OwnedCard = { instanceId: '00000000-0000-4000-8000-0000000000bb', cardId: CARD, level: 2, acquiredAt: '2026-11-01T00:00:00.000Z', acquiredHow: 'starter_grant', lockedBy: null };

describe('market screens', () => {
  it('the sell form starts at the rarity floor and shows the fee, the net and the bounds before listing', async () => {
    const html = await render(<SellForm copy={copy} rarity="rare" onBack={() => undefined} onListed={() => undefined} />, 0);
    expect(html).toContain('value="200"');
    expect(html).toContain('This rarity sells for 200 to 10,000,000 game coin.');
    expect(html).toMatch(/Market fee \(5%, burned\).*?−10/);
    expect(html).toMatch(/data-testid="sell-net">.*?190/);
    expect(html).toContain('List for 200');
    // The card's price facts are there as a guide.
    expect(html).toMatch(/data-testid="price-floor">.*?120/);
    expect(html).toMatch(/data-testid="price-median">.*?130/);
  });

  it('a listing shows the balance before and after and asks to buy', async () => {
    const html = await render(<ListingSheet listing={listing({})} onClose={() => undefined} />, 1_000);
    expect(html).toContain('You have 1,000 game coin; after buying: 860.');
    expect(html).toMatch(/<button type="button" class="button">Buy for 140<\/button>/);
    expect(html).toContain('No sales in the last 30 days yet.');
  });

  it('a buyer short of coin is told how much is missing and cannot press buy', async () => {
    const html = await render(<ListingSheet listing={listing({})} onClose={() => undefined} />, 100);
    expect(html).toContain('You need 40 more game coin.');
    expect(html).toMatch(/<button type="button" class="button" disabled="">Buy for 140<\/button>/);
  });

  it('the seller is pointed to My listings instead of a buy button', async () => {
    const html = await render(<ListingSheet listing={listing({ mine: true })} onClose={() => undefined} />, 1_000);
    expect(html).toContain('This is your listing: cancel it under My listings.');
    expect(html).not.toContain('Buy for');
  });

  it('my listings: active ones can be ticked and cancelled, a sold one shows what the seller received', async () => {
    const sold = listing({ id: '00000000-0000-4000-8000-0000000000cc', status: 'sold', mine: true, closedAt: '2026-11-24T10:00:00.000Z' });
    const html = await render(<MyListingsTab />, 0, { mine: [listing({ mine: true }), sold] });
    expect(html).toContain('Select all active');
    expect(html).toContain('Cancel selected (0)');
    expect(html.match(/type="checkbox"/g)).toHaveLength(1);
    expect(html).toMatch(/data-status="active".*?On sale.*?>Cancel</);
    expect(html).toMatch(/data-status="sold".*?Sold.*?\+133/);
  });

  it('history shows a sale as + price − fee and a purchase as − price', async () => {
    const trades: MarketTrade[] = [
      { listingId: '00000000-0000-4000-8000-0000000000dd', cardId: CARD, level: 1, price: 140, fee: 7, role: 'sold', at: '2026-11-23T10:00:00.000Z' },
      { listingId: '00000000-0000-4000-8000-0000000000ee', cardId: CARD, level: 2, price: 300, fee: 15, role: 'bought', at: '2026-11-22T10:00:00.000Z' },
    ];
    const html = await render(<HistoryTab />, 0, { trades });
    expect(html).toMatch(/data-role="sold".*?Price 140, fee 7.*?\+133/);
    expect(html).toMatch(/data-role="bought".*?Bought.*?−300/);
  });
});
