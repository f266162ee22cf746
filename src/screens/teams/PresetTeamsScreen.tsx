import { ComingSoon } from '../shared/ComingSoon';

/** /preset-teams: its feature arrives in a later issue; until then a translated page names the screen. */
export default function PresetTeamsScreen() {
  return <ComingSoon screen="presetTeams" />;
}
