import { ComingSoon } from '../shared/ComingSoon';

/** /mystery-shop-recycle: its feature arrives in a later issue; until then a translated page names the screen. */
export default function MysteryShopRecycleScreen() {
  return <ComingSoon screen="mysteryShopRecycle" />;
}
