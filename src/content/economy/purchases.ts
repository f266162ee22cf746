/**
 * Goods sold for real money (docs/ECONOMY.md "In-app purchases"): gold coin packs, the same in the App Store
 * (by product id) and in Telegram (priced in Stars, currency XTR). Purchased gold never expires.
 */
export interface GoodsPack {
  /** Our id for the pack (stable: purchases record it). */
  id: string;
  /** Gold coin credited. */
  gold: number;
  /** The App Store product id (a consumable in App Store Connect). */
  appleProductId: string;
  /** The price in Telegram Stars. */
  stars: number;
}

/** Every pack on sale, smallest first. */
export const GOODS_PACKS: readonly GoodsPack[] = [
  { id: 'gold_100', gold: 100, appleProductId: 'game.tcg.gold.100', stars: 50 },
  { id: 'gold_550', gold: 550, appleProductId: 'game.tcg.gold.550', stars: 250 },
  { id: 'gold_1200', gold: 1200, appleProductId: 'game.tcg.gold.1200', stars: 500 },
];

/** A pack by our id. */
export function goodsPack(id: string): GoodsPack | undefined {
  return GOODS_PACKS.find((p) => p.id === id);
}

/** A pack by its App Store product id. */
export function goodsPackByAppleProduct(productId: string): GoodsPack | undefined {
  return GOODS_PACKS.find((p) => p.appleProductId === productId);
}
