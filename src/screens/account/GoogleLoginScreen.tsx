import { ComingSoon } from '../shared/ComingSoon';

/** /google-login: its feature arrives in a later issue; until then a translated page names the screen. */
export default function GoogleLoginScreen() {
  return <ComingSoon screen="googleLogin" />;
}
