import type { Rule } from 'eslint';

/** Types for layerRule.js (plain JS so eslint.config.js loads it without a TypeScript loader). */
export const LAYERS: Record<string, string[]>;
/** The layer rule. */
export const layerRule: Rule.RuleModule;
