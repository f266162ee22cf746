import { describe, expect, it } from 'vitest';
import { checkAmount, quickAmounts } from './checkAmount';

const limits = { min: 2, max: 100_000 };

describe('checkAmount', () => {
  it('accepts whole amounts within the limits and the balance, with group separators', () => {
    expect(checkAmount('7', limits, 50)).toEqual({ ok: true, amount: 7 });
    expect(checkAmount(' 1 000 ', limits, 5000)).toEqual({ ok: true, amount: 1000 });
    expect(checkAmount('1,000', limits, 5000)).toEqual({ ok: true, amount: 1000 });
  });

  it('names what is wrong', () => {
    expect(checkAmount('', limits, 50)).toEqual({ ok: false, problem: 'empty' });
    expect(checkAmount('2.5', limits, 50)).toEqual({ ok: false, problem: 'not_whole' });
    expect(checkAmount('-3', limits, 50)).toEqual({ ok: false, problem: 'not_whole' });
    expect(checkAmount('1e3', limits, 5000)).toEqual({ ok: false, problem: 'not_whole' });
    expect(checkAmount('1', limits, 50)).toEqual({ ok: false, problem: 'below_min' });
    expect(checkAmount('100001', limits, 10 ** 9)).toEqual({ ok: false, problem: 'above_max' });
    expect(checkAmount('99999999999999999999', limits, 10 ** 9)).toEqual({ ok: false, problem: 'above_max' });
    expect(checkAmount('51', limits, 50)).toEqual({ ok: false, problem: 'above_balance' });
  });
});

describe('quickAmounts', () => {
  it('offers min, half and all of what is held within the limits', () => {
    expect(quickAmounts(limits, 50)).toEqual({ min: 2, half: 25, all: 50 });
    expect(quickAmounts(limits, 10 ** 6)).toEqual({ min: 2, half: 50_000, all: 100_000 });
    expect(quickAmounts(limits, 3)).toEqual({ min: 2, half: 2, all: 3 });
    expect(quickAmounts(limits, 1)).toBeNull();
  });
});
