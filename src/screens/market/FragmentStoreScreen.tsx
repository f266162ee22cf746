import { ComingSoon } from '../shared/ComingSoon';

/** /fragment-store: its feature arrives in a later issue; until then a translated page names the screen. */
export default function FragmentStoreScreen() {
  return <ComingSoon screen="fragmentStore" />;
}
