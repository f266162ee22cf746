/** The client's swipe and closing behaviour as the Telegram shell hands it over (see startTelegram). */
export interface GestureDriver {
  /** Allows or forbids Telegram's swipe-down-to-minimise/close (Mini Apps 7.7+). */
  setVerticalSwipes(allowed: boolean): void;
  /** Asks (or stops asking) the player to confirm closing the app (Mini Apps 6.2+). */
  setClosingConfirmation(on: boolean): void;
}

let driver: GestureDriver | null = null;

/**
 * A counted hold: the first taker turns the behaviour on (`apply(true)`), the last release turns it off; each
 * release function works once, so a double release cannot end another caller's hold.
 */
function countedHold(apply: (held: boolean) => void) {
  let holds = 0;
  return {
    get held(): boolean {
      return holds > 0;
    },
    take(): () => void {
      if (holds++ === 0) apply(true);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holds === 0) apply(false);
      };
    },
  };
}

const swipes = countedHold((held) => driver?.setVerticalSwipes(!held));
const closing = countedHold((held) => driver?.setClosingConfirmation(held));

/** Installs the client's gesture controls; until then the holds only count (web, old clients: nothing is sent). */
export function setGestureDriver(next: GestureDriver | null): void {
  driver = next;
  if (!next) return;
  if (swipes.held) next.setVerticalSwipes(false);
  if (closing.held) next.setClosingConfirmation(true);
}

/**
 * Turns Telegram's vertical swipes off until every hold is released (a drag, the scrub bar): the swipe would
 * otherwise close the app mid-gesture. Returns the release; calling it twice releases once.
 */
export function holdVerticalSwipes(): () => void {
  return swipes.take();
}

/** Asks to confirm closing until every hold is released (a purchase, a listing, a battle start in flight). */
export function holdClosingConfirmation(): () => void {
  return closing.take();
}
