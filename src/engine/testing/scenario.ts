import type { Battle } from '../battle';
import { elementIndex } from '../elements';
import { RULES } from '../rules';
import type { Element } from '../types';

// Board set-ups for tests that keep the battle consistent (occupancy grid, liveness), unlike editing fields.

const { width: W } = RULES.board;

/** Moves a unit to a free cell before play (no event), keeping the occupancy grid in step. */
export function placeUnit(battle: Battle, uid: number, x: number, y: number): void {
  const u = battle.units[uid]!;
  if (battle.grid[y * W + x] !== 0) throw new Error(`cell (${x}, ${y}) is taken`);
  battle.grid[u.y * W + u.x] = 0;
  battle.grid[y * W + x] = uid + 1;
  battle.occupied = (battle.occupied & ~(1 << (u.y * W + u.x))) | (1 << (y * W + x));
  battle.cells[uid] = y * W + x;
  u.x = x;
  u.y = y;
  battle.edited();
}

/** Sets a unit's health (and optionally its max health) before play; 0 removes it from the board as dead. */
export function setHealth(battle: Battle, uid: number, health: number, maxHealth?: number): void {
  const u = battle.units[uid]!;
  if (maxHealth !== undefined) u.maxHealth = maxHealth;
  if (health < 0 || health > u.maxHealth) throw new Error(`health ${health} is outside 0..${u.maxHealth}`);
  u.health = health;
  if (health === 0 && u.alive) {
    u.alive = false;
    battle.living[u.team]--;
    battle.grid[u.y * W + u.x] = 0;
    battle.occupied &= ~(1 << (u.y * W + u.x));
    battle.cells[uid] = -1;
  }
  battle.edited();
}

/** Gives a unit another base element (and current element) before play. */
export function setBaseElement(battle: Battle, uid: number, element: Element): void {
  const u = battle.units[uid]!;
  u.baseElement = element;
  u.element = element;
  u.elementIndex = elementIndex(element);
  battle.edited();
}
