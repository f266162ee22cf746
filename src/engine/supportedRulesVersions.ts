import { RULES } from './rules';

/**
 * Every rules version this engine plays and verifies, oldest first: 1 to {@link RULES}.version, since every stored
 * battle stays verifiable, so no version is ever dropped. Derived here, not read from versions.ts (each version's
 * hasher and synergies), so the schemas that check a version (the API's battle inputs, replay codes) load the rules
 * constants and no more of the engine; versions.ts checks it has a spec for each.
 */
export const SUPPORTED_RULES_VERSIONS: readonly number[] = Array.from({ length: RULES.version }, (_, i) => i + 1);
