import { frontGap, slotX, slotY } from '../board';
import { elementIndex } from '../elements';
import type { ActiveSynergy } from '../events';
import { permille } from '../permille';
import { RULES } from '../rules';
import { Modifiers, type UnitState } from '../state';
import { synergyLevel, type Synergy } from '../synergies/registry';
import type { BattleCatalog, BattleInput } from '../types';
import type { BattleWorld } from './world';

// The opening: units deployed with their level-scaled stats, synergies applied, the battleStart snapshot.

const { width: W, height: H } = RULES.board;
const C = RULES.combat;

/**
 * Puts every unit of a validated input on the board (team 0's in input order, then team 1's); with `closeFrontGap`
 * a team whose front columns are empty stands that many columns forward (an empty front is not a wall of space).
 */
export function deploy(w: BattleWorld, input: BattleInput, catalog: BattleCatalog, closeFrontGap: boolean): void {
  for (const t of [0, 1] as const) {
    const shift = closeFrontGap ? frontGap(input.teams[t].units) * H : 0;
    for (const u of input.teams[t].units) {
      const card = catalog.units.get(u.cardId);
      if (!card) throw new Error('unreachable: validated');
      const scale = 1000 + (u.level - 1) * RULES.level.perLevel;
      const skills = card.skills.map((id) => catalog.skills.get(id)!);
      const maxHealth = permille(card.stats.health, scale);
      const unit: UnitState = {
        uid: w.units.length, team: t, card, level: u.level, families: card.families,
        baseElement: card.element, element: card.element, elementIndex: elementIndex(card.element), x: slotX(t, u.position - shift), y: slotY(u.position),
        alive: true, health: maxHealth, maxHealth,
        attack: permille(card.stats.attack, scale), defense: permille(card.stats.defense, scale),
        magic: permille(card.stats.magic, scale), magicResistance: permille(card.stats.magicResistance, scale),
        speed: card.stats.speed, critChance: C.baseCritChance, critDamage: C.baseCritDamage, elementalBonus: 0,
        statuses: [], skills, cooldowns: skills.map((s) => s.initialCooldown), mods: new Modifiers(),
        zoneSpeed: 0, zoneDamageTaken: 0, turnSeq: 0, damageDealt: 0, damageTaken: 0, healed: 0, shielded: 0,
      };
      w.units.push(unit);
      w.teamUnits[t].push(unit);
      w.living[t]++;
      w.grid[unit.y * W + unit.x] = unit.uid + 1;
      w.occupied |= 1 << (unit.y * W + unit.x);
      w.cells[unit.uid] = unit.y * W + unit.x;
      w.targetRules[unit.uid] = card.targeting === 'nearest' ? 0 : card.targeting === 'farthest' ? 1 : 2;
    }
    w.teamStart[t + 1] = w.units.length;
  }
}

/**
 * The opening chunk: each team's synergies take effect (synergyActivated, and whatever their effects emit),
 * then battleStart, with the snapshot after the synergies, is put first.
 */
export function openBattle(w: BattleWorld, input: BattleInput, synergies: readonly Synergy[]): void {
  const active: ActiveSynergy[] = [];
  for (const t of [0, 1] as const) {
    const team = w.teamUnits[t];
    for (const syn of synergies) {
      const family = syn.definition.family;
      const members = team.filter((u) => u.families.includes(family));
      // Duplicates of one card count once.
      let count = 0;
      for (let i = 0; i < members.length; i++) {
        const id = members[i]!.card.id;
        let first = true;
        for (let j = 0; j < i; j++) if (members[j]!.card.id === id) first = false;
        if (first) count++;
      }
      const level = synergyLevel(syn.definition.thresholds, count);
      if (level === 0) continue;
      active.push({ count, family, level, synergy: syn.definition.id, team: t });
      const scope = syn.effectType.scope === 'members' ? members : team;
      if (w.recording) w.emit({ level, synergy: syn.definition.id, team: t, type: 'synergyActivated', units: scope.map((u) => u.uid) });
      syn.effectType.apply(w, scope, level, syn.definition.effectParams);
    }
  }
  // Without a log (outcome only) the snapshot has no one to read it.
  if (!w.recording) return;
  w.log.unshift({
    height: H, rulesVersion: input.rulesVersion, seed: input.seed, synergies: active, type: 'battleStart',
    units: w.units.map((u) => ({
      attack: u.attack, attackType: u.card.attackType, cardId: u.card.id, critChance: u.critChance,
      critDamage: u.critDamage, defense: u.defense, element: u.element, families: [...u.families], health: u.health,
      level: u.level, magic: u.magic, magicResistance: u.magicResistance, maxHealth: u.maxHealth, range: u.card.range,
      skills: u.skills.map((s) => s.id), speed: u.speed, team: u.team, unit: u.uid, x: u.x, y: u.y,
    })),
    width: W,
  });
}
