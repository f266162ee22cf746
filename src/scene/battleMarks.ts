/** Milestones of one battle's start-up, marked in the performance timeline for `npm run bench:scene`'s waterfall. */
export const BATTLE_MARKS = ['scene-mounted', 'pixi-ready', 'battle-verified', 'battle-first-round'] as const;

/** One of a battle's start-up milestones. */
export type BattleMark = (typeof BATTLE_MARKS)[number];

/** Marks a battle milestone as `tcg:<name>` in the performance timeline. */
export function markBattle(name: BattleMark): void {
  performance.mark(`tcg:${name}`);
}

/**
 * Clears a battle's milestones when it is left: the timeline keeps every mark for the page's life, so a player
 * watching battle after battle in one session would otherwise add four entries per battle for good.
 */
export function clearBattleMarks(): void {
  for (const name of BATTLE_MARKS) performance.clearMarks(`tcg:${name}`);
}
