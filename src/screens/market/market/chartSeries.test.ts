import { describe, expect, it } from 'vitest';
import { chartSeries } from './chartSeries';

describe('chartSeries', () => {
  it('orders days oldest first and places each at noon UTC', () => {
    const s = chartSeries([
      { day: '2026-11-20', median: 150, low: 120, high: 200, sales: 3 },
      { day: '2026-11-02', median: 90, low: 90, high: 90, sales: 1 },
    ]);
    expect(s.x).toEqual([Date.UTC(2026, 10, 2, 12) / 1000, Date.UTC(2026, 10, 20, 12) / 1000]);
    expect(s.median).toEqual([90, 150]);
    expect(s.low).toEqual([90, 120]);
    expect(s.high).toEqual([90, 200]);
  });

  it('is empty without sales', () => {
    expect(chartSeries([])).toEqual({ x: [], low: [], high: [], median: [] });
  });
});
