/** Replays and the battle viewer's inputs: the replay code, where a battle comes from, what the viewer may read of the rules. */
export * from './replayCode';
export * from './cardCodes';
export * from './battleSource';
export * from './randomBattle';
export * from './skillTiming';
