import type { BattleEvent, BattleEventType, Cell, DamageEvent, EffectCause, Team, UnitSnapshot } from '../../engine';

/**
 * The combat log's wording, shared by the /battle screen and `npm run replay` (scripts/replay.ts): both turn
 * the event stream into the same lines through the same translation keys (battle:log.*), so the log a player
 * reads for a seed is exactly what the command prints for it in that language.
 */

/** A translation function: an i18next `t` (or the script's English instance) with namespaced keys. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Which icon a log line shows. */
export type LogKind = 'start' | 'unit' | 'synergy' | 'round' | 'skip' | 'move' | 'attack' | 'miss' | 'skill' | 'damage' | 'crit'
  | 'heal' | 'status' | 'statusEnd' | 'element' | 'field' | 'death' | 'end';

/** One line of the combat log. */
export interface LogLine {
  /** Index of the event in the stream (for seeking); a battle start yields several lines with the same index. */
  event: number;
  /** Round the line belongs to; 0 is the opening (deployment and synergies). */
  round: number;
  kind: LogKind;
  /** 0: round or battle heading; 1: an action; 2: an effect of the action above. */
  depth: 0 | 1 | 2;
  text: string;
  /** Units the line is about (the actor first), for highlighting. */
  units: number[];
}

/**
 * Whose eyes the log reads with. A player watching their own battle reads "your Hunter" and "enemy Hunter", "Your
 * team" and "The enemy"; anyone else reads each team by its name (a player's, the stage…; "Team A" for a replay).
 */
export interface LogPerspective {
  /** The viewer's team when they fought the battle, else null. */
  viewerTeam: Team | null;
  /** Each team's name (index = team) when the viewer is not one of them. */
  teamNames: readonly [string, string];
}

/** The perspective of a replay: nobody's, teams A and B (what `npm run replay` prints). */
export function neutralPerspective(t: Translate): LogPerspective {
  return { viewerTeam: null, teamNames: [t('battle:team.name0'), t('battle:team.name1')] };
}

/**
 * How each unit is named in the log: translated card name and its side ("your"/"enemy" for a player's own battle,
 * else the team's letter), numbered when a team fields a card twice.
 */
export function unitNames(units: readonly UnitSnapshot[], t: Translate, perspective: LogPerspective | null = null): string[] {
  const viewer = perspective?.viewerTeam ?? null;
  return units.map((u) => {
    const twins = units.filter((o) => o.team === u.team && o.cardId === u.cardId);
    const name = t(`units:card.${u.cardId}.name`);
    const number = twins.indexOf(u) + 1;
    if (viewer !== null) {
      const whose = u.team === viewer ? 'Yours' : 'Enemy';
      return twins.length < 2 ? t(`battle:log.unit${whose}`, { name }) : t(`battle:log.unitNumbered${whose}`, { name, number });
    }
    const team = t(`battle:team.short${u.team}`);
    if (twins.length < 2) return t('battle:log.unit', { name, team });
    return t('battle:log.unitNumbered', { name, team, number });
  });
}

/** What an event's line says, given how units are named; null for events the log leaves out. */
type LineWriter<E extends BattleEvent> = (e: E, w: Wording) => Omit<LogLine, 'event' | 'round'>[] | null;

interface Wording {
  t: Translate;
  name(unit: number | null): string;
  cell(c: Cell): string;
  cause(cause: EffectCause, id: string | null): string;
  team(team: Team): string;
  /** A field by its id: the translated name of the status it was laid as (the id itself means nothing to a player). */
  field(id: number): string;
}

const line = (kind: LogKind, depth: LogLine['depth'], text: string, units: number[]): Omit<LogLine, 'event' | 'round'> =>
  ({ kind, depth, text, units });

function damageText(e: DamageEvent, w: Wording): string {
  const params = {
    target: w.name(e.target), amount: e.amount, damageType: w.t(`battle:damageType.${e.damageType}`),
    cause: w.cause(e.cause, e.causeId), health: e.health,
  };
  const main = w.t(e.critical ? 'battle:log.damageCrit' : 'battle:log.damage', params);
  return e.shieldAbsorbed > 0 ? `${main} ${w.t('battle:log.absorbed', { absorbed: e.shieldAbsorbed })}` : main;
}

/** One writer per event kind: the compiler checks every kind has one. */
const WRITERS: { [K in BattleEventType]: LineWriter<Extract<BattleEvent, { type: K }>> } = {
  battleStart: (e, w) => [
    line('start', 0, w.t('battle:log.start', { seed: e.seed }), []),
    ...e.units.map((u) => line('unit', 1, w.t('battle:log.deploy', {
      unit: w.name(u.unit), level: u.level, element: w.t(`units:element.${u.element}`), health: u.health, cell: w.cell(u),
    }), [u.unit])),
  ],
  synergyActivated: (e, w) => [line('synergy', 1, w.t('battle:log.synergy', {
    team: w.team(e.team), synergy: w.t(`units:synergy.${e.synergy}.name`), level: e.level,
  }), e.units)],
  roundStart: (e, w) => [line('round', 0, w.t('battle:log.round', { round: e.round }), [])],
  turn: () => null,
  turnSkipped: (e, w) => [line('skip', 1, w.t('battle:log.turnSkipped', { unit: w.name(e.unit), status: w.t(`statuses:${e.status}.name`) }), [e.unit])],
  move: (e, w) => [line('move', 1, w.t('battle:log.move', { unit: w.name(e.unit), cell: w.cell(e.to) }), [e.unit])],
  attack: (e, w) => [line(e.missed ? 'miss' : 'attack', 1, w.t(e.missed ? 'battle:log.miss' : 'battle:log.attack', {
    unit: w.name(e.unit), target: w.name(e.target),
  }), [e.unit, e.target])],
  skillCast: (e, w) => [line('skill', 1, w.t('battle:log.cast', {
    unit: w.name(e.unit), skill: w.t(`skills:${e.skill}.name`), targets: e.targets.map((u) => w.name(u)).join(w.t('battle:log.listSeparator')),
  }), [e.unit, ...e.targets.filter((u) => u !== e.unit)])],
  damage: (e, w) => [line(e.critical ? 'crit' : 'damage', 2, damageText(e, w), e.source === null ? [e.target] : [e.target, e.source])],
  heal: (e, w) => [line('heal', 2, w.t('battle:log.heal', {
    target: w.name(e.target), amount: e.amount, cause: w.cause(e.cause, e.causeId), health: e.health,
  }), [e.target])],
  statusApplied: (e, w) => {
    const params = { target: w.name(e.target), status: w.t(`statuses:${e.status}.name`), turns: e.duration, points: e.points };
    const key = e.points > 0 ? 'battle:log.shieldApplied' : e.duration < 0 ? 'battle:log.statusPermanent' : 'battle:log.statusApplied';
    return [line('status', 2, w.t(key, params), e.source === null ? [e.target] : [e.target, e.source])];
  },
  // The damage or heal line that follows says what the tick did.
  statusTicked: () => null,
  statusExpired: (e, w) => [line('statusEnd', 2, w.t('battle:log.statusExpired', { target: w.name(e.target), status: w.t(`statuses:${e.status}.name`) }), [e.target])],
  statusRemoved: (e, w) => [line('statusEnd', 2, w.t(`battle:log.statusRemoved.${e.reason}`, {
    target: w.name(e.target), status: w.t(`statuses:${e.status}.name`),
  }), [e.target])],
  elementChanged: (e, w) => [line('element', 2, w.t('battle:log.elementChanged', { unit: w.name(e.unit), element: w.t(`units:element.${e.element}`) }), [e.unit])],
  fieldCreated: (e, w) => [line('field', 2, w.t('battle:log.fieldCreated', {
    unit: w.name(e.owner), field: w.t(`statuses:${e.status}.name`), cell: w.cell(e), radius: e.radius,
  }), [e.owner])],
  fieldExpired: (e, w) => [line('field', 2, w.t('battle:log.fieldExpired', { field: w.field(e.field) }), [])],
  unitDied: (e, w) => [line('death', 2, w.t(e.killer === null ? 'battle:log.died' : 'battle:log.killed', {
    unit: w.name(e.unit), killer: w.name(e.killer),
  }), e.killer === null ? [e.unit] : [e.unit, e.killer])],
  battleEnd: (e, w) => [line('end', 0, w.t(e.winner === null ? `battle:log.draw.${e.reason}` : `battle:log.won.${e.reason}`, {
    team: e.winner === null ? '' : w.team(e.winner), rounds: e.rounds,
  }), [])],
};

/** The combat log of an event stream (whole or the rounds streamed so far), read from a perspective (none: a replay's). */
export function battleLog(events: readonly BattleEvent[], t: Translate, perspective: LogPerspective = neutralPerspective(t)): LogLine[] {
  const start = events[0];
  if (!start || start.type !== 'battleStart') return [];
  const names = unitNames(start.units, t, perspective);
  const fieldStatus = new Map<number, string>();
  for (const e of events) if (e.type === 'fieldCreated') fieldStatus.set(e.field, e.status);
  const w: Wording = {
    t,
    name: (unit) => (unit === null ? '' : names[unit] ?? `#${unit}`),
    cell: (c) => t('battle:log.cell', { x: c.x + 1, y: c.y + 1 }),
    cause: (cause, id) => (cause === 'attack' || id === null ? t('battle:log.byAttack') : t(cause === 'skill' ? `skills:${id}.name` : `statuses:${id}.name`)),
    team: (team) => (perspective.viewerTeam === null ? perspective.teamNames[team] : t(team === perspective.viewerTeam ? 'battle:team.yours' : 'battle:team.enemy')),
    field: (id) => {
      const status = fieldStatus.get(id);
      return status === undefined ? String(id) : t(`statuses:${status}.name`);
    },
  };
  const out: LogLine[] = [];
  let round = 0;
  events.forEach((e, index) => {
    if (e.type === 'roundStart') round = e.round;
    const lines = (WRITERS[e.type] as LineWriter<BattleEvent>)(e, w);
    if (lines) for (const l of lines) out.push({ ...l, event: index, round });
  });
  return out;
}
