import { describe, expect, it } from 'vitest';
import { crossSetVerdict } from './crossSetVerdict';

describe('crossSetVerdict', () => {
  it('takes the median set of three by its highest upper bound, and its verdict', () => {
    const sets = [{ kind: 'missed', highest: 0.718 }, { kind: 'missed', highest: 0.751 }, { kind: 'undecided', highest: 0.655 }] as const;
    expect(crossSetVerdict(sets)).toEqual({ kind: 'missed', median: 0.718, medianSet: 0 });
  });

  it('is met when the median set is met, though another set misses (one set is a draw)', () => {
    const sets = [{ kind: 'met', highest: 0.64 }, { kind: 'missed', highest: 0.75 }, { kind: 'met', highest: 0.648 }] as const;
    expect(crossSetVerdict(sets)).toEqual({ kind: 'met', median: 0.648, medianSet: 2 });
  });

  it('with one set is that set', () => {
    expect(crossSetVerdict([{ kind: 'undecided', highest: 0.652 }])).toEqual({ kind: 'undecided', median: 0.652, medianSet: 0 });
  });

  it('with an even number takes the higher middle set, the earlier on a tie', () => {
    expect(crossSetVerdict([{ kind: 'missed', highest: 0.7 }, { kind: 'met', highest: 0.6 }])).toEqual({ kind: 'missed', median: 0.7, medianSet: 0 });
    expect(crossSetVerdict([{ kind: 'met', highest: 0.6 }, { kind: 'met', highest: 0.6 }, { kind: 'met', highest: 0.6 }])).toMatchObject({ medianSet: 1 });
  });

  it('refuses to judge no set at all', () => {
    expect(() => crossSetVerdict([])).toThrow(/no pool-seed set/);
  });
});
