import type { BattleEvent } from './events';
import { CompactStreamHasher, JsonStreamHasher, type StreamHasher } from './hashing/streamHashers';
import { SUPPORTED_RULES_VERSIONS } from './supportedRulesVersions';
import { SYNERGIES, SYNERGIES_V1 } from './synergies/catalog';
import type { Synergy } from './synergies/registry';

/**
 * What differs between the rules versions this engine plays. Versions 1 and 2 play identically (same events
 * but for battleStart.rulesVersion); they differ in the battle hash. Version 3 (the balance lab's) closes an empty
 * front, lets a unit attack after its step, weakens two synergies and is played with the rebalanced card set
 * (older versions get theirs through BattleCatalog.olderVersions). Version 4 plays as version 3 with another card set
 * (content only: assassins and four warriors weaker). Adding a version: register it here, bump
 * RULES.version (SUPPORTED_RULES_VERSIONS follows it), re-bless the golden replays and keep the old version's golden
 * file verifying.
 */
export interface RulesVersionSpec {
  version: number;
  /** Name of the battle hash algorithm (docs/ENGINE.md "The hash"). */
  hash: 'fnv1a64-json' | 'fnv1a64-compact';
  /** A hash fed event by event as the battle produces them. */
  createHasher(): StreamHasher;
  /** A unit whose step brings its target into range attacks it in the same turn (docs/GAME_RULES.md "A turn"). */
  moveThenAttack: boolean;
  /** A team whose front columns are empty deploys that many columns forward (docs/GAME_RULES.md "Deployment"). */
  closeFrontGap: boolean;
  /** The synergies in force (their numbers changed with version 3). */
  synergies: readonly Synergy[];
}

const VERSIONS: readonly RulesVersionSpec[] = [
  { version: 1, hash: 'fnv1a64-json', createHasher: () => new JsonStreamHasher(), moveThenAttack: false, closeFrontGap: false, synergies: SYNERGIES_V1 },
  { version: 2, hash: 'fnv1a64-compact', createHasher: () => new CompactStreamHasher(), moveThenAttack: false, closeFrontGap: false, synergies: SYNERGIES_V1 },
  { version: 3, hash: 'fnv1a64-compact', createHasher: () => new CompactStreamHasher(), moveThenAttack: true, closeFrontGap: true, synergies: SYNERGIES },
  { version: 4, hash: 'fnv1a64-compact', createHasher: () => new CompactStreamHasher(), moveThenAttack: true, closeFrontGap: true, synergies: SYNERGIES },
];

if (VERSIONS.map((v) => v.version).join() !== SUPPORTED_RULES_VERSIONS.join()) {
  throw new Error('every rules version from 1 to RULES.version needs its spec here, oldest first');
}

/** The spec of a supported rules version, or undefined. */
export function rulesVersionSpec(version: number): RulesVersionSpec | undefined {
  return VERSIONS.find((v) => v.version === version);
}

/** The rules version a recorded stream was played under (from its battleStart). */
export function streamRulesVersion(events: readonly BattleEvent[]): number {
  const first = events[0];
  if (!first || first.type !== 'battleStart') throw new Error('the event stream does not start with battleStart');
  return first.rulesVersion;
}
