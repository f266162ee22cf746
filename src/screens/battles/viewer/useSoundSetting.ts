import { useState } from 'react';
import { useUpdateProfile } from '../../../services/session/useUpdateProfile';
import { useMe } from '../../../services/session/useMe';

/** Where a signed-out visitor's sound choice is kept (a player's lives on the profile). */
const VISITOR_SOUND_KEY = 'tcg:sound';

function visitorSound(): boolean {
  try {
    return localStorage.getItem(VISITOR_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The player's sound setting and a way to change it: a signed-in player's is the profile's `soundOn` (the same
 * switch as in /setting, saved to the profile); a visitor's is kept in this browser, on unless switched off.
 */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const me = useMe();
  const update = useUpdateProfile();
  const [visitor, setVisitor] = useState(visitorSound);
  if (me.data) return [me.data.settings.soundOn, (soundOn) => update.mutate({ soundOn })];
  return [
    visitor,
    (on) => {
      setVisitor(on);
      try {
        localStorage.setItem(VISITOR_SOUND_KEY, on ? 'on' : 'off');
      } catch {
        // Storage refused (private mode): the choice lasts for this page.
      }
    },
  ];
}
