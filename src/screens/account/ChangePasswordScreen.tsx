import { ComingSoon } from '../shared/ComingSoon';

/** /change-password: its feature arrives in a later issue; until then a translated page names the screen. */
export default function ChangePasswordScreen() {
  return <ComingSoon screen="changePassword" />;
}
