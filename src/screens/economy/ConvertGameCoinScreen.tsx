import { ComingSoon } from '../shared/ComingSoon';

/** /convert-game-coin: its feature arrives in a later issue; until then a translated page names the screen. */
export default function ConvertGameCoinScreen() {
  return <ComingSoon screen="convertGameCoin" />;
}
