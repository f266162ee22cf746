import { ComingSoon } from '../shared/ComingSoon';

/** /email-register: its feature arrives in a later issue; until then a translated page names the screen. */
export default function EmailRegisterScreen() {
  return <ComingSoon screen="emailRegister" />;
}
