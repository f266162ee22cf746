import { ComingSoon } from '../shared/ComingSoon';

/** /battle: its feature arrives in a later issue; until then a translated page names the screen. */
export default function BattleScreen() {
  return <ComingSoon screen="battle" />;
}
