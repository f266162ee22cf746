import { ComingSoon } from '../shared/ComingSoon';

/** /my-burn-list: its feature arrives in a later issue; until then a translated page names the screen. */
export default function MyBurnListScreen() {
  return <ComingSoon screen="myBurnList" />;
}
