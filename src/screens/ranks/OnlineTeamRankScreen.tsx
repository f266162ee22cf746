import { ComingSoon } from '../shared/ComingSoon';

/** /online-team-rank: its feature arrives in a later issue; until then a translated page names the screen. */
export default function OnlineTeamRankScreen() {
  return <ComingSoon screen="onlineTeamRank" />;
}
