import { FAMILIES, RULES, Rng, type BattleCatalog, type Family, type TeamInput, type UnitCard } from '../../engine';
import { cardCatalog, UNIT_CARDS } from '../catalog';
import { TOWER_ECONOMY, type RewardAmount } from '../economy/battleRewards';
import { searchedDefence } from './searchedDefence';

/** Column (0 front, 1 middle, 2 back) each role stands in. */
const ROLE_COLUMN: Readonly<Partial<Record<Family, number>>> = { warrior: 0, guardian: 0, assassin: 1, mage: 2 };

/** A floor of the endless tower: its enemy level, size, the family it stacks, and the team. */
export interface TowerFloor {
  floor: number;
  level: number;
  /** The synergy family the floor's team is built around (more of its cards on higher floors). */
  family: Family;
  enemy: TeamInput;
}

/** Floors per enemy level step: floor 1–3 level 1, 4–6 level 2 … capped at the highest level. */
const FLOORS_PER_LEVEL = 3;

/** The level of floor N's enemies: +1 every three floors, up to RULES.level.max. */
export function towerLevel(floor: number): number {
  return Math.min(RULES.level.max, RULES.level.min + Math.floor((floor - 1) / FLOORS_PER_LEVEL));
}

/** How many units floor N fields: 2 on floor 1, one more every two floors, up to a full team. */
export function towerSize(floor: number): number {
  return Math.min(RULES.team.maxUnits, 2 + Math.floor((floor - 1) / 2));
}

/** How many of floor N's units share its family: half the team at first, all of it from floor 24 on. */
export function towerFamilyCards(floor: number): number {
  const size = towerSize(floor);
  return Math.min(size, Math.ceil(size / 2) + Math.floor(floor / 8));
}

/** Rarities allowed on floor N: commons first, rares from floor 6, epics from 12, legendaries from 20. */
function rarityAllowed(card: UnitCard, floor: number): boolean {
  if (card.rarity === 'legendary') return floor >= 20;
  if (card.rarity === 'epic') return floor >= 12;
  if (card.rarity === 'rare') return floor >= 6;
  return true;
}

/** From this floor on, the floor's team is placed by the formation search rather than by role. */
export const TOWER_SEARCHED_FROM = 10;

const searchedFloors = new Map<number, TowerFloor>();

/**
 * Floor N of the tower, the same for every player and every time (drawn from an rng seeded by N): the level
 * climbs every three floors, the team grows to six, and more and more of it shares the floor's synergy family,
 * so higher floors are stronger in level and synergy. From {@link TOWER_SEARCHED_FROM} on, the team is placed by
 * the formation search from the floor's seed (a few hundred milliseconds, so each floor is cached once searched).
 * `catalog` is the game's card set unless the balance lab judges a candidate one (the search then places the floor
 * as that card set would, uncached).
 */
export function towerFloor(floor: number, catalog: BattleCatalog = cardCatalog): TowerFloor {
  if (!Number.isInteger(floor) || floor < 1) throw new RangeError(`tower floors start at 1, got ${floor}`);
  if (floor < TOWER_SEARCHED_FROM) return towerFloorByRole(floor);
  if (catalog !== cardCatalog) return searchedFloor(floor, catalog);
  let searched = searchedFloors.get(floor);
  if (!searched) {
    searched = searchedFloor(floor, catalog);
    searchedFloors.set(floor, searched);
  }
  return searched;
}

/** Floor N placed by the formation search from its seed (uncached). */
function searchedFloor(floor: number, catalog: BattleCatalog): TowerFloor {
  const placed = towerFloorByRole(floor);
  return { ...placed, enemy: searchedDefence(placed.enemy, floorSeed(floor) ^ 0x5ea4c4, catalog) };
}

/** Whether floor N's searched team is already in this process's cache (a battle start warms it before its transaction). */
export function towerFloorCached(floor: number): boolean {
  return floor < TOWER_SEARCHED_FROM || searchedFloors.has(floor);
}

function floorSeed(floor: number): number {
  return (0x70e4 ^ Math.imul(floor, 0x9e3779b1)) >>> 0;
}

/** Floor N with its cards deployed by role (the search's starting placement; the floor itself below the searched ones). */
export function towerFloorByRole(floor: number): TowerFloor {
  const rng = new Rng(floorSeed(floor));
  const family = FAMILIES[(floor - 1) % FAMILIES.length]!;
  const pool = UNIT_CARDS.filter((c) => rarityAllowed(c, floor));
  const familyPool = pool.filter((c) => c.families.includes(family));
  const others = pool.filter((c) => !c.families.includes(family));
  const pick = (from: UnitCard[], n: number): UnitCard[] => {
    const left = [...from];
    const chosen: UnitCard[] = [];
    while (chosen.length < n && left.length > 0) chosen.push(left.splice(rng.int(left.length), 1)[0]!);
    return chosen;
  };
  const members = pick(familyPool, towerFamilyCards(floor));
  const cards = [...members, ...pick(others, towerSize(floor) - members.length)];
  const level = towerLevel(floor);
  const rows = RULES.board.height;
  const taken = new Set<number>();
  const units = cards.map((card) => {
    const want = card.families.reduce<number | undefined>((col, f) => col ?? ROLE_COLUMN[f], undefined) ?? 0;
    for (const column of [want, want + 1, want + 2, want - 1, want - 2]) {
      if (column < 0 || column >= RULES.board.deployColumns) continue;
      const free = Array.from({ length: rows }, (_, r) => column * rows + r).filter((p) => !taken.has(p));
      if (free.length === 0) continue;
      const position = free[rng.int(free.length)]!;
      taken.add(position);
      return { cardId: card.id, level, position };
    }
    throw new Error('no free deployment slot');
  });
  return { floor, level, family, enemy: { units } };
}

/** What clearing floor N pays (once: the tower only offers the floor above the best). */
export function towerReward(floor: number): RewardAmount[] {
  const reward: RewardAmount[] = [{ currency: 'game_coin', amount: TOWER_ECONOMY.coinBase + TOWER_ECONOMY.coinPerFloor * floor }];
  if (floor % 5 === 0) reward.push({ currency: 'fragments', amount: TOWER_ECONOMY.fragmentsEveryFifth });
  return reward;
}
