import type { ActiveSynergy, Element, FieldCreatedEvent, Team } from '../engine';

/** A status on a unit as the scene and inspector show it. */
export interface UnitStatusState {
  status: string;
  /** Turns of the holder left; -1 is permanent (shown as ∞). */
  remaining: number;
  /** Who applied it (null: the board, e.g. a field). */
  source: number | null;
  /** Shield points left, for shield statuses; 0 otherwise. */
  points: number;
  /** Index of the event that applied (or last refreshed) it: statuses applied during the holder's turn do not count down at its end. */
  appliedAt: number;
}

/** A unit at one playback time. */
export interface UnitState {
  unit: number;
  team: Team;
  cardId: string;
  level: number;
  element: Element;
  /** Board cell (the last move's destination; the move cue interpolates between cells). */
  x: number;
  y: number;
  health: number;
  maxHealth: number;
  /** Sum of the points of its shield statuses. */
  shield: number;
  alive: boolean;
  /** In application order. */
  statuses: UnitStatusState[];
  /**
   * Turns this unit has finished, for skill cooldowns: a skill with cooldown C cast when this was k is ready again
   * after C - (turnsEnded - k) more turns (the engine counts cooldowns down at the end of each turn, the cast turn too).
   */
  turnsEnded: number;
  /** For each skill cast so far, the value of {@link turnsEnded} at its last cast. */
  lastCast: Record<string, number>;
}

/** A field on the board at one playback time: what its creation event said, and the rounds it has left. */
export interface FieldState extends Omit<FieldCreatedEvent, 'type' | 'duration'> {
  /** Rounds left; -1 is permanent. */
  remaining: number;
}

/** Everything the board shows at one playback time: a pure fold of the events that started at or before it. */
export interface SceneState {
  width: number;
  height: number;
  /** 0 before the first round. */
  round: number;
  /** Unit whose turn it is, or null. */
  activeUnit: number | null;
  /** Index of the active unit's turn event while its turn is open (its statuses count down when it closes), else -1. */
  turnStart: number;
  /** Indexed by battle-local unit id. */
  units: UnitState[];
  fields: FieldState[];
  synergies: ActiveSynergy[];
  /** Synergies whose activation has played, as `${team}:${synergy}`. */
  activatedSynergies: string[];
  /** Set once the battle-end event has been reached. */
  result: { winner: Team | null; reason: 'wipeout' | 'turnCap'; rounds: number } | null;
  /** Index of the last event folded in, -1 before the first. */
  eventIndex: number;
}
