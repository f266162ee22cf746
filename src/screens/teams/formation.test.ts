import { describe, expect, it } from 'vitest';
import { formationPlacements, formationUnits, placeCopy, removeCopy, sameFormation, type EditorCopy, type Formation } from './formation';

const copy = (n: number): EditorCopy => ({ instanceId: `c${n}`, cardId: 'iron_recruit', level: n });
const place = (f: Formation, c: EditorCopy, slot: number): Formation => {
  const r = placeCopy(f, c, slot);
  if (!r.ok) throw new Error(r.reason);
  return r.formation;
};

describe('formation editing', () => {
  it('places, moves, swaps and removes copies', () => {
    let f: Formation = new Map();
    f = place(f, copy(1), 0);
    f = place(f, copy(2), 5);
    f = place(f, copy(1), 5); // move onto 2: swap
    expect(f.get(5)?.instanceId).toBe('c1');
    expect(f.get(0)?.instanceId).toBe('c2');
    f = place(f, copy(3), 0); // from the tray onto 2: 2 goes back to the tray
    expect([...f.values()].map((c) => c.instanceId).sort()).toEqual(['c1', 'c3']);
    f = removeCopy(f, 'c1');
    expect(formationPlacements(f)).toEqual([{ instanceId: 'c3', position: 0 }]);
    expect(formationUnits(f)).toEqual([{ cardId: 'iron_recruit', level: 3, position: 0 }]);
  });

  it('refuses a seventh unit but still lets a placed one move', () => {
    let f: Formation = new Map();
    for (let i = 0; i < 6; i++) f = place(f, copy(i), i);
    expect(placeCopy(f, copy(9), 8)).toEqual({ ok: false, reason: 'full' });
    expect(placeCopy(f, copy(0), 8).ok).toBe(true);
    expect(placeCopy(f, copy(9), 0).ok).toBe(true);
  });

  it('tells unsaved changes', () => {
    const a = place(new Map(), copy(1), 0);
    expect(sameFormation(a, place(new Map(), copy(1), 0))).toBe(true);
    expect(sameFormation(a, place(new Map(), copy(1), 1))).toBe(false);
  });
});
