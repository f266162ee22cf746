import { swissStandings, type PlayedMatch } from './swissStandings';

/** One round's pairings: pairs in table order (strongest first) and the player with the bye, if any. */
export interface SwissPairing {
  pairs: [string, string][];
  bye: string | null;
}

/** Search steps before the rematch-free search gives up and rematches are allowed (never reached below 100 players in practice). */
const SEARCH_BUDGET = 200_000;

/**
 * Pairs the next Swiss round (docs/TOURNAMENTS.md "Pairings"): players in standings order; with an odd count
 * the lowest-ranked player without a bye gets it; then a depth-first search pairs each top player with the
 * nearest-ranked one they have not met. Only when no rematch-free pairing exists (or the search runs out of
 * budget) is a second search run that allows rematches. Deterministic: same matches, same pairing.
 */
export function pairSwissRound(players: readonly string[], matches: readonly PlayedMatch[]): SwissPairing {
  const standings = swissStandings(players, matches);
  const met = new Set<string>();
  const hadBye = new Set<string>();
  for (const m of matches) {
    if (m.b === null) hadBye.add(m.a);
    else met.add(`${m.a}|${m.b}`).add(`${m.b}|${m.a}`);
  }
  let order = standings.map((l) => l.playerId);
  let bye: string | null = null;
  if (order.length % 2 === 1) {
    bye = [...order].reverse().find((id) => !hadBye.has(id)) ?? order[order.length - 1]!;
    order = order.filter((id) => id !== bye);
  }
  const pairs = search(order, (x, y) => !met.has(`${x}|${y}`)) ?? search(order, () => true)!;
  return { pairs, bye };
}

/** Depth-first pairing of `order` where `allowed` says who may meet; null when none exists within the budget. */
function search(order: readonly string[], allowed: (x: string, y: string) => boolean): [string, string][] | null {
  let steps = 0;
  const used = new Array<boolean>(order.length).fill(false);
  const pairs: [string, string][] = [];
  const step = (): boolean => {
    const first = used.indexOf(false);
    if (first < 0) return true;
    used[first] = true;
    for (let j = first + 1; j < order.length; j += 1) {
      if (used[j] || !allowed(order[first]!, order[j]!)) continue;
      if (++steps > SEARCH_BUDGET) break;
      used[j] = true;
      pairs.push([order[first]!, order[j]!]);
      if (step()) return true;
      pairs.pop();
      used[j] = false;
    }
    used[first] = false;
    return false;
  };
  return step() ? pairs : null;
}
