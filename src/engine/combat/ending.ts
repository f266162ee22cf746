import type { EndReason, UnitTotals } from '../events';
import type { Team } from '../types';
import type { BattleWorld } from './world';

// The end: a side wiped out, or the turn cap's health-share tie-break, then battleEnd with the totals.

/** Ends the battle if a side has no living unit; true when the battle is over. */
export function checkEnd(w: BattleWorld): boolean {
  if (w.over) return true;
  const alive0 = w.living[0] > 0;
  const alive1 = w.living[1] > 0;
  if (alive0 && alive1) return false;
  finish(w, alive0 ? 0 : alive1 ? 1 : null, 'wipeout');
  return true;
}

/** Turn cap: the team with the larger sum of remaining health shares (permille) wins; equal is a draw. */
export function endAtCap(w: BattleWorld): void {
  const share = [0, 0];
  for (const u of w.units) if (u.alive) share[u.team]! += Math.floor((u.health * 1000) / u.maxHealth);
  finish(w, share[0]! > share[1]! ? 0 : share[1]! > share[0]! ? 1 : null, 'turnCap');
}

function finish(w: BattleWorld, winner: Team | null, reason: EndReason): void {
  w.over = true;
  w.winner = winner;
  w.reason = reason;
  if (!w.recording) return;
  const totals: UnitTotals[] = w.units.map((u) => ({
    alive: u.alive, damageDealt: u.damageDealt, damageTaken: u.damageTaken, healed: u.healed, health: u.health,
    shielded: u.shielded, unit: u.uid,
  }));
  w.emit({ reason, rounds: w.round, totals, type: 'battleEnd', winner });
}
