import { RARITIES, type Rarity } from '../../engine/types';
import { FRAGMENT_STORE } from '../../content/economy/fragmentStore';
import { UNIT_CARDS } from '../../content/catalog';
import { fairRandomBelow } from '../mystery/fairRandom';

/** One card on offer in a rotation. */
export interface StoreOfferSlot {
  cardId: string;
  rarity: Rarity;
  priceFragments: number;
  limit: number;
}

/** The rotation a moment belongs to: its UTC date, `YYYY-MM-DD`. The offer changes at 00:00 UTC. */
export function storeRotation(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When the rotation of `now` ends (the next 00:00 UTC). */
export function storeRotationEnds(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * The offer of one rotation, from its date alone (docs/ECONOMY.md "Fragment store"): for each rarity in order,
 * `slots[rarity]` distinct cards of that rarity picked by a partial Fisher–Yates shuffle of the card set's
 * order, each swap index a fair number (fairRandomBelow, no modulo bias) from HMAC-SHA256(key =
 * `fragment-store:v<version>`, message = `<date>:<rarity>:<i>`). Anyone can recompute it; nobody can steer it.
 */
export function storeOffer(rotation: string): StoreOfferSlot[] {
  const key = `fragment-store:v${FRAGMENT_STORE.version}`;
  const offer: StoreOfferSlot[] = [];
  for (const rarity of RARITIES) {
    const pool = UNIT_CARDS.filter((c) => c.rarity === rarity).map((c) => c.id);
    const take = Math.min(FRAGMENT_STORE.slots[rarity], pool.length);
    for (let i = 0; i < take; i += 1) {
      const j = i + fairRandomBelow(key, `${rotation}:${rarity}:${i}`, pool.length - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      offer.push({ cardId: pool[i]!, rarity, priceFragments: FRAGMENT_STORE.priceFragments[rarity], limit: FRAGMENT_STORE.limitPerRotation[rarity] });
    }
  }
  return offer;
}
