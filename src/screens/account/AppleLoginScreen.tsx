import { ComingSoon } from '../shared/ComingSoon';

/** /apple-login: its feature arrives in a later issue; until then a translated page names the screen. */
export default function AppleLoginScreen() {
  return <ComingSoon screen="appleLogin" />;
}
