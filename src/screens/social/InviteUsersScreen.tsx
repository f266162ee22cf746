import { ComingSoon } from '../shared/ComingSoon';

/** /invite-users: its feature arrives in a later issue; until then a translated page names the screen. */
export default function InviteUsersScreen() {
  return <ComingSoon screen="inviteUsers" />;
}
