import type { BattleEvent, UnitSnapshot } from '../../src/engine';

/** Readable one-line text of an event for the combat log; `units` names units by card id and team. */
export function formatEvent(e: BattleEvent, units: readonly UnitSnapshot[]): string {
  const n = (uid: number | null): string => {
    if (uid === null) return '-';
    const u = units[uid];
    return u ? `${u.cardId}#${uid}(${u.team === 0 ? 'A' : 'B'})` : `#${uid}`;
  };
  switch (e.type) {
    case 'battleStart':
      return `battle start, seed ${e.seed}, board ${e.width}x${e.height}\n` +
        e.units.map((u) => `  ${n(u.unit)} L${u.level} ${u.element} [${u.families.join(',')}] at (${u.x},${u.y}) hp ${u.health} atk ${u.attack} def ${u.defense} mag ${u.magic} mres ${u.magicResistance} spd ${u.speed}`).join('\n');
    case 'synergyActivated':
      return `synergy ${e.synergy} level ${e.level} for team ${e.team === 0 ? 'A' : 'B'}`;
    case 'roundStart':
      return `\n== round ${e.round} == order: ${e.order.map(n).join(' ')}`;
    case 'turn':
      return `${n(e.unit)}'s turn`;
    case 'turnSkipped':
      return `  ${n(e.unit)} cannot act (${e.status})`;
    case 'move':
      return `  ${n(e.unit)} moves (${e.from.x},${e.from.y}) -> (${e.to.x},${e.to.y})`;
    case 'attack':
      return `  ${n(e.unit)} attacks ${n(e.target)}${e.missed ? ' and misses' : ''}`;
    case 'skillCast':
      return `  ${n(e.unit)} casts ${e.skill} on ${e.targets.map(n).join(', ')}`;
    case 'damage':
      return `    ${n(e.target)} takes ${e.amount} ${e.damageType}${e.critical ? ' CRIT' : ''}${e.shieldAbsorbed ? ` (${e.shieldAbsorbed} absorbed)` : ''} from ${e.causeId ?? e.cause} -> hp ${e.health}`;
    case 'heal':
      return `    ${n(e.target)} heals ${e.amount} from ${e.causeId ?? e.cause} -> hp ${e.health}`;
    case 'statusApplied':
      return `    ${n(e.target)} gains ${e.status} (${e.duration < 0 ? 'permanent' : `${e.duration} turns`})${e.points ? ` ${e.points} points` : ''}`;
    case 'statusTicked':
      return `    ${e.status} ticks on ${n(e.target)}`;
    case 'statusExpired':
      return `    ${e.status} expires on ${n(e.target)}`;
    case 'statusRemoved':
      return `    ${e.status} removed from ${n(e.target)} (${e.reason})`;
    case 'elementChanged':
      return `    ${n(e.unit)} becomes ${e.element}`;
    case 'fieldCreated':
      return `    ${e.status} #${e.field} laid by ${n(e.owner)} at (${e.x},${e.y}) radius ${e.radius}`;
    case 'fieldExpired':
      return `    field #${e.field} ends (${e.reason})`;
    case 'unitDied':
      return `    ${n(e.unit)} dies${e.killer !== null ? ` (killed by ${n(e.killer)})` : ''}`;
    case 'battleEnd':
      return `\nbattle end after ${e.rounds} rounds: ${e.winner === null ? 'draw' : `team ${e.winner === 0 ? 'A' : 'B'} wins`} (${e.reason})\n` +
        e.totals.map((t) => `  ${n(t.unit)} dealt ${t.damageDealt} taken ${t.damageTaken} healed ${t.healed} shielded ${t.shielded} ${t.alive ? `alive hp ${t.health}` : 'dead'}`).join('\n');
  }
}
