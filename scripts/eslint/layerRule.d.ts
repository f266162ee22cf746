import type { Rule } from 'eslint';

/** Types for layerRule.js (plain JS so eslint.config.js loads it without a TypeScript loader). */
export const LAYERS: Record<string, string[]>;
/** Use cases still importing server/http, by exact path. */
/** Routes still importing server/db values, by exact path. */
export const ROUTE_DB_ALLOWED: Set<string>;
/** The layer rule. */
export const layerRule: Rule.RuleModule;
