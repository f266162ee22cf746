import { ComingSoon } from '../shared/ComingSoon';

/** /online-card-market: its feature arrives in a later issue; until then a translated page names the screen. */
export default function OnlineCardMarketScreen() {
  return <ComingSoon screen="onlineCardMarket" />;
}
