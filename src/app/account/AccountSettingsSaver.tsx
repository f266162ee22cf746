import { useEffect, useRef } from 'react';
import { setPlayerSettingsSaver } from '../../services/settings/playerSettings';
import { useUpdateProfile } from '../../services/session/useUpdateProfile';

/**
 * While a player is signed in, a settings change they make (sound, music, haptics, speed) is saved on their
 * account. Loaded lazily: a visitor's pages stay without the API client. Renders nothing.
 */
export default function AccountSettingsSaver() {
  const update = useUpdateProfile();
  const mutate = useRef(update.mutate);
  mutate.current = update.mutate;
  useEffect(() => {
    setPlayerSettingsSaver((change) => mutate.current(change));
    return () => setPlayerSettingsSaver(null);
  }, []);
  return null;
}
