import type { BattleEvent, BattleStartEvent, Family } from '../../src/engine';
import { FAMILIES } from '../../src/engine';

/** Wins (a draw counts half) and games for one key. */
interface Tally {
  wins: number;
  games: number;
}

/** Balance statistics accumulated over many battles (what `npm run simulate` prints). */
export class BalanceStats {
  battles = 0;
  turnCap = 0;
  draws = 0;
  readonly rounds = new Map<number, number>();
  /** Per family: every unit of the family counts once per battle. */
  readonly families = new Map<Family, Tally>();
  /** Per family: teams with the family's synergy active. */
  readonly synergies = new Map<string, Tally>();
  readonly cards = new Map<string, Tally>();

  /** Adds one finished battle. */
  add(events: readonly BattleEvent[]): void {
    const start = events[0] as BattleStartEvent;
    const end = events[events.length - 1];
    if (!end || end.type !== 'battleEnd') throw new Error('battle did not end');
    this.battles++;
    if (end.reason === 'turnCap') this.turnCap++;
    if (end.winner === null) this.draws++;
    this.rounds.set(end.rounds, (this.rounds.get(end.rounds) ?? 0) + 1);
    const score = (team: number): number => (end.winner === null ? 0.5 : end.winner === team ? 1 : 0);
    for (const u of start.units) {
      bump(this.cards, u.cardId, score(u.team));
      for (const f of u.families) bump(this.families, f, score(u.team));
    }
    for (const s of start.synergies) bump(this.synergies, s.synergy, score(s.team));
  }

  /** A readable report. */
  report(): string {
    const pct = (t: Tally): string => `${((100 * t.wins) / Math.max(1, t.games)).toFixed(1).padStart(5)}%  (${t.games})`;
    const lines: string[] = [];
    lines.push(`battles: ${this.battles}   turn cap decided: ${this.turnCap} (${((100 * this.turnCap) / this.battles).toFixed(2)}%)   draws: ${this.draws}`);
    lines.push('', 'win rate by family (per unit fielded):');
    for (const f of FAMILIES) {
      const t = this.families.get(f);
      if (t) lines.push(`  ${f.padEnd(10)} ${pct(t)}`);
    }
    lines.push('', 'win rate by active synergy (per team):');
    for (const [id, t] of [...this.synergies].sort()) lines.push(`  ${id.padEnd(18)} ${pct(t)}`);
    lines.push('', 'battle length (rounds):');
    const max = Math.max(...this.rounds.values());
    for (const [r, n] of [...this.rounds].sort((a, b) => a[0] - b[0])) {
      lines.push(`  ${String(r).padStart(3)} ${String(n).padStart(6)} ${'#'.repeat(Math.ceil((40 * n) / max))}`);
    }
    lines.push('', 'win rate by card:');
    const cards = [...this.cards].sort((a, b) => b[1].wins / b[1].games - a[1].wins / a[1].games);
    for (const [id, t] of cards) lines.push(`  ${id.padEnd(20)} ${pct(t)}`);
    return lines.join('\n');
  }

  /** Family win rates as fractions (for scripted checks). */
  familyRates(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [f, t] of this.families) out[f] = t.wins / t.games;
    return out;
  }
}

function bump<K>(map: Map<K, Tally>, key: K, score: number): void {
  const t = map.get(key) ?? { wins: 0, games: 0 };
  t.wins += score;
  t.games++;
  map.set(key, t);
}
