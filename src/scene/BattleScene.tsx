import type { BattleSceneProps } from './battleSceneProps';

/**
 * The battle board on a Pixi canvas, sized to its container: draws the cursor's frame each tick.
 * (Interface first: the Pixi implementation follows in the next commits.)
 */
export function BattleScene({ label, className }: BattleSceneProps) {
  return <div className={className} role="img" aria-label={label} data-testid="battle-scene" />;
}
