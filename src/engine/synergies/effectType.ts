import type { BattleHost, UnitState } from '../state';
import type { SynergyEffectParams } from './definition';

/** A registered synergy behaviour: applies the bonus of one level at battle start. */
export interface SynergyEffectType {
  id: string;
  /** Param names the definition must give. */
  params: readonly (keyof SynergyEffectParams)[];
  /** Units the bonus applies to: the family members, or the whole team. */
  scope: 'members' | 'team';
  apply(host: BattleHost, units: readonly UnitState[], level: number, params: SynergyEffectParams): void;
}
