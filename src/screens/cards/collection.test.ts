import { describe, expect, it } from 'vitest';
import type { OwnedCard } from '../../contracts/cards/ownedCard';
import { collectionOf, DEFAULT_QUERY, entryPower, queryCollection } from './collection';

const copy = (cardId: string, level: number, n: number): OwnedCard => ({
  instanceId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  cardId,
  level,
  acquiredAt: '2026-01-01T00:00:00.000Z',
  acquiredHow: 'starter_grant',
  lockedBy: null,
});
const names: Record<string, string> = { iron_recruit: 'Железный рекрут', street_thief: 'Уличный вор', dragon_slayer: 'Убийца драконов' };
const name = (id: string) => names[id] ?? id;

describe('collection', () => {
  const owned = [copy('iron_recruit', 1, 1), copy('iron_recruit', 3, 2), copy('street_thief', 2, 3)];
  const entries = collectionOf(owned);

  it('lists every card of the set once, with its copies best first', () => {
    expect(entries.length).toBeGreaterThan(50);
    const recruit = entries.find((e) => e.card.id === 'iron_recruit');
    expect(recruit?.copies.map((c) => c.level)).toEqual([3, 1]);
    expect(entries.find((e) => e.card.id === 'dragon_slayer')?.copies).toEqual([]);
  });

  it('sorts by best level, then filters by family, element, rarity and translated name', () => {
    const mine = queryCollection(entries.filter((e) => e.copies.length > 0), DEFAULT_QUERY, name);
    expect(mine.map((e) => e.card.id)).toEqual(['iron_recruit', 'street_thief']);
    expect(queryCollection(entries, { ...DEFAULT_QUERY, family: 'assassin', element: 'dark', rarity: 'common' }, name).map((e) => e.card.id)).toContain('street_thief');
    expect(queryCollection(entries, { ...DEFAULT_QUERY, search: 'вор' }, name).map((e) => e.card.id)).toEqual(['street_thief']);
    expect(queryCollection(entries, { ...DEFAULT_QUERY, rarity: 'legendary' }, name).every((e) => e.card.rarity === 'legendary')).toBe(true);
  });

  it('sorts by rarity and by power, strongest first', () => {
    const byRarity = queryCollection(entries, { ...DEFAULT_QUERY, sort: 'rarity' }, name);
    expect(byRarity[0]?.card.rarity).toBe('legendary');
    expect(byRarity.at(-1)?.card.rarity).toBe('common');
    const byPower = queryCollection(entries.filter((e) => e.card.rarity === 'common'), { ...DEFAULT_QUERY, sort: 'power' }, name);
    const powers = byPower.map(entryPower);
    expect(powers).toEqual([...powers].sort((a, b) => b - a));
    expect(powers.length).toBeGreaterThan(1);
  });
});
