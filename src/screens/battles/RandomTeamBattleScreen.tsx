import { ComingSoon } from '../shared/ComingSoon';

/** /random-team-battle: its feature arrives in a later issue; until then a translated page names the screen. */
export default function RandomTeamBattleScreen() {
  return <ComingSoon screen="randomTeamBattle" />;
}
