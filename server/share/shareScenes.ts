import { cardCatalog, CARD_IDS } from '../../src/content';
import type { BattleInputData } from '../../src/contracts/battles';
import { decodeReplay, replayCodeFromStartParam } from '../../src/contracts/replay';
import { inviteCode } from '../../src/contracts/invites/inviteEndpoints';
import { battleEnd, hashEvents, simulate } from '../../src/engine';
import type { ShareScene, ShareUnit } from './shareImageSvg';

/** Cards an invitation shows: the first six of the catalogue (the same picture for every invite but its code). */
const INVITE_SHOWCASE = CARD_IDS.slice(0, 6);

/** A battle's picture: re-run from its input (deterministic), each unit alive or fallen at the end, the winner, the hash. */
export function battleScene(input: BattleInputData): Extract<ShareScene, { kind: 'battle' }> {
  const events = simulate(input, cardCatalog);
  const end = battleEnd(events);
  const standing = new Set(end.totals.filter((t) => t.alive).map((t) => t.unit));
  const first = input.teams[0].units.length;
  const units = (team: 0 | 1): ShareUnit[] =>
    input.teams[team].units.map((u, i) => ({ cardId: u.cardId, level: u.level, alive: standing.has(team === 0 ? i : first + i) }));
  return { kind: 'battle', teams: [units(0), units(1)], winner: end.winner, hash: hashEvents(events), rounds: end.rounds };
}

/**
 * The scene a start parameter names: `r_<replay code>` a battle (a code whose hash the battle does not reproduce is
 * refused), `i_<code>` an invitation; null for anything else.
 */
export function sceneOfStartParam(startParam: string): ShareScene | null {
  const code = replayCodeFromStartParam(startParam);
  if (code !== null) {
    const decoded = decodeReplay(code);
    if (!decoded.ok) return null;
    const scene = battleScene(decoded.replay.input);
    return decoded.replay.hash === null || decoded.replay.hash === scene.hash ? scene : null;
  }
  if (startParam.startsWith('i_') && inviteCode.safeParse(startParam.slice(2)).success) {
    return { kind: 'invite', code: startParam.slice(2), showcase: INVITE_SHOWCASE };
  }
  return null;
}
