import type { UnitInput } from '../../engine';

/** A unit placed in the formation editor: the engine's unit input (card, level, deployment slot). */
export type FormationUnit = UnitInput;
