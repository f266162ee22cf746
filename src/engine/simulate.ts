import { Battle, type BattleOptions } from './battle';
import type { BattleEndEvent, BattleEvent } from './events';
import type { BattleCatalog, BattleInput } from './types';

/** Plays a whole battle and returns every event in order (the last is battleEnd). */
export function simulate(input: BattleInput, catalog: BattleCatalog, options?: BattleOptions): BattleEvent[] {
  return new Battle(input, catalog, options).runToEnd();
}

/**
 * The step API: yields the opening events, then one round's events at a time. Concatenated, the chunks equal
 * {@link simulate}'s output.
 */
export function* battleRounds(input: BattleInput, catalog: BattleCatalog, options?: BattleOptions): Generator<BattleEvent[], void, void> {
  const battle = new Battle(input, catalog, options);
  while (!battle.over) yield battle.next();
}

/** The final event of a finished stream. */
export function battleEnd(events: readonly BattleEvent[]): BattleEndEvent {
  const last = events[events.length - 1];
  if (!last || last.type !== 'battleEnd') throw new Error('the event stream does not end with battleEnd');
  return last;
}

/** Outcome of a battle as the server stores it: winner, reason, rounds and the event-stream hash. */
export interface BattleVerdict {
  winner: BattleEndEvent['winner'];
  reason: BattleEndEvent['reason'];
  rounds: number;
  hash: string;
}

/** Plays a battle and returns its verdict (what the server decides and the worker verifies). */
export function verify(input: BattleInput, catalog: BattleCatalog, options?: BattleOptions): BattleVerdict {
  const battle = new Battle(input, catalog, { ...options, hash: true });
  return battleVerdict(battle);
}

/** The verdict of a battle, played to the end if it is not over yet. */
export function battleVerdict(battle: Battle): BattleVerdict {
  const end = battleEnd(battle.runToEnd());
  return { winner: end.winner, reason: end.reason, rounds: end.rounds, hash: battle.hash() };
}
