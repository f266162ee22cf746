import type { Family } from '../types';

/** Parameters of a synergy effect (SPEC §3: value or ratio, or chance and damage). */
export interface SynergyEffectParams {
  value?: number;
  ratio?: number;
  chance?: number;
  damage?: number;
}

/** A synergy definition (SPEC §3) plus the id and the family whose units it counts. */
export interface SynergyDefinition {
  id: string;
  family: Family;
  name: string;
  description: string;
  /** Ascending unit counts; the level is how many thresholds the count reaches. */
  thresholds: readonly number[];
  effectType: string;
  effectParams: SynergyEffectParams;
}
