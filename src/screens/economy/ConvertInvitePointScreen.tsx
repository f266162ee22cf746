import { ComingSoon } from '../shared/ComingSoon';

/** /convert-invite-point: its feature arrives in a later issue; until then a translated page names the screen. */
export default function ConvertInvitePointScreen() {
  return <ComingSoon screen="convertInvitePoint" />;
}
