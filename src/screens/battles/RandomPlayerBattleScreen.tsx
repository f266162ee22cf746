import { ComingSoon } from '../shared/ComingSoon';

/** /random-player-battle: its feature arrives in a later issue; until then a translated page names the screen. */
export default function RandomPlayerBattleScreen() {
  return <ComingSoon screen="randomPlayerBattle" />;
}
