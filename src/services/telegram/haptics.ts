import { throttleHaptic, type HapticKind, type HapticThrottleState } from './hapticThrottle';

export type { HapticKind } from './hapticThrottle';

/** The client's HapticFeedback as the Telegram shell hands it over (see startTelegram). */
export interface HapticDriver {
  impact(style: 'light' | 'medium' | 'heavy'): void;
  notification(type: 'success' | 'warning' | 'error'): void;
  selection(): void;
}

/** Where a signed-out visitor's sound choice is kept (see useSoundSetting): haptics follow it. */
const VISITOR_SOUND_KEY = 'tcg:sound';

let driver: HapticDriver | null = null;
/** The signed-in player's sound switch; null for a visitor, whose switch is read from this browser. */
let playerSoundOn: boolean | null = null;
let throttle: HapticThrottleState = {};

/** Installs (or, with null, removes) the client's haptics; until then {@link haptic} does nothing (web, old clients). */
export function setHapticDriver(next: HapticDriver | null): void {
  driver = next;
}

/** Haptics follow the sound switch: the signed-in player's profile switch, or null for a visitor's in this browser. */
export function setHapticsSoundOn(on: boolean | null): void {
  playerSoundOn = on;
}

function soundOn(): boolean {
  if (playerSoundOn !== null) return playerSoundOn;
  try {
    return localStorage.getItem(VISITOR_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The one way screens buzz: a press that commits something (`impact`), a result (`success`, `warning`, `error`),
 * a selection change, or a battle moment (`crit`, `death`, `synergy`, lighter). Nothing outside Telegram, on a
 * client without HapticFeedback, or with the sound off; throttled by {@link throttleHaptic}.
 */
export function haptic(kind: HapticKind): void {
  if (!driver || !soundOn()) return;
  const result = throttleHaptic(throttle, kind, performance.now());
  throttle = result.state;
  if (!result.buzz) return;
  switch (kind) {
    case 'impact': return driver.impact('medium');
    case 'crit': return driver.impact('heavy');
    case 'death': return driver.impact('medium');
    case 'synergy': return driver.impact('light');
    case 'selection': return driver.selection();
    default: return driver.notification(kind);
  }
}
