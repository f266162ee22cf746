import type { CardPrices } from '../../src/contracts/market';
import type { AppDeps } from '../appDeps';
import { MARKET, medianPrice } from '../../src/content/economy/market';

/**
 * Price facts of one card: the lowest unexpired asking price, the median of its sales over the chart's days,
 * its last sales and one point per day with sales (median, low, high, count; UTC days). Only sales in price
 * history count (wash trades between accounts sharing sign-in evidence are left out).
 */
export async function cardPriceHistory(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { cardId: string; now: Date }): Promise<CardPrices> {
  const { cardId, now } = input;
  const since = new Date(now.getTime() - MARKET.historyDays * 86_400_000);
  const [floor, sales, last] = [await deps.repositories.market.floorOf(deps.db, cardId, now), await deps.repositories.market.historySince(deps.db, cardId, since), await deps.repositories.market.lastSales(deps.db, cardId, MARKET.lastSales)];
  const byDay = new Map<string, number[]>();
  for (const sale of sales) {
    const day = sale.soldAt.toISOString().slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), sale.price]);
  }
  return {
    cardId,
    floor: floor.floor,
    activeListings: floor.count,
    median: medianPrice(sales.map((s) => s.price)),
    lastSales: last.map((s) => ({ price: s.price, level: s.level, at: s.soldAt.toISOString() })),
    days: [...byDay].map(([day, prices]) => ({ day, median: medianPrice(prices) ?? 0, low: Math.min(...prices), high: Math.max(...prices), sales: prices.length })),
  };
}
