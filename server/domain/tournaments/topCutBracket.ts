/** Seeds of the top-8 quarter-finals in table order: 1–8, 4–5, 2–7, 3–6 (winners of tables 1 and 2 meet, 3 and 4). */
const QUARTER_SEEDS: readonly [number, number][] = [
  [1, 8],
  [4, 5],
  [2, 7],
  [3, 6],
];

/** Players in a top cut (the best 8 of the Swiss standings). */
export const TOP_CUT_SIZE = 8;
/** Rounds of the top cut: quarter-finals, semi-finals, final. */
export const TOP_CUT_ROUNDS = 3;

/** The quarter-final pairs from the Swiss standings' top 8 (best first), higher seed first. */
export function quarterFinals(topEight: readonly string[]): [string, string][] {
  if (topEight.length !== TOP_CUT_SIZE) throw new Error(`a top cut needs ${TOP_CUT_SIZE} players, got ${topEight.length}`);
  return QUARTER_SEEDS.map(([x, y]) => [topEight[x - 1]!, topEight[y - 1]!]);
}

/** The next cut round from the previous round's winners in table order (1 vs 2, 3 vs 4 ...), higher seed first. */
export function nextCutRound(winners: readonly string[], seedOf: (id: string) => number): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < winners.length; i += 2) {
    const [x, y] = [winners[i]!, winners[i + 1]!];
    pairs.push(seedOf(x) <= seedOf(y) ? [x, y] : [y, x]);
  }
  return pairs;
}
