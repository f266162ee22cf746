import { RULES } from './rules';

/**
 * Every rules version this engine plays and verifies, oldest first; the last is {@link RULES}.version. A module of its
 * own, not versions.ts (each version's hasher and synergies): the schemas that check a version (the API's battle
 * inputs, replay codes) load this list and the rules constants, no more of the engine.
 */
export const SUPPORTED_RULES_VERSIONS: readonly number[] = [1, 2, 3, 4];

if (SUPPORTED_RULES_VERSIONS.at(-1) !== RULES.version) throw new Error('RULES.version must be the newest registered rules version');
