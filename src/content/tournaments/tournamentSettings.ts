/** Tournament numbers (docs/TOURNAMENTS.md): limits of private tournaments, the fee pool's split, the round clock. */
export const TOURNAMENT_SETTINGS = {
  /** Fewest entrants a tournament starts with; fewer at the start time: cancelled, fees refunded. */
  minPlayers: 4,
  /** Most entrants of any tournament. */
  maxPlayers: 64,
  /** Seconds between rounds of a private tournament. */
  privateRoundSeconds: 600,
  /** How a fee-funded prize pool is split by final place, in percent (the rest of a rounding stays unpaid). */
  feePoolShares: [50, 30, 20],
  /** Private tournaments a player may have open or running at once. */
  privatePerCreator: 3,
  /** Cards a tournament's custom rules may ban. */
  maxBannedCards: 5,
} as const;
