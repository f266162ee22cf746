import { ComingSoon } from '../shared/ComingSoon';

/** /new-player: its feature arrives in a later issue; until then a translated page names the screen. */
export default function NewPlayerScreen() {
  return <ComingSoon screen="newPlayer" />;
}
