import { describe, expect, it } from 'vitest';
import { summariseProfile, type CpuProfile } from './cpuProfile';

const frame = (functionName: string, lineNumber = 0) => ({ functionName, url: 'http://x/assets/a.js', lineNumber });
// root → tick → draw (self) ; root → (idle) ; root → (garbage collector)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4, 5] },
    { id: 2, callFrame: frame('tick', 9), children: [3] },
    { id: 3, callFrame: frame('draw', 19) },
    { id: 4, callFrame: frame('(idle)') },
    { id: 5, callFrame: frame('(garbage collector)') },
  ],
  startTime: 0,
  endTime: 5000,
  samples: [3, 3, 2, 4, 5, 4],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
};

describe('summariseProfile', () => {
  it('charges each sample the time to the next one, by self and inclusive time, with idle and GC apart', () => {
    const s = summariseProfile(profile);
    expect(s.jsMs).toBe(3);
    expect(s.idleMs).toBe(1);
    expect(s.gcMs).toBe(1);
    expect(s.bySelf).toEqual([{ name: 'draw a.js:20', ms: 2 }, { name: 'tick a.js:10', ms: 1 }]);
    expect(s.byTotal[0]).toEqual({ name: 'tick a.js:10', ms: 3 });
  });

  it('limits the sums to a window of the profile clock', () => {
    const s = summariseProfile(profile, 1500, 2500);
    expect(s.bySelf).toEqual([{ name: 'tick a.js:10', ms: 1 }]);
  });
});
