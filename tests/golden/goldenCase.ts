import type { BattleInput } from '../../src/engine';

/** One golden replay: a fixed input and what it must produce. */
export interface GoldenCase {
  name: string;
  input: BattleInput;
  winner: 0 | 1 | null;
  reason: 'wipeout' | 'turnCap';
  rounds: number;
  events: number;
  hash: string;
}

/** The committed fixture file. */
export interface GoldenFile {
  /** How to re-bless after an intended rule change. */
  note: string;
  cases: GoldenCase[];
}
