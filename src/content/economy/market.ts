/**
 * Card market numbers (docs/ECONOMY.md, "Card market"). Prices are in game coin. The fee is taken from the
 * seller's side at sale and burned (it leaves circulation: a sink against coin inflation), rounded up so the
 * house never loses a fraction.
 */
export const MARKET = {
  /** Lowest asking price per rarity: keeps cheap dumps (and coin smuggling between accounts) out. */
  priceFloor: { common: 50, rare: 200, epic: 800, legendary: 3_000 },
  /** Highest asking price of any listing. */
  priceCeiling: 10_000_000,
  /** Market fee in basis points of the price (500 = 5%), at least `minFee`. */
  feeBasisPoints: 500,
  minFee: 1,
  /** A listing ends by itself after this long; the copy goes back to its owner. */
  listingHours: 72,
  /** Most active listings one player may hold. */
  maxActiveListings: 50,
  /** Most listings one bulk cancel may name. */
  maxBulkCancel: 50,
  /** The price chart covers this many days. */
  historyDays: 30,
  /** Sales shown as "last sales". */
  lastSales: 10,
} as const;

/** A card rarity the market prices. */
export type MarketRarity = keyof typeof MARKET.priceFloor;

/** The fee of a sale at `price`: ceil(price × bps / 10000), at least minFee. */
export function marketFee(price: number): number {
  return Math.max(MARKET.minFee, Math.ceil((price * MARKET.feeBasisPoints) / 10_000));
}

/** What the seller receives for a sale at `price`. */
export function sellerNet(price: number): number {
  return price - marketFee(price);
}

/** Whether `price` is a valid asking price for a card of `rarity`. */
export function priceAllowed(rarity: MarketRarity, price: number): boolean {
  return Number.isInteger(price) && price >= MARKET.priceFloor[rarity] && price <= MARKET.priceCeiling;
}

/** The median of sale prices, rounded down; null without sales. */
export function medianPrice(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : Math.floor(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}
