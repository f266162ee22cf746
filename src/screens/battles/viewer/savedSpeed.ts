// Types only: the scene's index loads Pixi.
import type { PlaybackSpeed } from '../../../scene';
import { rememberCloudSetting } from '../../../services/telegram/cloudSettings';

/** Where the chosen playback speed is kept in this browser (like a visitor's sound switch: `tcg:sound`); inside Telegram a copy follows the player (cloudSettings). */
const SPEED_KEY = 'tcg:speed';

/**
 * The speed the viewer last chose in this browser, one of `speeds` (the player's choices, PLAYBACK_SPEEDS); 1× when
 * none was chosen, storage is refused, or it holds something else.
 */
export function savedSpeed(speeds: readonly PlaybackSpeed[]): PlaybackSpeed {
  try {
    const stored = Number(localStorage.getItem(SPEED_KEY));
    return speeds.find((s) => s === stored) ?? 1;
  } catch {
    return 1;
  }
}

/** Remembers a chosen speed for the next battle (inside Telegram, on the player's other devices too). */
export function saveSpeed(speed: PlaybackSpeed): void {
  rememberCloudSetting({ speed });
  try {
    localStorage.setItem(SPEED_KEY, String(speed));
  } catch {
    // Storage refused (private mode): the choice lasts for this battle.
  }
}
