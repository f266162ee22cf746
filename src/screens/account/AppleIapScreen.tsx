import { ComingSoon } from '../shared/ComingSoon';

/** /apple-iap: its feature arrives in a later issue; until then a translated page names the screen. */
export default function AppleIapScreen() {
  return <ComingSoon screen="appleIap" />;
}
