import type { CardPrices } from '../../../contracts/market';

/** The price chart's columns: x in unix seconds (noon UTC of each day, so a dot sits mid-day), then low, high and median. */
export interface ChartSeries {
  x: number[];
  low: number[];
  high: number[];
  median: number[];
}

/** The chart's data from the server's days (days without sales are simply absent), oldest first. */
export function chartSeries(days: CardPrices['days']): ChartSeries {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  return {
    x: sorted.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000),
    low: sorted.map((d) => d.low),
    high: sorted.map((d) => d.high),
    median: sorted.map((d) => d.median),
  };
}
