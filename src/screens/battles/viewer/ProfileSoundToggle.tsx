import { useUpdateProfile } from '../../../services/session/useUpdateProfile';
import { SoundToggle } from './SoundToggle';

/**
 * A signed-in player's sound switch: saves `soundOn` to the profile (optimistically, so the cached account and
 * with it the viewer's sound follow at once). Loaded lazily: only a signed-in player needs the API client for it.
 */
export default function ProfileSoundToggle({ on }: { on: boolean }) {
  const update = useUpdateProfile();
  return <SoundToggle on={on} onChange={(soundOn) => update.mutate({ soundOn })} />;
}
