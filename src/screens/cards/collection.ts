import { RARITIES, type Element, type Family, type Rarity, type UnitCard } from '../../engine';
import { UNIT_CARDS } from '../../content';
import { unitPower } from '../../rules/teams/unitPower';
import type { OwnedCard } from '../../contracts/cards/ownedCard';

/** One card of the set as the collection shows it: the card, and the player's copies (best first). */
export interface CollectionEntry {
  card: UnitCard;
  copies: OwnedCard[];
}

/** The best copy of an entry (highest level), or undefined when the card is not owned. */
export function bestCopy(entry: CollectionEntry): OwnedCard | undefined {
  return entry.copies[0];
}

/** Every card of the set with the player's copies of it, highest level first (ties: oldest copy first). */
export function collectionOf(owned: readonly OwnedCard[]): CollectionEntry[] {
  const byCard = new Map<string, OwnedCard[]>();
  for (const copy of owned) byCard.set(copy.cardId, [...(byCard.get(copy.cardId) ?? []), copy]);
  return UNIT_CARDS.map((card) => ({
    card,
    copies: (byCard.get(card.id) ?? []).sort((a, b) => b.level - a.level || a.acquiredAt.localeCompare(b.acquiredAt) || a.instanceId.localeCompare(b.instanceId)),
  }));
}

/** What the player filters the grid by ('all' = no filter) and sorts it by. */
export interface CollectionQuery {
  family: Family | 'all';
  element: Element | 'all';
  rarity: Rarity | 'all';
  sort: 'level' | 'rarity' | 'power';
  /** Matched against the translated name, case- and accent-insensitively. */
  search: string;
}

/** The query a screen starts with: everything, strongest first. */
export const DEFAULT_QUERY: CollectionQuery = { family: 'all', element: 'all', rarity: 'all', sort: 'level', search: '' };

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The power of an entry: its best copy's, or level 1 for a card not owned. */
export function entryPower(entry: CollectionEntry): number {
  return unitPower(entry.card.id, bestCopy(entry)?.level ?? 1);
}

/**
 * Filters and sorts entries. `name` gives a card's translated name (search and the final tie-break use it).
 * Sorts are descending (highest level, rarest, strongest first), ties broken by name.
 */
export function queryCollection(entries: readonly CollectionEntry[], query: CollectionQuery, name: (cardId: string) => string): CollectionEntry[] {
  const needle = fold(query.search.trim());
  const rank = (e: CollectionEntry) => RARITIES.indexOf(e.card.rarity);
  const key: Record<CollectionQuery['sort'], (e: CollectionEntry) => number> = {
    level: (e) => bestCopy(e)?.level ?? 0,
    rarity: rank,
    power: entryPower,
  };
  return entries
    .filter((e) => query.family === 'all' || e.card.families.includes(query.family))
    .filter((e) => query.element === 'all' || e.card.element === query.element)
    .filter((e) => query.rarity === 'all' || e.card.rarity === query.rarity)
    .filter((e) => needle === '' || fold(name(e.card.id)).includes(needle))
    .map((e) => ({ e, k: key[query.sort](e), n: name(e.card.id) }))
    .sort((a, b) => b.k - a.k || a.n.localeCompare(b.n))
    .map(({ e }) => e);
}
