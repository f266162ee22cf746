import { ComingSoon } from '../shared/ComingSoon';

/** /my-card-list: its feature arrives in a later issue; until then a translated page names the screen. */
export default function MyCardListScreen() {
  return <ComingSoon screen="myCardList" />;
}
