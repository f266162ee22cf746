import { useState } from 'react';
import { useMe } from '../../../services/session/useMe';
import { rememberCloudSetting } from '../../../services/telegram/cloudSettings';

/** Where a signed-out visitor's sound choice is kept (a player's lives on the profile). */
const VISITOR_SOUND_KEY = 'tcg:sound';

function visitorSound(): boolean {
  try {
    return localStorage.getItem(VISITOR_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** The sound setting as the viewer reads it; `change` is null for a signed-in player (see {@link useSoundSetting}). */
export interface SoundSetting {
  on: boolean;
  change: ((on: boolean) => void) | null;
}

/**
 * The player's sound setting: a signed-in player's is the profile's `soundOn` (the same switch as in /setting),
 * changed through ProfileSoundToggle, which saves it to the profile and is loaded only for a signed-in player (the
 * API client stays out of a visitor's battle route), so `change` is null then; a visitor's is kept in this
 * browser, on unless switched off.
 */
export function useSoundSetting(): SoundSetting {
  const me = useMe();
  const [visitor, setVisitor] = useState(visitorSound);
  if (me.data) return { on: me.data.settings.soundOn, change: null };
  return {
    on: visitor,
    change: (on) => {
      setVisitor(on);
      rememberCloudSetting({ sound: on });
      try {
        localStorage.setItem(VISITOR_SOUND_KEY, on ? 'on' : 'off');
      } catch {
        // Storage refused (private mode): the choice lasts for this page.
      }
    },
  };
}
