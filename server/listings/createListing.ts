import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { MarketListing } from '../../src/contracts/market';
import { MARKET, marketFee, priceAllowed } from '../../src/content/economy/market';
import { cardCatalog } from '../../src/content/catalog';
import { listingOf } from '../db/marketRepository';
import type { MarketRefusalReason } from '../../src/contracts/market/marketRefusalReason';
import { expireListing } from './expireListings';

/** What listing a card answers. */
export interface CreateListingResult {
  listing: MarketListing;
  replayed: boolean;
}

/**
 * Lists a free copy for game coin, in one transaction: lock the copy (FOR UPDATE), answer a retry of the same key
 * with its listing, end the copy's previous listing if it expired unswept, check owner, lock and price, insert the
 * listing and put the copy in escrow (`locked_by = 'market'`). The partial unique index on active listings per
 * copy is the last line against two listings of one copy. The fee is fixed now, so the seller sees the net.
 */
export async function createListing(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; instanceId: string; price: number; idempotencyKey: string; now: Date }): Promise<Outcome<CreateListingResult, MarketRefusalReason>> {
  const { accountId, instanceId, price, idempotencyKey, now } = input;
  return deps.db.transaction(async (tx): Promise<Outcome<CreateListingResult, MarketRefusalReason>> => {
    const [card] = await deps.repositories.cards.lockOwned(tx, accountId, [instanceId]);
    const previous = await deps.repositories.market.findByCreateKey(tx, accountId, idempotencyKey);
    if (previous) {
      if (previous.cardInstanceId !== instanceId || previous.price !== price) return refuse('idempotency_conflict');
      return succeed({ listing: listingOf(previous, accountId), replayed: true });
    }
    if (!card || card.burnedAt) return refuse('card_not_found');
    if (card.lockedBy === 'market') {
      const active = await deps.repositories.market.activeForCard(tx, instanceId);
      if (!active || active.expiresAt > now || !(await expireListing({ ...deps, db: tx }, active.id, now))) return refuse('card_listed');
      card.lockedBy = null;
    }
    if (card.lockedBy === 'team') return refuse('card_in_team');
    const unit = cardCatalog.units.get(card.cardId);
    if (!unit) throw new Error(`card "${card.cardId}" is not in the card set`);
    if (!priceAllowed(unit.rarity, price)) return refuse('price_out_of_range', { rarity: unit.rarity, min: MARKET.priceFloor[unit.rarity], max: MARKET.priceCeiling });
    if ((await deps.repositories.market.countActive(tx, accountId, now)) >= MARKET.maxActiveListings) return refuse('too_many_listings', { max: MARKET.maxActiveListings });
    const row = await deps.repositories.market.insert(tx, {
      sellerId: accountId,
      cardInstanceId: instanceId,
      cardId: card.cardId,
      level: card.level,
      rarity: unit.rarity,
      families: [...unit.families],
      element: unit.element,
      price,
      fee: marketFee(price),
      status: 'active',
      createdAt: now,
      expiresAt: new Date(now.getTime() + MARKET.listingHours * 3_600_000),
      createKey: idempotencyKey,
    });
    const locked = await deps.repositories.cards.setLock(tx, accountId, [instanceId], 'market', null);
    if (locked.length !== 1) throw new Error('unreachable: the card row is locked by this transaction');
    return succeed({ listing: listingOf(row, accountId), replayed: false });
  });
}
