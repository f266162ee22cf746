import { getPlayerSettings } from '../settings/playerSettings';
import { throttleHaptic, type HapticKind, type HapticThrottleState } from './hapticThrottle';

export type { HapticKind } from './hapticThrottle';

/** The client's HapticFeedback as the Telegram shell hands it over (see startTelegram). */
export interface HapticDriver {
  impact(style: 'light' | 'medium' | 'heavy'): void;
  notification(type: 'success' | 'warning' | 'error'): void;
  selection(): void;
}

let driver: HapticDriver | null = null;
let throttle: HapticThrottleState = {};

/** Installs (or, with null, removes) the client's haptics; until then {@link haptic} does nothing (web, old clients). */
export function setHapticDriver(next: HapticDriver | null): void {
  driver = next;
}

/** Whether the player lets the game buzz: its own switch, and silent with the sound off too. */
export function hapticsAllowed(): boolean {
  const settings = getPlayerSettings();
  return settings.hapticsOn && settings.soundOn;
}

/**
 * The one way screens buzz: a press that commits something (`impact`), a result (`success`, `warning`, `error`),
 * a selection change, or a battle moment (`crit`, `death`, `synergy`, lighter). Nothing outside Telegram, on a
 * client without HapticFeedback, or with haptics or the sound switched off; throttled by {@link throttleHaptic}.
 */
export function haptic(kind: HapticKind): void {
  if (!driver || !hapticsAllowed()) return;
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
