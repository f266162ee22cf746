import { describe, expect, it } from 'vitest';
import type { OwnedCard } from '../../../contracts/cards/ownedCard';
import type { SavedTeam } from '../../../contracts/teams/savedTeam';
import { teamOptions } from './teamOptions';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const copy = (n: number, cardId: string, lockedBy: OwnedCard['lockedBy'] = null) => ({ instanceId: uuid(n), cardId, level: 1, lockedBy }) as OwnedCard;
const owned = [copy(1, 'iron_recruit'), copy(2, 'village_militia'), copy(3, 'apprentice_mage'), copy(4, 'town_guard', 'market')];
const team = (slot: number, defence: boolean, units: SavedTeam['units']): SavedTeam => ({ slot, name: `T${slot}`, defence, units, updatedAt: '2026-11-23T00:00:00.000Z' });

describe('teamOptions', () => {
  it('offers the saved teams with units, the active (defence) team first, by slot', () => {
    const member = { instanceId: uuid(1), cardId: 'iron_recruit', level: 2, position: 0 };
    const options = teamOptions([team(1, false, [member]), team(2, true, [member]), team(3, false, [])], owned);
    expect(options.map((o) => o.id)).toEqual(['slot:2', 'slot:1']);
    expect(options[0]!.choice).toEqual({ teamSlot: 2 });
    expect(options[0]!.team).toEqual({ units: [{ cardId: 'iron_recruit', level: 2, position: 0 }] });
  });

  it('builds a quick team of free copies when no saved team has units, never a listed copy', () => {
    const [quick, ...rest] = teamOptions([team(1, false, [])], owned);
    expect(rest).toEqual([]);
    expect(quick!.id).toBe('quick');
    const ids = quick!.choice.units!.map((u) => u.instanceId);
    expect(ids).not.toContain(uuid(4));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(quick!.team.units.map((u) => u.position)).size).toBe(ids.length);
  });

  it('offers nothing to a player without cards', () => {
    expect(teamOptions([], [])).toEqual([]);
  });
});
