import { describe, expect, it } from 'vitest';
import type { SavedTeam } from '../../contracts/teams/savedTeam';
import { activeTeam } from './activeTeam';

const team = (slot: number, defence: boolean, units: number): SavedTeam => ({
  slot,
  name: `Team ${slot}`,
  defence,
  units: Array.from({ length: units }, (_, i) => ({ instanceId: `00000000-0000-4000-8000-00000000000${i}`, position: i, cardId: 'c', level: 1 })),
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('activeTeam', () => {
  it('is the defence team when it has units', () => {
    expect(activeTeam([team(1, false, 3), team(2, true, 2)])?.slot).toBe(2);
  });
  it('falls back to the lowest slot with units when the defence team is empty', () => {
    expect(activeTeam([team(4, false, 1), team(1, true, 0), team(3, false, 2)])?.slot).toBe(3);
  });
  it('is null without a playable team', () => {
    expect(activeTeam([team(1, true, 0)])).toBeNull();
    expect(activeTeam([])).toBeNull();
  });
});
