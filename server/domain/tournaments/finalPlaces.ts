import { swissStandings, type PlayedMatch } from './swissStandings';

/** A top-cut match: its round within the cut (1 quarter-final … 3 final) and who won it. */
export interface CutMatch {
  cutRound: number;
  a: string;
  b: string;
  winner: string;
}

/**
 * Final places, first place first: without a cut, the Swiss standings; with one, the final's winner and loser,
 * then the losers of each earlier cut round (ordered by their Swiss place), then everyone else by Swiss place.
 */
export function finalPlaces(players: readonly string[], swiss: readonly PlayedMatch[], cut: readonly CutMatch[]): string[] {
  const swissOrder = swissStandings(players, swiss).map((l) => l.playerId);
  if (cut.length === 0) return swissOrder;
  const swissPlace = new Map(swissOrder.map((id, i) => [id, i]));
  const places: string[] = [];
  const lastRound = Math.max(...cut.map((m) => m.cutRound));
  for (let round = lastRound; round >= 1; round -= 1) {
    const matches = cut.filter((m) => m.cutRound === round);
    if (round === lastRound) for (const m of matches) places.push(m.winner);
    const losers = matches.map((m) => (m.winner === m.a ? m.b : m.a)).sort((x, y) => swissPlace.get(x)! - swissPlace.get(y)!);
    places.push(...losers);
  }
  const placed = new Set(places);
  return [...places, ...swissOrder.filter((id) => !placed.has(id))];
}
