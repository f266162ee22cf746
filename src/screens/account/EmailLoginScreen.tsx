import { ComingSoon } from '../shared/ComingSoon';

/** /email-login: its feature arrives in a later issue; until then a translated page names the screen. */
export default function EmailLoginScreen() {
  return <ComingSoon screen="emailLogin" />;
}
