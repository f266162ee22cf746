import { ComingSoon } from '../shared/ComingSoon';

/** /recover-stamina: its feature arrives in a later issue; until then a translated page names the screen. */
export default function RecoverStaminaScreen() {
  return <ComingSoon screen="recoverStamina" />;
}
