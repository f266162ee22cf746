import { ComingSoon } from '../shared/ComingSoon';

/** /infinite-level-battle: its feature arrives in a later issue; until then a translated page names the screen. */
export default function InfiniteLevelBattleScreen() {
  return <ComingSoon screen="infiniteLevelBattle" />;
}
