/** Spectating numbers (docs/SERVER.md "Spectating"). */
export const SPECTATE_SETTINGS = {
  /** A PvP duel is "top-rated" in the feed when either player was rated at least this before it. */
  topDuelRating: 1200,
  /** How often each process looks for newly decided battles while it has feed clients (ms). */
  pollMs: 1000,
  /** A viewer counts as watching for this long after its last "watching" call (s); it calls every 20 s. */
  watcherWindowSeconds: 60,
  /** Battles in the feed's first page and a player's latest battles. */
  recentItems: 30,
} as const;
