import type { StatusRegistry } from './statuses/registry';
import type { BattleCatalog } from './types';

/**
 * Every problem with a card catalog against a status registry: unknown skills or statuses, fields applied as
 * unit statuses, non-fields laid as fields, bad numbers. Empty means the catalog is playable.
 */
export function catalogProblems(catalog: BattleCatalog, statuses: StatusRegistry): string[] {
  const problems: string[] = [];
  for (const [id, card] of catalog.units) {
    if (card.id !== id) problems.push(`unit key "${id}" holds card "${card.id}"`);
    if (card.skills.length < 1 || card.skills.length > 2) problems.push(`unit "${id}" has ${card.skills.length} skills (1 or 2)`);
    for (const s of card.skills) if (!catalog.skills.has(s)) problems.push(`unit "${id}" names unknown skill "${s}"`);
    if (card.families.length === 0) problems.push(`unit "${id}" has no family`);
    for (const [k, v] of Object.entries(card.stats)) if (!Number.isInteger(v) || v < 0) problems.push(`unit "${id}" stat ${k} is not a non-negative integer`);
    if (card.stats.health < 1 || card.stats.speed < 1) problems.push(`unit "${id}" needs health and speed of at least 1`);
    if (!Number.isInteger(card.range) || card.range < 1) problems.push(`unit "${id}" range must be a positive integer`);
  }
  for (const [id, skill] of catalog.skills) {
    if (skill.id !== id) problems.push(`skill key "${id}" holds skill "${skill.id}"`);
    if (!Number.isInteger(skill.cooldown) || skill.cooldown < 1) problems.push(`skill "${id}" cooldown must be a positive integer`);
    if (!Number.isInteger(skill.initialCooldown) || skill.initialCooldown < 0) problems.push(`skill "${id}" initialCooldown must be a non-negative integer`);
    if (skill.effects.length === 0) problems.push(`skill "${id}" has no effects`);
    for (const e of skill.effects) {
      if (e.kind === 'applyStatus' || e.kind === 'createField') {
        if (!statuses.has(e.status)) {
          problems.push(`skill "${id}" names unknown status "${e.status}"`);
          continue;
        }
        const zone = statuses.get(e.status).effectType.zone;
        if (e.kind === 'applyStatus' && zone === 'field') problems.push(`skill "${id}" applies field "${e.status}" as a unit status`);
        if (e.kind === 'createField' && zone !== 'field') problems.push(`skill "${id}" lays "${e.status}", which is not a field`);
      }
      if ((e.kind === 'damage' || e.kind === 'heal') && (!Number.isInteger(e.ratio) || e.ratio <= 0)) problems.push(`skill "${id}" ratio must be a positive integer (permille)`);
    }
  }
  return problems;
}
