import { ComingSoon } from '../shared/ComingSoon';

/** /my-team: its feature arrives in a later issue; until then a translated page names the screen. */
export default function MyTeamScreen() {
  return <ComingSoon screen="myTeam" />;
}
