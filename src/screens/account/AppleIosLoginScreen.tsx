import { ComingSoon } from '../shared/ComingSoon';

/** /apple-ios-login: its feature arrives in a later issue; until then a translated page names the screen. */
export default function AppleIosLoginScreen() {
  return <ComingSoon screen="appleIosLogin" />;
}
