import { ComingSoon } from '../shared/ComingSoon';

/** /online-battle-rank: its feature arrives in a later issue; until then a translated page names the screen. */
export default function OnlineBattleRankScreen() {
  return <ComingSoon screen="onlineBattleRank" />;
}
