/** A played (or bye) match of a Swiss tournament: `b` null is a bye, a win for `a`. */
export interface PlayedMatch {
  a: string;
  b: string | null;
  result: 'a' | 'b' | 'draw';
}

/** One player's line: points (win 3, draw 1, bye 3), Buchholz (the sum of the opponents' points; byes add none). */
export interface StandingLine {
  playerId: string;
  score: number;
  buchholz: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  opponents: string[];
}

/** Points for a win, a draw, a bye (docs/TOURNAMENTS.md "Swiss"). */
export const SWISS_POINTS = { win: 3, draw: 1, bye: 3 } as const;

/**
 * The standings after `matches`, best first: points, then Buchholz, then entry order (`players` is in entry
 * order, so the earlier entrant ranks higher on a full tie). Pure: the server stores matches, never standings.
 */
export function swissStandings(players: readonly string[], matches: readonly PlayedMatch[]): StandingLine[] {
  const lines = new Map<string, StandingLine>(players.map((id) => [id, { playerId: id, score: 0, buchholz: 0, wins: 0, draws: 0, losses: 0, byes: 0, opponents: [] }]));
  const line = (id: string) => {
    const found = lines.get(id);
    if (!found) throw new Error(`match names ${id}, who is not in the tournament`);
    return found;
  };
  for (const m of matches) {
    const a = line(m.a);
    if (m.b === null) {
      a.byes += 1;
      a.score += SWISS_POINTS.bye;
      continue;
    }
    const b = line(m.b);
    a.opponents.push(m.b);
    b.opponents.push(m.a);
    if (m.result === 'draw') {
      a.draws += 1;
      b.draws += 1;
      a.score += SWISS_POINTS.draw;
      b.score += SWISS_POINTS.draw;
    } else {
      const [winner, loser] = m.result === 'a' ? [a, b] : [b, a];
      winner.wins += 1;
      winner.score += SWISS_POINTS.win;
      loser.losses += 1;
    }
  }
  for (const l of lines.values()) l.buchholz = l.opponents.reduce((sum, id) => sum + line(id).score, 0);
  const order = new Map(players.map((id, i) => [id, i]));
  return [...lines.values()].sort((x, y) => y.score - x.score || y.buchholz - x.buchholz || order.get(x.playerId)! - order.get(y.playerId)!);
}

/** Swiss rounds for `players` entrants: enough for one unbeaten player, ceil(log2 n), at least 1. */
export function swissRoundCount(players: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(2, players))));
}
