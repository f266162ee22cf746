import { ComingSoon } from '../shared/ComingSoon';

/** /online-user-rank: its feature arrives in a later issue; until then a translated page names the screen. */
export default function OnlineUserRankScreen() {
  return <ComingSoon screen="onlineUserRank" />;
}
