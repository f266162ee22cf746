import type { TFunction } from 'i18next';
import type { Team } from '../../../engine/types';
import type { BattleRecord } from '../../../contracts/battles';
import type { LogPerspective } from '../../../services/replay/battleLog';
import { sideName } from '../sideName';

/** Who fought, as the viewer sees it: whether they are one of the sides, and how each side is named. */
export interface BattleSides {
  /** The viewer's team when they fought this battle (a stored battle of theirs), else null: a stranger or a replay. */
  viewerTeam: Team | null;
  /** Each team's name (index = engine team): a player's or bot's name, the stage, the floor; "Team A/B" without a record. */
  names: readonly [string, string];
  /** The team drawn on the left: the viewer's, else team 0 (the attacker). The board mirrors when it is team 1. */
  left: Team;
}

/**
 * The sides of a battle for this viewer. A stored battle names its attacker (team 0) and opponent (team 1); the
 * viewer is a side when their account is that side's player. A replay link or a random battle names no one.
 */
export function battleSides(record: BattleRecord | null, accountId: string | null, t: TFunction): BattleSides {
  if (!record) return { viewerTeam: null, names: [t('battle:team.name0'), t('battle:team.name1')], left: 0 };
  const viewerTeam: Team | null = accountId === null ? null
    : accountId === record.attacker.playerId ? 0
    : accountId === record.opponent.playerId ? 1
    : null;
  return { viewerTeam, names: [sideName(record.attacker, t), sideName(record.opponent, t)], left: viewerTeam ?? 0 };
}

/** How the log names teams and units for these sides ("your Hunter" when the viewer fought). */
export function logPerspective(sides: BattleSides): LogPerspective {
  return { viewerTeam: sides.viewerTeam, teamNames: sides.names };
}

/** What the result says to this viewer: Victory/Defeat for a side's player, else who won by name; a draw is a draw. */
export type ResultVerdict = 'victory' | 'defeat' | 'draw' | 'won';

/** The verdict of a battle's result for the viewer. */
export function resultVerdict(winner: Team | null, sides: BattleSides): ResultVerdict {
  if (winner === null) return 'draw';
  if (sides.viewerTeam === null) return 'won';
  return winner === sides.viewerTeam ? 'victory' : 'defeat';
}
