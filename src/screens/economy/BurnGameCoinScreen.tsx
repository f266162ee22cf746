import { ComingSoon } from '../shared/ComingSoon';

/** /burn-game-coin: its feature arrives in a later issue; until then a translated page names the screen. */
export default function BurnGameCoinScreen() {
  return <ComingSoon screen="burnGameCoin" />;
}
