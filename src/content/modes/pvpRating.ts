/**
 * Player-versus-player rating: Elo (docs/GAME_RULES.md "Player versus player"). Everyone starts at 1000; a
 * battle moves both players by K × (score − expected), where expected = 1 / (1 + 10^((opponent − own) / 400)) and
 * score is 1 for a win, ½ for a draw, 0 for a loss. Ratings never drop below the floor.
 */
export const PVP_RATING = {
  start: 1000,
  k: 32,
  floor: 100,
  /** Matchmaking looks for defence teams within this many points first … */
  window: 200,
  /** … picks at random among this many nearest players in it, and fights a bot when none is in the window. */
  candidates: 10,
} as const;

/** The expected score of a player rated `own` against `opponent`. */
export function eloExpected(own: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - own) / 400));
}

/**
 * New ratings of attacker and defender after a battle (score 1 win, 0.5 draw, 0 loss, for the attacker); whole
 * numbers. `weight` scales the change (fair play: 0 for accounts sharing sign-in evidence, less for repeated duels).
 */
export function eloUpdate(attacker: number, defender: number, score: 0 | 0.5 | 1, weight = 1): { attacker: number; defender: number } {
  const delta = Math.round(PVP_RATING.k * weight * (score - eloExpected(attacker, defender)));
  return { attacker: Math.max(PVP_RATING.floor, attacker + delta), defender: Math.max(PVP_RATING.floor, defender - delta) };
}

/** Names the matchmaking bots go by (a bot is a random balanced team at the player's rating). */
export const BOT_NAMES: readonly string[] = ['Training Golem', 'Sparring Knight', 'Arena Shade', 'Dueling Automaton', 'Practice Wyrm', 'Drill Sergeant'];
